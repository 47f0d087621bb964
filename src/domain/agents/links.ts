import { env, publicBaseUrl } from '@/env.ts';
import { isAskingByEmailOn } from '@/providers/email/index.ts';

/** The page a human opens to add funds for one agent. */
export function topUpUrlFor(topUpToken: string): string {
  return `${publicBaseUrl()}/top-up/${topUpToken}`;
}

/** The owner's private control page. The token is never stored, only its hash: this is built once, to be emailed. */
export function controlUrlFor(controlToken: string): string {
  return `${publicBaseUrl()}/control/${controlToken}`;
}

/** An agent's private asking address; null while asking by email is off or the owner disabled it. */
export function emailAddressFor(emailToken: string | null): string | null {
  return emailToken && isAskingByEmailOn() ? `ask-${emailToken}@${env().INBOUND_EMAIL_DOMAIN}` : null;
}

/** The email token of the first asking address in a To header ("Agent <ask-…@domain>, other@x" works); null when none is ours. */
export function emailTokenIn(to: string): string | null {
  const domain = env().INBOUND_EMAIL_DOMAIN;
  if (!domain) return null;
  const escapedDomain = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[\\s<,"])ask-([0-9a-f]+)@${escapedDomain}(?:$|[\\s>,"])`, 'i').exec(to)?.[1]?.toLowerCase() ?? null;
}
