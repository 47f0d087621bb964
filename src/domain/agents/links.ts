import { env, publicBaseUrl } from '@/env.ts';

/** The page a human opens to add funds for one agent. */
export function topUpUrlFor(topUpToken: string): string {
  return `${publicBaseUrl()}/top-up/${topUpToken}`;
}

/** The owner's private control page. The token is never stored, only its hash: this is built once, to be emailed. */
export function controlUrlFor(controlToken: string): string {
  return `${publicBaseUrl()}/control/${controlToken}`;
}

/** An agent's private asking address; null while email is simulated or the owner disabled asking by email. */
export function emailAddressFor(emailToken: string | null): string | null {
  const domain = env().INBOUND_EMAIL_DOMAIN;
  return emailToken && domain && env().EMAIL_PROVIDER !== 'simulated' ? `ask-${emailToken}@${domain}` : null;
}
