import type Stripe from 'stripe';
import { lazyStripeClient } from '../payments/stripe.ts';
import { PayoutRefused, type PayoutsProvider } from './types.ts';

export type StripeConnectConfig = {
  secretKey: string;
  /** Country of the workers' Express accounts (ISO 3166-1 alpha-2). */
  country: string;
  /** Another API host, e.g. a local stand-in in tests; unset: api.stripe.com. */
  apiBase?: string | undefined;
  timeoutMs?: number;
};

/**
 * Payouts through Stripe Connect: each worker gets an Express account they
 * set up on Stripe's own onboarding pages, and a payout is a transfer from
 * the platform's balance to that account (Stripe then pays it to their bank
 * on the account's schedule).
 */
export function stripeConnectPayouts(config: StripeConnectConfig): PayoutsProvider {
  const stripe = lazyStripeClient(config);
  return {
    name: 'stripe',
    isLive: true,
    needsAccount: true,

    async startOnboarding(request) {
      const sdk = await stripe();
      const accountId =
        request.accountId ??
        (
          await sdk.accounts.create(
            {
              type: 'express',
              country: config.country,
              capabilities: { transfers: { requested: true } },
              business_type: 'individual',
              metadata: { worker_id: request.workerId },
            },
            // A crash between creating the account and storing its id must not make a second one.
            { idempotencyKey: `worker-account-${request.workerId}` },
          )
        ).id;
      const link = await sdk.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${request.returnUrl}?payouts=retry`,
        return_url: `${request.returnUrl}?payouts=ready`,
      });
      return { accountId, url: link.url };
    },

    async isAccountReady(accountId) {
      const account = await (await stripe()).accounts.retrieve(accountId);
      return account.capabilities?.transfers === 'active' && account.payouts_enabled === true;
    },

    async send(request) {
      if (!request.destination) throw new PayoutRefused('The worker has no Stripe account yet: they set one up from their page first.');
      const sdk = await stripe();
      const group = `payout-${request.payoutId}`;
      try {
        // Stripe keeps idempotency keys for 24 hours: a retry after an outage looks for an earlier transfer first.
        if (request.attempt > 1) {
          const earlier = await sdk.transfers.list({ transfer_group: group, limit: 1 });
          if (earlier.data[0]) return { providerRef: earlier.data[0].id };
        }
        const transfer = await sdk.transfers.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            destination: request.destination,
            transfer_group: group,
            metadata: { payout_id: request.payoutId, worker_id: request.workerId },
          },
          { idempotencyKey: request.payoutId },
        );
        return { providerRef: transfer.id };
      } catch (error) {
        if (isFinalRefusal(error)) throw new PayoutRefused(`Stripe refused the transfer: ${(error as Stripe.errors.StripeError).message}`, { cause: error });
        throw error;
      }
    },
  };
}

/** A 4xx other than a conflict or a rate limit will be refused again: anything else (5xx, no answer) may be retried. */
function isFinalRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409 && status !== 429;
}
