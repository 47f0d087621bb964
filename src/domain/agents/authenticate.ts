import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { hashSecret } from './credentials.ts';

export type AuthenticatedAgent = { id: string; name: string };

const SIGNUP_HINT = 'Send "Authorization: Bearer <api_key>" with the api_key from POST /v1/signup (sign up there if you have none).';

/** Resolves the Authorization header to its agent, or refuses with `unauthorized`. */
export async function authenticateAgent(authorization: string | null | undefined): Promise<AuthenticatedAgent> {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) {
    throw new DomainError(
      'unauthorized',
      authorization ? 'The Authorization header is not of the form "Bearer <api_key>".' : 'This call needs an API key.',
      SIGNUP_HINT,
    );
  }
  const agent = await db().agent.findUnique({ where: { apiKeyHash: hashSecret(match[1]) }, select: { id: true, name: true, apiKeyRevokedAt: true } });
  if (!agent) throw new DomainError('unauthorized', 'This API key is not valid (it may have been rotated).', SIGNUP_HINT);
  if (agent.apiKeyRevokedAt) {
    throw new DomainError(
      'unauthorized',
      `This API key was revoked by its owner at ${agent.apiKeyRevokedAt.toISOString()}.`,
      'Ask your human for a new API key: they can issue one from their private control link.',
    );
  }
  return { id: agent.id, name: agent.name };
}
