import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env, serverSecret } from '@/env.ts';
import { isValidPhotoKey } from './keys.ts';

/**
 * The secret behind local photo links: PHOTO_URL_SECRET, or else derived from
 * the random server secret stored in the database at first start, so every
 * server process sharing a database signs and checks links alike. (In-process
 * tools that never started a server fall back to one derived from the
 * database URL.) Read at use: both are set during start-up.
 */
export function photoUrlSecret(): string {
  const configured = env().PHOTO_URL_SECRET;
  if (configured) return configured;
  const root = serverSecret() ?? env().DATABASE_URL;
  if (!root) throw new Error('Photo links cannot be signed: set PHOTO_URL_SECRET.');
  return createHash('sha256').update(`${root}:photos`).digest('hex');
}

/** Hex HMAC-SHA256 of `key:expires` (the colon cannot occur in a key, so the pair is unambiguous). */
export function photoSignature(key: string, expires: number | string, secret: string = photoUrlSecret()): string {
  return createHmac('sha256', secret).update(`${key}:${expires}`).digest('hex');
}

export type PhotoSignatureCheck = { ok: true } | { ok: false; problem: 'invalid_signature' | 'expired' };

/**
 * Checks a local photo link. A wrong, missing or malformed signature is
 * `invalid_signature`; a correctly signed link past its `expires` (unix
 * seconds) is `expired`.
 */
export function verifyPhotoSignature(
  key: string,
  expires: string | number | null | undefined,
  signature: string | null | undefined,
  now: Date,
  secret: string = photoUrlSecret(),
): PhotoSignatureCheck {
  const expiresText = typeof expires === 'number' ? String(expires) : (expires ?? '');
  if (!isValidPhotoKey(key) || !/^\d{1,12}$/.test(expiresText) || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, problem: 'invalid_signature' };
  }
  const expected = Buffer.from(photoSignature(key, expiresText, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, problem: 'invalid_signature' };
  if (Math.floor(now.getTime() / 1000) > Number(expiresText)) return { ok: false, problem: 'expired' };
  return { ok: true };
}
