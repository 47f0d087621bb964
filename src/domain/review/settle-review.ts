import { inTransaction, type Tx } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { applyEvent, payOutEscrow, refundOpenTask } from '@/domain/tasks/settle.ts';
import { recordReviewAction, type Reviewer } from './review-actions.ts';

export type { Reviewer } from './review-actions.ts';

/**
 * A person settles a task whose automatic checks failed: pay the worker (the
 * answer is good after all) or refund bounty + fee to the agent. One
 * transaction each, recorded with who and why; a second settlement is refused.
 */
export async function settleNeedsReview(
  { taskId, decision, reviewer, note }: { taskId: string; decision: 'pay' | 'refund'; reviewer: Reviewer; note: string },
  now: Date,
): Promise<void> {
  await inTransaction(async (tx) => {
    const task = await lockTask(tx, taskId);
    const answer = await tx.answer.findUnique({ where: { taskId }, select: { workerId: true } });
    if (decision === 'pay') {
      if (!answer || !(await applyEvent(tx, taskId, 'review_pay', { closedAt: now }))) throw alreadySettled(taskId, task.status);
      await payOutEscrow(tx, task, answer.workerId);
    } else if (!(await refundOpenTask(tx, task, 'review_refund', now))) {
      throw alreadySettled(taskId, task.status);
    }
    await recordReviewAction(tx, reviewer, { action: decision === 'pay' ? 'needs_review_paid' : 'needs_review_refunded', taskId, note }, now);
  });
}

/**
 * A person decides a dispute. Upheld: the answer was wrong, bounty + fee go
 * back to the agent (from escrow, or clawed back from the worker and the fee
 * if they were already paid); the task ends refunded. Rejected: the answer
 * stands, the worker is paid if not yet; the task ends paid.
 */
export async function resolveDispute(
  { taskId, decision, reviewer, note }: { taskId: string; decision: 'uphold' | 'reject'; reviewer: Reviewer; note: string },
  now: Date,
): Promise<void> {
  await inTransaction(async (tx) => {
    const task = await lockTask(tx, taskId);
    const dispute = await tx.dispute.findUnique({ where: { taskId } });
    const answer = await tx.answer.findUnique({ where: { taskId }, select: { workerId: true } });
    if (!dispute || dispute.status !== 'open' || !answer) throw alreadySettled(taskId, task.status);
    const wasPaid = dispute.disputedFrom === 'paid';
    const refundCents = task.bountyCents + task.feeCents;
    if (decision === 'uphold') {
      if (wasPaid) {
        if (!(await applyEvent(tx, taskId, 'uphold_dispute', { closedAt: now, refundedCents: refundCents }))) throw alreadySettled(taskId, task.status);
        const move = { agentId: task.agentId, taskId };
        await transfer(tx, { ...move, kind: 'payout_clawback', from: 'worker_earnings', to: 'agent_balance', amountCents: task.bountyCents, workerId: answer.workerId });
        await transfer(tx, { ...move, kind: 'fee_refund', from: 'platform_fees', to: 'agent_balance', amountCents: task.feeCents });
      } else if (!(await refundOpenTask(tx, task, 'uphold_dispute', now))) {
        throw alreadySettled(taskId, task.status);
      }
    } else {
      if (!(await applyEvent(tx, taskId, 'reject_dispute', { closedAt: now }))) throw alreadySettled(taskId, task.status);
      if (!wasPaid) await payOutEscrow(tx, task, answer.workerId);
    }
    await tx.dispute.update({
      where: { taskId },
      data: {
        status: decision === 'uphold' ? 'upheld' : 'rejected',
        refundedCents: decision === 'uphold' ? refundCents : null,
        resolvedBy: reviewer.email,
        resolutionNote: note,
        resolvedAt: now,
      },
    });
    await recordReviewAction(tx, reviewer, { action: decision === 'uphold' ? 'dispute_upheld' : 'dispute_rejected', taskId, note }, now);
  });
}

async function lockTask(tx: Tx, taskId: string) {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM tasks WHERE id = ${taskId}::uuid FOR UPDATE`;
  if (!locked) throw new DomainError('task_not_found', `No task ${taskId}.`, 'Pick a task from the review queue.', { task_id: taskId });
  return tx.task.findUniqueOrThrow({ where: { id: taskId } });
}

function alreadySettled(taskId: string, status: string): DomainError {
  return new DomainError('already_settled', `Task ${taskId} is ${status}: there is nothing of this kind to settle.`, 'Reload the review queue; someone may have settled it already.', {
    task_id: taskId,
    status,
  });
}
