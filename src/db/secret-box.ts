import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { SERVER_SECRET_ENV, serverSecret } from '@/env.ts';

/**
 * Secrets kept at rest only encrypted (AES-256-GCM), with a key derived from
 * the per-database server secret for one purpose, so a database dump alone
 * reveals no live link. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealSecret(plain: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret, or null when the box is malformed or was sealed with another key or purpose. */
export function openSecret(sealed: string, purpose: string, root?: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose, root), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A key for one purpose (HMAC-SHA256 of the server secret), e.g. to sign links without storing them. */
export function keyFor(purpose: string, root: string | undefined = serverSecret()): Buffer {
  if (!root) throw new Error(`${SERVER_SECRET_ENV} is not loaded: start the server with npm start (or call loadServerSecret first).`);
  return createHmac('sha256', root).update(`spotcheck:${purpose}`).digest();
}
