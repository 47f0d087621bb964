import { db } from '@/db/client.ts';
import { largestAllowedBountyCents, nextUtcMidnight, remainingTodayCents, type SpendState } from '@/domain/policy/spend-policy.ts';
import { readSpendState } from '@/domain/policy/spend-state.ts';
import { expireOverdueTasks } from '@/domain/tasks/settle.ts';
import { topUpUrlFor } from './links.ts';

export type Balance = {
  balanceCents: number;
  escrowCents: number;
  topUpUrl: string;
  /** The largest bounty the balance and the owner's limits allow now (below the 1 USD minimum: none). */
  largestBountyCents: number;
};

export async function getBalance(agentId: string, now: Date): Promise<Balance> {
  await expireOverdueTasks(now, agentId);
  const agent = await db().agent.findUniqueOrThrow({
    where: { id: agentId },
    select: { balanceCents: true, escrowCents: true },
  });
  const state = await readSpendState(db(), agentId, now, { lock: false });
  return { balanceCents: agent.balanceCents, escrowCents: agent.escrowCents, topUpUrl: topUpUrlFor(agentId), largestBountyCents: largestAllowedBountyCents(state) };
}

export type SpendPolicy = SpendState & { remainingTodayCents: number | null; resetsAt: Date };

export async function getSpendPolicy(agentId: string, now: Date): Promise<SpendPolicy> {
  await expireOverdueTasks(now, agentId);
  const state = await readSpendState(db(), agentId, now, { lock: false });
  return { ...state, remainingTodayCents: remainingTodayCents(state), resetsAt: nextUtcMidnight(now) };
}
