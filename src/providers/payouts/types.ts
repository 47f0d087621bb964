/** Sending workers their earnings. Amounts are integer cents, USD. */

/** The worker an account is set up for. */
export type PayoutAccountRequest = {
  workerId: string;
  /** The worker's existing provider account, if one was made before. */
  accountId: string | null;
  /** Where the provider sends the worker back: with ?payouts=ready when done, ?payouts=retry when the link expired. */
  returnUrl: string;
};

export type PayoutRequest = {
  /** Our payout id: the provider's idempotency key, so a retried send pays once. */
  payoutId: string;
  workerId: string;
  amountCents: number;
  /** The provider's account receiving it; null when the provider needs none (simulated). */
  destination: string | null;
  /** 1 on the first send; later attempts first look for a transfer an earlier one made. */
  attempt: number;
};

/** The provider refused the payout for good (a retry would be refused too): its money goes back to the worker's earnings. */
export class PayoutRefused extends Error {
  override readonly name = 'PayoutRefused';
}

export interface PayoutsProvider {
  readonly name: 'simulated' | 'stripe';
  readonly isLive: boolean;
  /** True when a worker must set up an account with the provider before the first payout. */
  readonly needsAccount: boolean;
  /** Makes (or reuses) the worker's account and returns the provider's onboarding page for it. */
  startOnboarding(request: PayoutAccountRequest): Promise<{ accountId: string; url: string }>;
  /** Whether the account can receive payouts now. */
  isAccountReady(accountId: string): Promise<boolean>;
  /**
   * Sends one payout. Resolves with the provider's reference; throws
   * PayoutRefused when refused for good, anything else when it may be retried.
   */
  send(request: PayoutRequest): Promise<{ providerRef: string }>;
}
