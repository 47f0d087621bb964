import { db } from '@/db/client.ts';
import { nextUtcMidnight, remainingTodayCents, type SpendState } from '@/domain/policy/spend-policy.ts';
import { readSpendState } from '@/domain/policy/spend-state.ts';
import { expireOverdueTasks } from '@/domain/tasks/settle.ts';
import { topUpUrlFor } from './links.ts';

export type Balance = { balanceCents: number; escrowCents: number; topUpUrl: string };

export async function getBalance(agentId: string, now: Date): Promise<Balance> {
  await expireOverdueTasks(now, agentId);
  const agent = await db().agent.findUniqueOrThrow({
    where: { id: agentId },
    select: { balanceCents: true, escrowCents: true, topUpToken: true },
  });
  return { balanceCents: agent.balanceCents, escrowCents: agent.escrowCents, topUpUrl: topUpUrlFor(agent.topUpToken) };
}

export type SpendPolicy = SpendState & { remainingTodayCents: number | null; resetsAt: Date };

export async function getSpendPolicy(agentId: string, now: Date): Promise<SpendPolicy> {
  await expireOverdueTasks(now, agentId);
  const state = await readSpendState(db(), agentId, now, { lock: false });
  return { ...state, remainingTodayCents: remainingTodayCents(state), resetsAt: nextUtcMidnight(now) };
}
