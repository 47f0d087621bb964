import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '@/domain/errors.ts';

/**
 * Staff passwords, hashed with scrypt from node:crypto (no native module to
 * build) and a random salt per user. The parameters travel inside the stored
 * string, so they can be raised later without breaking existing hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes (32 MiB here), exactly Node's default ceiling; leave headroom. */
const MAX_MEMORY = 128 * 1024 * 1024;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * scrypt runs on libuv's thread pool, off the event loop, but each run takes a
 * core for tens of milliseconds: one at a time per process, so a password
 * spray cannot take both cores (and the pool's threads) from the API. Runs
 * queue beyond that; past MAX_QUEUED the attempt is refused at once.
 */
const MAX_CONCURRENT = 1;
const MAX_QUEUED = 32;
let running = 0;
const queue: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) {
    if (queue.length >= MAX_QUEUED) {
      throw new DomainError('rate_limited', 'Too many sign-ins are being checked at once.', 'Wait 1 s, then try again.', { retry_after_s: 1 });
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  running++;
  try {
    const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** `scrypt$N$r$p$salt$key` with salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of nothing anyone knows, checked when the email is unknown, so a
 * wrong email takes as long as a wrong password and does not reveal which
 * staff addresses exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return decoyHash;
}
