/** What the top-up page asks a payments provider to start. Amounts are integer cents, USD. */
export type CheckoutRequest = {
  /** Our Payment row's id, sent along so the provider's events name it. */
  paymentId: string;
  agentId: string;
  agentName: string;
  amountCents: number;
  /** The top-up page, where the provider sends the owner back (with ?checkout=success or cancelled). */
  returnUrl: string;
  /** Random per form submission: a double submit is recognised by it. */
  submissionKey: string;
};

/**
 * How money arrives. Simulated: credited at once, as test funds. Live: the
 * owner pays on the provider's checkout page, and a verified event credits it.
 */
export type Checkout =
  | { kind: 'credit_now'; providerRef: string }
  | { kind: 'redirect'; providerRef: string; url: string };

export interface PaymentsProvider {
  readonly name: 'simulated' | 'stripe';
  readonly isLive: boolean;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
}

/** A verified provider event about a checkout: paid, or ended unpaid (expired, payment failed). */
export type CheckoutEvent = ({ kind: 'paid' } & PaidCheckout) | { kind: 'failed'; providerRef: string };

/** A verified provider event that says a checkout was paid. */
export type PaidCheckout = {
  providerRef: string;
  /** Our Payment id as the provider echoes it back (metadata), null when absent. */
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
};
