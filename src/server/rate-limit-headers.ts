import type { RateLimitState } from '@/domain/limits/rate-limit.ts';

/** IETF draft-ietf-httpapi-ratelimit-headers: the policy, and where the caller stands in its current window. */
export function setRateLimitHeaders(headers: Headers, state: RateLimitState): void {
  headers.set('ratelimit-policy', `"per-key";q=${state.limit};w=${state.windowSeconds}`);
  headers.set('ratelimit', `"per-key";r=${Math.max(0, state.remaining)};t=${state.resetSeconds}`);
}
