import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyFor } from '@/db/secret-box.ts';
import { env, publicBaseUrl } from '@/env.ts';
import { isAskingByEmailOn } from '@/providers/email/index.ts';

/** The page a human opens to add funds for one agent. */
export function topUpUrlFor(agentId: string): string {
  return `${publicBaseUrl()}/top-up/${topUpTokenFor(agentId)}`;
}

const UUID_BYTES = 16;
const MAC_BYTES = 16;

/**
 * The top-up token is the agent id and a MAC of it under a key derived from
 * the server secret: nothing to store (so no plaintext token in the database),
 * and only this server can make one.
 */
function topUpTokenFor(agentId: string): string {
  const id = Buffer.from(agentId.replaceAll('-', ''), 'hex');
  return Buffer.concat([id, topUpMac(id)]).toString('base64url');
}

/** The agent a top-up token belongs to, or null for anything this server did not make. */
export function agentIdOfTopUpToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const id = bytes.subarray(0, UUID_BYTES);
  const mac = bytes.subarray(UUID_BYTES);
  if (mac.length !== MAC_BYTES || !timingSafeEqual(mac, topUpMac(id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function topUpMac(id: Buffer): Buffer {
  return createHmac('sha256', keyFor('top-up-link')).update(id).digest().subarray(0, MAC_BYTES);
}

/** The owner's private control page. The token is stored only hashed (and sealed in its outbox email): this is built once, to be emailed. */
export function controlUrlFor(controlToken: string): string {
  return `${publicBaseUrl()}/control/${controlToken}`;
}

/** An agent's private asking address; null while asking by email is off or the owner disabled it. */
export function emailAddressFor(emailToken: string | null): string | null {
  return emailToken && isAskingByEmailOn() ? `ask-${emailToken}@${env().INBOUND_EMAIL_DOMAIN}` : null;
}

/** The email token of the first asking address in a To header ("Agent <ask-…@domain>, other@x" works); null when none is ours. */
export function emailTokenIn(to: string): string | null {
  const domain = env().INBOUND_EMAIL_DOMAIN;
  if (!domain) return null;
  const escapedDomain = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[\\s<,"])ask-([0-9a-f]+)@${escapedDomain}(?:$|[\\s>,"])`, 'i').exec(to)?.[1]?.toLowerCase() ?? null;
}
