import { inTransaction } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { formatUsd } from '@/domain/money/usd.ts';
import { getOwnTask, readAgentTask, type AgentTask } from './queries.ts';
import { refundOpenTask } from './settle.ts';

/** Cancels a dispatched task and refunds bounty + fee in full; anything later is refused. */
export async function cancelTask(agentId: string, taskId: string, now: Date): Promise<AgentTask> {
  const task = await getOwnTask(agentId, taskId, now);
  const cancelled = await inTransaction((tx) => refundOpenTask(tx, task, 'cancel', now));
  if (cancelled) return readAgentTask(taskId);
  const current = await getOwnTask(agentId, taskId, now);
  throw new DomainError(
    'task_not_cancellable',
    `Task ${taskId} is ${current.status}; only a dispatched task (nobody has claimed it) can be cancelled.`,
    current.status === 'claimed' || current.status === 'submitted'
      ? `A worker is already on it: keep calling await_answer with task_id ${taskId}.`
      : `Nothing to cancel: the ${formatUsd(current.bountyCents + current.feeCents)} USD escrow is already settled (status ${current.status}). Read it with get_task.`,
    { task_id: taskId, status: current.status },
  );
}
