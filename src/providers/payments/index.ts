import { env } from '@/env.ts';
import { simulatedPayments } from './simulated.ts';
import { stripePayments, type StripePayments } from './stripe.ts';
import type { PaymentsProvider } from './types.ts';

let provider: PaymentsProvider | undefined;

/** The payments provider chosen by PAYMENTS_PROVIDER, made once per process. */
export function paymentsProvider(): PaymentsProvider {
  provider ??= makePaymentsProvider();
  return provider;
}

/** The Stripe provider when PAYMENTS_PROVIDER=stripe (its webhook reads events through it); null otherwise. */
export function stripeProvider(): StripePayments | null {
  const current = paymentsProvider();
  return current.name === 'stripe' ? (current as StripePayments) : null;
}

function makePaymentsProvider(): PaymentsProvider {
  const config = env();
  switch (config.PAYMENTS_PROVIDER) {
    case 'simulated':
      return simulatedPayments;
    case 'stripe': {
      const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = config;
      // env() already refused to start without them; this only narrows the types.
      if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
      return stripePayments({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: STRIPE_API_BASE });
    }
  }
}

/** For /status: which payments provider runs, without creating it. */
export function paymentsProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().PAYMENTS_PROVIDER;
  return name === 'stripe'
    ? { name, isLive: true, description: 'Live: owners add funds through Stripe Checkout at top_up_url; a balance is credited once Stripe reports the payment (signed webhook).' }
    : { name, isLive: false, description: 'Simulated (test mode): no real money moves. Signup grants a 20 USD test balance and top_up_url is not a real checkout: it adds test funds.' };
}
