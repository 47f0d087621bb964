import type { TaskStatus } from '@/db/generated/enums.ts';
import { inTransaction } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { getOwnTask, type AgentTask } from './queries.ts';
import { applyEvent } from './settle.ts';
import { ANSWERED_STATUSES, isOpen } from './state-machine.ts';

/**
 * Flags an answered task as wrong: the payout is held and a person reviews
 * it. Disputing an already disputed task returns it unchanged; a task without
 * an answer is refused and left as it is.
 */
export async function disputeAnswer({ agentId, taskId, reason }: { agentId: string; taskId: string; reason: string }, now: Date): Promise<AgentTask> {
  const task = await getOwnTask(agentId, taskId, now);
  if (task.dispute) return task;
  const disputed = await inTransaction(async (tx) => {
    // Lock the row so the status recorded as disputed_from is the one the dispute replaced.
    const [locked] = await tx.$queryRaw<{ status: TaskStatus }[]>`SELECT status FROM tasks WHERE id = ${taskId}::uuid FOR UPDATE`;
    // One dispute per task, ever: a retry racing a staff decision on the first finds it here (and gets the task as it is).
    if (!locked || (await tx.dispute.findUnique({ where: { taskId }, select: { id: true } }))) return false;
    if (!(await applyEvent(tx, taskId, 'dispute'))) return false;
    await tx.dispute.create({ data: { taskId, reason, disputedFrom: locked.status, createdAt: now } });
    return true;
  });
  const current = await getOwnTask(agentId, taskId, now);
  if (disputed || current.dispute) return current;
  throw new DomainError(
    'task_not_answered',
    `Task ${taskId} is ${current.status}: only an answered task (${ANSWERED_STATUSES.join(', ')}) can be disputed.`,
    isOpen(current.status)
      ? `Wait for the answer with await_answer (task_id ${taskId}); cancel_task refunds it while nobody has claimed it.`
      : `There is no answer to dispute; its escrow is already settled (status ${current.status}). To get an answer, call ask_check again with a new idempotency_key.`,
    { task_id: taskId, status: current.status },
  );
}
