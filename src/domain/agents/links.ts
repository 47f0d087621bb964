import { publicBaseUrl } from '@/env.ts';

/** The page a human opens to add funds for one agent. */
export function topUpUrlFor(topUpToken: string): string {
  return `${publicBaseUrl()}/top-up/${topUpToken}`;
}
