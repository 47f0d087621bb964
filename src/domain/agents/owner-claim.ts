import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { deliverSoon } from '@/domain/outbox/outbox.ts';
import { publicBaseUrl } from '@/env.ts';
import { isEmailLive } from '@/providers/email/index.ts';
import { createLinkToken, hashSecret } from './credentials.ts';
import { controlUrlFor } from './links.ts';
import { consumeControlEmailBudget, queueControlLink } from './signup.ts';

/** How long an owner claim link works; asking again replaces it. */
export const OWNER_CLAIM_TTL_MS = 7 * 24 * 3600 * 1000;

export const UNKNOWN_CLAIM_LINK = {
  message: 'This owner link is not valid: it was used already, replaced by a newer one, or it expired.',
  fix: 'Ask your agent for a new owner link (it calls create_claim_link).',
};

/**
 * A one-time link for an agent signed up without an owner: the agent hands it
 * to its human, who sets their email there and gets the control link. An
 * agent that has an owner cannot make one (its owner already controls it).
 */
export async function createOwnerClaimLink(agentId: string, now: Date): Promise<{ claimUrl: string; expiresAt: Date }> {
  const token = createLinkToken();
  const expiresAt = new Date(now.getTime() + OWNER_CLAIM_TTL_MS);
  const { count } = await db().agent.updateMany({ where: { id: agentId, ownerEmail: null }, data: { ownerClaimTokenHash: hashSecret(token), ownerClaimExpiresAt: expiresAt } });
  if (count === 0) {
    throw new DomainError('owner_already_set', 'This agent already has an owner.', 'Nothing to do: your human manages you from their private control link.');
  }
  return { claimUrl: `${publicBaseUrl()}/claim/${token}`, expiresAt };
}

async function openClaim(token: string, now: Date) {
  const agent = await db().agent.findUnique({ where: { ownerClaimTokenHash: hashSecret(token) }, select: { id: true, name: true, ownerEmail: true, ownerClaimExpiresAt: true } });
  if (!agent || agent.ownerEmail || !agent.ownerClaimExpiresAt || agent.ownerClaimExpiresAt <= now) {
    throw new DomainError('not_found', UNKNOWN_CLAIM_LINK.message, UNKNOWN_CLAIM_LINK.fix);
  }
  return agent;
}

/** The claim page's view: which agent the human is about to own. */
export async function readOwnerClaim(token: string, now: Date): Promise<{ agentName: string }> {
  return { agentName: (await openClaim(token, now)).name };
}

/**
 * The human takes the agent: their email is set, a control link is made and
 * emailed, and the claim link stops (one conditional update, so two claims
 * cannot both win). With simulated email nobody would receive it, so the
 * control link is returned to show once on the page instead.
 */
export async function claimOwnership(token: string, ownerEmail: string, now: Date): Promise<{ agentName: string; emailed: boolean; controlUrl: string | null }> {
  const agent = await openClaim(token, now);
  await consumeControlEmailBudget(ownerEmail, now);
  const controlToken = createLinkToken();
  // The owner and the email that carries their link commit together (the outbox delivers it).
  await db().$transaction(async (tx) => {
    const { count } = await tx.agent.updateMany({
      where: { id: agent.id, ownerClaimTokenHash: hashSecret(token), ownerEmail: null, ownerClaimExpiresAt: { gt: now } },
      data: { ownerEmail, controlTokenHash: hashSecret(controlToken), ownerClaimTokenHash: null, ownerClaimExpiresAt: null },
    });
    if (count === 0) throw new DomainError('not_found', UNKNOWN_CLAIM_LINK.message, UNKNOWN_CLAIM_LINK.fix);
    await queueControlLink(tx, ownerEmail, agent.name, controlToken);
  });
  deliverSoon();
  const emailed = isEmailLive();
  return { agentName: agent.name, emailed, controlUrl: emailed ? null : controlUrlFor(controlToken) };
}

export async function hasOwner(agentId: string): Promise<boolean> {
  return (await db().agent.findUniqueOrThrow({ where: { id: agentId }, select: { ownerEmail: true } })).ownerEmail !== null;
}
