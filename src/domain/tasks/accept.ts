import { inTransaction } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { getOwnTask, type AgentTask } from './queries.ts';
import { isAnswered, isOpen } from './state-machine.ts';

/**
 * The agent's acceptance of an answer, with an optional 1-5 rating and
 * comment. Feedback only: it changes neither payment nor status. Accepting
 * again keeps the first acceptance time and updates the feedback.
 */
export async function acceptAnswer(
  { agentId, taskId, ...feedback }: { agentId: string; taskId: string; rating?: number | undefined; comment?: string | undefined },
  now: Date,
): Promise<AgentTask> {
  const task = await getOwnTask(agentId, taskId, now);
  if (task.acceptedAt === null && !isAnswered(task.status)) {
    throw new DomainError(
      'task_not_answered',
      `Task ${taskId} is ${task.status}: there is no answer to accept yet.`,
      isOpen(task.status)
        ? `Wait for the answer with await_answer (task_id ${taskId}), then accept it.`
        : `Task ${taskId} ended without an answer (${task.status}); call ask_check with a new idempotency_key to ask again.`,
      { task_id: taskId, status: task.status },
    );
  }
  await inTransaction(async (tx) => {
    // Read under the row lock: of concurrent ratings of one task, exactly one is its first.
    const [locked] = await tx.$queryRaw<{ accepted_at: Date | null; accept_rating: number | null }[]>`
      SELECT accepted_at, accept_rating FROM tasks WHERE id = ${taskId}::uuid FOR UPDATE`;
    await tx.task.update({
      where: { id: taskId },
      data: {
        acceptedAt: locked?.accepted_at ?? now,
        ...(feedback.rating !== undefined ? { acceptRating: feedback.rating } : {}),
        ...(feedback.comment !== undefined ? { acceptComment: feedback.comment } : {}),
      },
    });
    // The worker's rating is the running mean of the first rating given per task.
    if (feedback.rating !== undefined && locked?.accept_rating === null && task.answer) {
      await tx.$executeRaw`
        UPDATE workers SET rating = (rating * rating_count + ${feedback.rating}) / (rating_count + 1), rating_count = rating_count + 1
        WHERE id = ${task.answer.workerId}::uuid`;
    }
  });
  return getOwnTask(agentId, taskId, now);
}
