import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { hashSecret } from './credentials.ts';

export type OwnedAgent = { id: string; name: string };

/** The agent a private control link controls, or `unauthorized` (unknown or rotated link). */
export async function authenticateOwner(controlToken: string): Promise<OwnedAgent> {
  const agent = await db().agent.findUnique({ where: { controlTokenHash: hashSecret(controlToken) }, select: { id: true, name: true } });
  if (!agent) {
    throw new DomainError(
      'unauthorized',
      'This control link is not valid (it may have been replaced by a newer one).',
      'Open the latest control link Spotcheck emailed you; a rotated link stops working at once.',
    );
  }
  return agent;
}
