import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'sc_test_';

/** A new API key: shown to the agent once, stored only as its SHA-256 (keys are random, so no slow hash is needed). */
export function createApiKey(): { apiKey: string; apiKeyHash: string } {
  const apiKey = KEY_PREFIX + randomBytes(24).toString('base64url');
  return { apiKey, apiKeyHash: hashSecret(apiKey) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** An unguessable token for a private link. */
export function createLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The local part of a private asking address: lowercase hex, since mail systems may fold case. */
export function createEmailToken(): string {
  return randomBytes(12).toString('hex');
}
