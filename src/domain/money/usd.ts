/** Money is integer cents inside; USD numbers with at most two decimals on the wire. */

export const FEE_CENTS = 50;
export const MIN_BOUNTY_CENTS = 100;
export const MAX_BOUNTY_CENTS = 5000;
export const DEFAULT_BOUNTY_CENTS = 300;
export const TEST_MODE_SIGNUP_GRANT_CENTS = 2000;
/** One top-up through the owner's top-up page. */
export const MIN_TOP_UP_CENTS = 500;
export const MAX_TOP_UP_CENTS = 50_000;

export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** "3.50" — for messages, where a trailing zero reads better than 3.5. */
export function formatUsd(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** True when the number has no fraction of a cent (3.5 yes, 3.333 no). */
export function isWholeCents(usd: number): boolean {
  return Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;
}
