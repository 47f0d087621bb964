import { createHmac, timingSafeEqual } from 'node:crypto';
import { db } from '@/db/client.ts';
import { keyFor } from '@/db/secret-box.ts';
import { DomainError } from '@/domain/errors.ts';

/**
 * Online password guessing, slowed per account and per client IP. Only
 * failures count, and only once the password was checked, so nobody can lock
 * an account by knocking. After a few free failures each further try waits
 * twice as long as the one before (up to 15 minutes); failures are forgotten
 * 15 minutes after the last one. A browser that signed in to the account
 * before (it holds a cookie this server signed for that account) is not held
 * back: its owner can always try the right password.
 */
export const THROTTLE = {
  freeFailuresPerAccount: 5,
  freeFailuresPerIp: 20,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
} as const;

export const KNOWN_BROWSER_COOKIE = 'spotcheck-staff-browser';
export const KNOWN_BROWSER_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type Attempt = { email: string; ip: string; knownBrowser: boolean };

const keysOf = ({ email, ip }: Attempt) => ({ account: `account:${email}`, ip: `ip:${ip}` });

/** Refuses (`rate_limited`, with the wait) an attempt that must wait; run before the password is checked. */
export async function assertMayTrySignIn(attempt: Attempt, now: Date): Promise<void> {
  if (attempt.knownBrowser) return;
  const keys = keysOf(attempt);
  const rows = await db().signInFailure.findMany({ where: { key: { in: [keys.account, keys.ip] } } });
  let waitSeconds = 0;
  for (const row of rows) {
    const free = row.key === keys.ip ? THROTTLE.freeFailuresPerIp : THROTTLE.freeFailuresPerAccount;
    const sinceLast = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
    if (row.failures <= free || sinceLast >= THROTTLE.forgetAfterSeconds) continue;
    const wait = Math.min(THROTTLE.maxWaitSeconds, 2 ** (row.failures - free)) - sinceLast;
    waitSeconds = Math.max(waitSeconds, Math.ceil(wait));
  }
  if (waitSeconds > 0) {
    throw new DomainError('rate_limited', 'Too many failed sign-ins for this account or from this network.', `Wait ${waitSeconds} s, then try again.`, {
      retry_after_s: waitSeconds,
    });
  }
}

/** Counts one failed password against the account and the client IP. */
export async function recordFailedSignIn(attempt: Attempt, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - THROTTLE.forgetAfterSeconds * 1000);
  for (const key of Object.values(keysOf(attempt))) {
    await db().$executeRaw`
      INSERT INTO sign_in_failures (key, failures, last_failure_at) VALUES (${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN sign_in_failures.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_failures.failures + 1 END,
        last_failure_at = ${now}`;
  }
}

/** A correct password clears the account's failures. */
export async function recordSignIn(attempt: Attempt): Promise<void> {
  await db().signInFailure.deleteMany({ where: { key: keysOf(attempt).account } });
}

/** The cookie value that marks this browser as having signed in to `email` before. */
export function knownBrowserToken(email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${browserMac(email)}`;
}

export function isKnownBrowserFor(email: string, token: string | undefined): boolean {
  const [encoded, mac] = token?.split('.') ?? [];
  if (!encoded || !mac || Buffer.from(encoded, 'base64url').toString() !== email) return false;
  const expected = Buffer.from(browserMac(email));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function browserMac(email: string): string {
  return createHmac('sha256', keyFor('staff-known-browser')).update(email).digest('base64url');
}
