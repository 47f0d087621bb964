import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { env } from '@/env.ts';

/** `retry` is what to do once the window passes; by default, the same call with the same idempotency_key. */
export type RateRule = { limit: number; windowSeconds: number; what: string; retry?: string };

/** Where a caller stands in the current window, for the RateLimit headers. */
export type RateLimitState = { limit: number; windowSeconds: number; remaining: number; resetSeconds: number };

/**
 * Counts one call against a fixed window shared by every server process (a
 * row per key and window), and refuses the call once the window is full.
 */
export async function consumeRateLimit(key: string, rule: RateRule, now: Date): Promise<RateLimitState> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  const count = rows[0]?.count ?? 0;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  if (count <= rule.limit) return { limit: rule.limit, windowSeconds: rule.windowSeconds, remaining: rule.limit - count, resetSeconds: retryAfterSeconds };
  throw new DomainError(
    'rate_limited',
    `Too many ${rule.what}: the limit is ${rule.limit} per ${rule.windowSeconds} s.`,
    `Wait ${retryAfterSeconds} s, then ${rule.retry ?? 'retry the same call with the same idempotency_key'}.`,
    { retry_after_s: retryAfterSeconds, limit: rule.limit, window_s: rule.windowSeconds },
  );
}

/** One call made for an agent (with its API key or by email): RATE_LIMIT_PER_MINUTE per agent, shared by both ways in. */
export async function consumeAgentRateLimit(agentId: string, now: Date): Promise<RateLimitState> {
  return consumeRateLimit(`agent:${agentId}`, { limit: env().RATE_LIMIT_PER_MINUTE, windowSeconds: 60, what: 'calls for this agent (with its API key or by email)' }, now);
}

/** Drops windows that ended long ago. */
export async function pruneRateLimitBuckets(now: Date): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } });
}
