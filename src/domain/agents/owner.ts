import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { hashSecret } from './credentials.ts';

export type OwnedAgent = { id: string; name: string };

/** What an unknown or replaced control link is told (the page answers 404 with it). */
export const UNKNOWN_CONTROL_LINK = {
  message: 'This control link is not valid (it may have been replaced by a newer one).',
  fix: 'Open the latest control link Spotcheck emailed you; a rotated link stops working at once.',
};

/** The agent a private control link controls, or `unauthorized` (unknown or rotated link). */
export async function authenticateOwner(controlToken: string): Promise<OwnedAgent> {
  const agent = await db().agent.findUnique({ where: { controlTokenHash: hashSecret(controlToken) }, select: { id: true, name: true } });
  if (!agent) {
    throw new DomainError('unauthorized', UNKNOWN_CONTROL_LINK.message, UNKNOWN_CONTROL_LINK.fix);
  }
  return agent;
}
