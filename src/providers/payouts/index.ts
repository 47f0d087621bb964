import { env } from '@/env.ts';
import { simulatedPayouts } from './simulated.ts';
import { stripeConnectPayouts } from './stripe.ts';
import type { PayoutsProvider } from './types.ts';

let provider: PayoutsProvider | undefined;

/** The payouts provider chosen by PAYOUTS_PROVIDER, made once per process. */
export function payoutsProvider(): PayoutsProvider {
  provider ??= makePayoutsProvider();
  return provider;
}

function makePayoutsProvider(): PayoutsProvider {
  const config = env();
  switch (config.PAYOUTS_PROVIDER) {
    case 'simulated':
      return simulatedPayouts;
    case 'stripe': {
      // env() already refused to start without the key; this only narrows the type.
      if (!config.STRIPE_SECRET_KEY) throw new Error('PAYOUTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
      return stripeConnectPayouts({ secretKey: config.STRIPE_SECRET_KEY, country: config.STRIPE_CONNECT_COUNTRY, apiBase: config.STRIPE_API_BASE });
    }
  }
}

/** For /status and the worker's page: which payouts provider runs, without creating it. */
export function payoutsProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().PAYOUTS_PROVIDER;
  return name === 'stripe'
    ? { name, isLive: true, description: 'Live: workers are paid through Stripe Connect (an Express account each); a payout is a transfer to their account.' }
    : { name, isLive: false, description: 'Simulated: payouts are recorded and taken from earnings, but no real money moves.' };
}
