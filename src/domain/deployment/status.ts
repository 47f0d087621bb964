import { env } from '@/env.ts';

export type PartStatus = { live: boolean; provider: string; description: string };

export type DeploymentStatus = {
  mode: 'simulated' | 'live' | 'mixed';
  summary: string;
  parts: { texting: PartStatus; payments: PartStatus; email: PartStatus; place_lookup: PartStatus };
};

/** Which parts of this server are live, in plain words. */
export function describeDeployment(): DeploymentStatus {
  const config = env();
  const parts = {
    texting: {
      live: config.SMS_PROVIDER !== 'simulated',
      provider: config.SMS_PROVIDER,
      description: 'Simulated: no texts are sent and no workers are registered, so tasks are not answered; they expire at their deadline and are refunded.',
    },
    payments: {
      live: config.PAYMENTS_PROVIDER !== 'simulated',
      provider: config.PAYMENTS_PROVIDER,
      description: 'Simulated (test mode): no real money moves. Signup grants a 20 USD test balance and top_up_url is not a real checkout.',
    },
    email: {
      live: config.EMAIL_PROVIDER !== 'simulated',
      provider: config.EMAIL_PROVIDER,
      description: 'Simulated: no email is sent; email_address is null.',
    },
    place_lookup: {
      live: config.PLACES_PROVIDER !== 'simulated',
      provider: config.PLACES_PROVIDER,
      description:
        'Simulated: only {lat, lng} coordinates and three demo places in San Francisco resolve (Ferry Building Marketplace, Dolores Park, Civic Center BART Station); any other place string returns location_not_found.',
    },
  };
  const liveCount = Object.values(parts).filter((part) => part.live).length;
  const mode = liveCount === 0 ? 'simulated' : liveCount === 4 ? 'live' : 'mixed';
  const simulatedNames = Object.entries(parts)
    .filter(([, part]) => !part.live)
    .map(([name]) => name.replace('_', ' '));
  const summary =
    mode === 'live'
      ? 'Everything is live: texting, payments, email and place lookup.'
      : `This is a ${mode === 'simulated' ? 'simulated' : 'partly simulated'} deploy: ${simulatedNames.join(', ')} ${simulatedNames.length === 1 ? 'is a test stand-in' : 'are test stand-ins'}. ` +
        'No texts are sent and no worker will answer, no real money moves, and no email is sent. The API, balances, escrow and refunds work for real.';
  return { mode, summary, parts };
}
