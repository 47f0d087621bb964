import { db } from '@/db/client.ts';
import { inTransaction } from '@/db/transaction.ts';
import { deliverSoon } from '@/domain/outbox/outbox.ts';
import { isEmailLive } from '@/providers/email/index.ts';
import { listOwnTasks, type AgentTask } from '@/domain/tasks/queries.ts';
import { getBalance, getSpendPolicy, type Balance, type SpendPolicy } from './account.ts';
import { createApiKey, createLinkToken, hashSecret } from './credentials.ts';
import { controlUrlFor, emailAddressFor } from './links.ts';
import { queueControlLink } from './signup.ts';

/** How many recent tasks the control page shows. */
const CONTROL_PAGE_TASKS = 20;

export type ControlOverview = {
  name: string;
  ownerEmail: string | null;
  balance: Balance;
  policy: SpendPolicy;
  apiKeyRevokedAt: Date | null;
  isEmailLive: boolean;
  /** Null while email is simulated or asking by email is disabled. */
  emailAddress: string | null;
  isAskingByEmailEnabled: boolean;
  tasks: AgentTask[];
};

/** Everything the owner's control page shows for one agent. */
export async function readControlOverview(agentId: string, now: Date): Promise<ControlOverview> {
  const balance = await getBalance(agentId, now);
  const policy = await getSpendPolicy(agentId, now);
  const { tasks } = await listOwnTasks(agentId, { limit: CONTROL_PAGE_TASKS }, now);
  const agent = await db().agent.findUniqueOrThrow({
    where: { id: agentId },
    select: { name: true, ownerEmail: true, apiKeyRevokedAt: true, emailToken: true },
  });
  return {
    name: agent.name,
    ownerEmail: agent.ownerEmail,
    balance,
    policy,
    apiKeyRevokedAt: agent.apiKeyRevokedAt,
    isEmailLive: isEmailLive(),
    emailAddress: emailAddressFor(agent.emailToken),
    isAskingByEmailEnabled: agent.emailToken !== null,
    tasks,
  };
}

/**
 * Replaces the control link: the old one stops working at once. The new link
 * is returned (to show once) and its email to the owner queued in the same transaction.
 */
export async function rotateControlLink(agentId: string): Promise<{ controlUrl: string }> {
  const controlToken = createLinkToken();
  await inTransaction(async (tx) => {
    const agent = await tx.agent.update({
      where: { id: agentId },
      data: { controlTokenHash: hashSecret(controlToken) },
      select: { name: true, ownerEmail: true },
    });
    if (agent.ownerEmail) await queueControlLink(tx, agent.ownerEmail, agent.name, controlToken);
  });
  deliverSoon();
  return { controlUrl: controlUrlFor(controlToken) };
}

/** A new API key for the agent (shown once); the old key, and any revocation, end at once. */
export async function rotateApiKey(agentId: string): Promise<{ apiKey: string }> {
  const { apiKey, apiKeyHash } = createApiKey();
  await db().agent.update({ where: { id: agentId }, data: { apiKeyHash, apiKeyRevokedAt: null }, select: { id: true } });
  return { apiKey };
}

/** Stops the agent's API key (401 from the next call) until the owner issues a new one; revoking twice keeps the first time. */
export async function revokeApiKey(agentId: string, now: Date): Promise<{ revokedAt: Date }> {
  await db().agent.updateMany({ where: { id: agentId, apiKeyRevokedAt: null }, data: { apiKeyRevokedAt: now } });
  const agent = await db().agent.findUniqueOrThrow({ where: { id: agentId }, select: { apiKeyRevokedAt: true } });
  return { revokedAt: agent.apiKeyRevokedAt ?? now };
}
