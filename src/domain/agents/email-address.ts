import { db } from '@/db/client.ts';
import { createEmailToken } from './credentials.ts';
import { emailAddressFor } from './links.ts';

/**
 * The agent's private asking address. Anyone who knows it can spend the
 * balance, so the owner can replace it (the old one stops working at once)
 * or turn asking by email off and on again (always with a fresh address).
 */
export async function rotateEmailAddress(agentId: string): Promise<{ emailAddress: string | null }> {
  return setEmailToken(agentId, createEmailToken());
}

export async function disableEmailAddress(agentId: string): Promise<{ emailAddress: string | null }> {
  return setEmailToken(agentId, null);
}

async function setEmailToken(agentId: string, emailToken: string | null): Promise<{ emailAddress: string | null }> {
  await db().agent.update({ where: { id: agentId }, data: { emailToken }, select: { id: true } });
  return { emailAddress: emailAddressFor(emailToken) };
}
