import type { TaskType } from '@/db/generated/enums.ts';
import type { Tx } from '@/db/transaction.ts';
import { topUpUrlFor } from '@/domain/agents/links.ts';
import { DomainError } from '@/domain/errors.ts';
import { startOfUtcDay, type SpendState } from './spend-policy.ts';

/**
 * Reads what an agent may spend now. With `lock`, the agent row stays locked
 * until the transaction ends: every ask of one agent is serialized there, so
 * concurrent asks can never overspend or double-book one idempotency key.
 */
export async function readSpendState(tx: Tx, agentId: string, now: Date, { lock }: { lock: boolean }): Promise<SpendState> {
  const rows = lock
    ? await tx.$queryRaw<AgentLimitsRow[]>`
        SELECT balance_cents, max_bounty_cents, daily_cap_cents, allowed_task_types::text[] AS allowed_task_types
        FROM agents WHERE id = ${agentId}::uuid FOR UPDATE`
    : await tx.$queryRaw<AgentLimitsRow[]>`
        SELECT balance_cents, max_bounty_cents, daily_cap_cents, allowed_task_types::text[] AS allowed_task_types
        FROM agents WHERE id = ${agentId}::uuid`;
  const agent = rows[0];
  if (!agent) throw new DomainError('unauthorized', 'This API key no longer belongs to an agent.', 'Sign up again with POST /v1/signup.');
  const spent = await tx.$queryRaw<{ cents: bigint | null }[]>`
    SELECT SUM(bounty_cents + fee_cents - refunded_cents) AS cents
    FROM tasks WHERE agent_id = ${agentId}::uuid AND created_at >= ${startOfUtcDay(now)}`;
  return {
    balanceCents: agent.balance_cents,
    maxBountyCents: agent.max_bounty_cents,
    dailyCapCents: agent.daily_cap_cents,
    spentTodayCents: Number(spent[0]?.cents ?? 0),
    allowedTaskTypes: agent.allowed_task_types,
    topUpUrl: topUpUrlFor(agentId),
  };
}

type AgentLimitsRow = {
  balance_cents: number;
  max_bounty_cents: number | null;
  daily_cap_cents: number | null;
  allowed_task_types: TaskType[];
};
