import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { db } from '@/db/client.ts';
import { derivedKey } from '@/db/server-secret.ts';
import { hashSecret } from '@/domain/agents/credentials.ts';
import { DomainError } from '@/domain/errors.ts';
import { consumeRateLimit } from '@/domain/limits/rate-limit.ts';
import { deliverSoon, enqueueText, SECRET_LINK } from '@/domain/outbox/outbox.ts';
import { normalizePhone } from './workers.ts';

/** How long a texted code works, and how many guesses it allows. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** How long a worker stays signed in on one phone (the cookie's life too). */
export const SESSION_TTL_DAYS = 90;

/**
 * Texting codes costs money and can be aimed at strangers (OWASP API4), so
 * codes are limited per number and per client address, across every process.
 */
const CODES_PER_PHONE = { limit: 3, windowSeconds: 15 * 60, what: 'sign-in codes for this phone number', retry: 'ask for a new code' };
/** With 5 guesses a code, this caps guessing one number's code at 50 tries a day (a 1 in 20 000 chance). */
const CODES_PER_PHONE_DAY = { limit: 10, windowSeconds: 24 * 60 * 60, what: 'sign-in codes for this phone number today', retry: 'ask for a new code' };
const CODES_PER_IP = { limit: 10, windowSeconds: 60 * 60, what: 'sign-in codes from this address', retry: 'ask for a new code' };
/** Guesses from one address across many numbers. */
const GUESSES_PER_IP = { limit: 30, windowSeconds: 60 * 60, what: 'code guesses from this address', retry: 'type the code again' };

/** A 6-digit code is guessable offline from a plain hash: keep an HMAC under a server key instead. */
function hashCode(phone: string, code: string): string {
  return createHmac('sha256', derivedKey('worker-sign-in-code')).update(`${phone}:${code}`).digest('hex');
}

/**
 * Texts a new 6-digit code to the phone (through the same texting path as
 * task offers) and forgets any earlier one. The code itself is never stored.
 */
export async function requestSignInCode(phoneInput: string, clientIp: string, now: Date): Promise<{ phone: string; expiresAt: Date }> {
  const phone = normalizePhone(phoneInput);
  await consumeRateLimit(`worker-code-ip:${clientIp}`, CODES_PER_IP, now);
  await consumeRateLimit(`worker-code-phone:${phone}`, CODES_PER_PHONE, now);
  await consumeRateLimit(`worker-code-phone-day:${phone}`, CODES_PER_PHONE_DAY, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  // The code and its text commit together: the outbox delivers it even if this process dies now. The code is
  // sealed like a private link, so staff reading the outbox cannot sign in as the worker.
  await db().$transaction(async (tx) => {
    await tx.workerCode.updateMany({ where: { phone, consumedAt: null }, data: { consumedAt: now } });
    await tx.workerCode.create({ data: { phone, codeHash: hashCode(phone, code), expiresAt, createdAt: now } });
    await enqueueText(tx, { phone, secretLink: code, body: `Spotcheck code: ${SECRET_LINK}. It works for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this text.` });
  });
  deliverSoon();
  return { phone, expiresAt };
}

/**
 * Checks a code against the latest one texted to the phone; each guess is
 * counted before it is compared, so at most five guesses are ever judged.
 * Right: the code is used up and a new session token is returned (stored
 * only as its hash).
 */
export async function verifySignInCode(phoneInput: string, code: string, clientIp: string, now: Date): Promise<{ sessionToken: string; expiresAt: Date }> {
  const phone = normalizePhone(phoneInput);
  await consumeRateLimit(`worker-code-guess-ip:${clientIp}`, GUESSES_PER_IP, now);
  const latest = await db().workerCode.findFirst({ where: { phone, consumedAt: null }, orderBy: { createdAt: 'desc' } });
  if (!latest || latest.expiresAt <= now) {
    throw new DomainError('unauthorized', 'There is no valid code for this number: it expired, was used, or was never sent.', 'Ask for a new code; it works for 10 minutes.', { field: 'code' });
  }
  const counted = await db().workerCode.updateMany({ where: { id: latest.id, consumedAt: null, attempts: { lt: CODE_MAX_TRIES } }, data: { attempts: { increment: 1 } } });
  if (counted.count !== 1) {
    throw new DomainError('unauthorized', `This code allowed ${CODE_MAX_TRIES} tries and they are used up.`, 'Ask for a new code.', { field: 'code', tries_left: 0 });
  }
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(phone, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const triesLeft = CODE_MAX_TRIES - latest.attempts - 1;
    throw new DomainError(
      'unauthorized',
      'That code is not right.',
      triesLeft > 0 ? `Check the latest text and type its 6 digits; ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` : 'Ask for a new code.',
      { field: 'code', tries_left: triesLeft },
    );
  }
  const used = await db().workerCode.updateMany({ where: { id: latest.id, consumedAt: null }, data: { consumedAt: now } });
  if (used.count !== 1) throw new DomainError('unauthorized', 'This code was already used.', 'Ask for a new code.', { field: 'code' });
  return createSession(phone, now);
}

async function createSession(phone: string, now: Date): Promise<{ sessionToken: string; expiresAt: Date }> {
  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 24 * 60 * 60_000);
  await db().workerSession.create({ data: { tokenHash: hashSecret(sessionToken), phone, expiresAt, createdAt: now } });
  return { sessionToken, expiresAt };
}

export type WorkerSignIn = { sessionId: string; phone: string };

/** The phone signed in with this session cookie; `unauthorized` when it is unknown, expired or signed out. */
export async function authenticateWorkerSession(sessionToken: string, now: Date): Promise<WorkerSignIn> {
  const session = await db().workerSession.findUnique({ where: { tokenHash: hashSecret(sessionToken) } });
  if (!session || session.revokedAt || session.expiresAt <= now) {
    throw new DomainError('unauthorized', 'You are not signed in (or you signed out).', 'Sign in at /work with your phone number.');
  }
  return { sessionId: session.id, phone: session.phone };
}

/** Ends this one sign-in. */
export async function signOut(signIn: WorkerSignIn, now: Date): Promise<void> {
  await db().workerSession.updateMany({ where: { id: signIn.sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every sign-in of this phone (a lost phone, a shared computer). Returns how many ended. */
export async function signOutEverywhere(signIn: WorkerSignIn, now: Date): Promise<number> {
  const ended = await db().workerSession.updateMany({ where: { phone: signIn.phone, revokedAt: null }, data: { revokedAt: now } });
  return ended.count;
}

/** Drops codes older than a day and sessions that ended, so neither table grows without bound. */
export async function pruneSignInRecords(now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db().workerCode.deleteMany({ where: { createdAt: { lt: dayAgo } } });
  await db().workerSession.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { revokedAt: { lt: dayAgo } }] } });
}
