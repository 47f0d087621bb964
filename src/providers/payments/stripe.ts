import type Stripe from 'stripe';
import type { CheckoutEvent, PaymentsProvider } from './types.ts';

export type StripePaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API host, e.g. a local stand-in in tests; unset: api.stripe.com. */
  apiBase?: string | undefined;
  /** Per-request timeout; default 10 s. */
  timeoutMs?: number;
};

export type StripePayments = PaymentsProvider & {
  /**
   * Verifies a webhook delivery's signature over the raw body and returns the
   * paid checkout it reports, or null for any other event. Throws
   * `InvalidWebhookSignature` when the signature does not match.
   */
  readCheckoutEvent(rawBody: string, signatureHeader: string | null): Promise<CheckoutEvent | null>;
};

export class InvalidWebhookSignature extends Error {
  override readonly name = 'InvalidWebhookSignature';
}

/** Events after which a Checkout Session may be paid: card payments complete paid, delayed methods succeed later. */
const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** Events after which a Checkout Session will never be paid. */
const FAILED_SESSION_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * Top-ups through Stripe Checkout with the official SDK, loaded on first use
 * so a simulated deploy never loads it.
 */
export function stripePayments(config: StripePaymentsConfig): StripePayments {
  const stripe = lazyStripeClient(config);

  return {
    name: 'stripe',
    isLive: true,
    async startCheckout(request) {
      const metadata = { payment_id: request.paymentId, agent_id: request.agentId };
      const session = await (await stripe()).checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: `Spotcheck balance for agent "${request.agentName}"` },
            },
          },
        ],
        client_reference_id: request.agentId,
        metadata,
        payment_intent_data: { metadata },
        success_url: `${request.returnUrl}?checkout=success`,
        cancel_url: `${request.returnUrl}?checkout=cancelled`,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { kind: 'redirect', providerRef: session.id, url: session.url };
    },

    async readCheckoutEvent(rawBody, signatureHeader) {
      const sdk = await stripe();
      let event: Stripe.Event;
      try {
        event = sdk.webhooks.constructEvent(rawBody, signatureHeader ?? '', config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(error instanceof Error ? error.message : String(error));
      }
      const session = event.data.object as Stripe.Checkout.Session;
      if (FAILED_SESSION_EVENTS.has(event.type)) return { kind: 'failed', providerRef: session.id };
      if (!PAID_SESSION_EVENTS.has(event.type) || session.payment_status !== 'paid') return null;
      return {
        kind: 'paid',
        providerRef: session.id,
        paymentId: session.metadata?.payment_id ?? null,
        amountCents: session.amount_total,
        currency: session.currency,
      };
    },
  };
}

/**
 * The official SDK's client, made on first use (a simulated deploy never
 * loads it); shared by top-ups and worker payouts.
 */
export function lazyStripeClient(config: { secretKey: string; apiBase?: string | undefined; timeoutMs?: number }): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  const connect = async (): Promise<Stripe> => {
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(config.secretKey, { timeout: config.timeoutMs ?? 10_000, ...hostOptions(config.apiBase) });
  };
  return () => {
    client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
