import { env } from '@/env.ts';
import { emailProviderInfo } from '@/providers/email/index.ts';
import { safetyClassifierInfo } from '@/providers/classifier/index.ts';
import { paymentsProviderInfo } from '@/providers/payments/index.ts';
import { payoutsProviderInfo } from '@/providers/payouts/index.ts';
import { photoStorageInfo } from '@/providers/storage/index.ts';
import { smsProviderInfo } from '@/providers/sms/index.ts';
import { visionProviderInfo } from '@/providers/vision/index.ts';

export type PartStatus = { live: boolean; provider: string; description: string };

export type DeploymentStatus = {
  mode: 'simulated' | 'live' | 'mixed';
  summary: string;
  parts: Record<'texting' | 'payments' | 'email' | 'place_lookup' | 'photo_check' | 'photo_storage' | 'safety_classifier' | 'worker_payouts', PartStatus>;
};

const part = (info: { name: string; isLive: boolean; description: string }): PartStatus => ({ live: info.isLive, provider: info.name, description: info.description });

/** Which parts of this server are live, in plain words. The mode counts the parts the spec names: texting, payments, email, place lookup. */
export function describeDeployment(): DeploymentStatus {
  const config = env();
  const parts = {
    texting: part(smsProviderInfo()),
    payments: part(paymentsProviderInfo()),
    email: part(emailProviderInfo()),
    place_lookup: part({
      name: config.PLACES_PROVIDER,
      isLive: config.PLACES_PROVIDER !== 'simulated',
      description:
        'Simulated: only {lat, lng} coordinates and three demo places in San Francisco resolve (Ferry Building Marketplace, Dolores Park, Civic Center BART Station); any other place string returns location_not_found.',
    }),
    photo_check: part(visionProviderInfo()),
    photo_storage: part(photoStorageInfo()),
    safety_classifier: part(safetyClassifierInfo()),
    worker_payouts: part(payoutsProviderInfo()),
  };
  const contract = [parts.texting, parts.payments, parts.email, parts.place_lookup];
  const liveCount = contract.filter((p) => p.live).length;
  const mode = liveCount === 0 ? 'simulated' : liveCount === contract.length ? 'live' : 'mixed';
  const summary =
    mode === 'simulated'
      ? 'This is a simulated deploy: texting, payments, email and place lookup are test stand-ins. No texts are sent, so no worker answers unless staff add workers (their texts go to the outbox); no real money moves; no email is sent. Balances, escrow, refunds, verification and payouts work for real.'
      : Object.entries(parts)
          .map(([name, p]) => `${name.replace('_', ' ')}: ${p.live ? 'live' : 'simulated'} (${p.provider})`)
          .join('; ') + '.';
  return { mode, summary, parts };
}
