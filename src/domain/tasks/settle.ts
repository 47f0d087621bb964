import { db } from '@/db/client.ts';
import type { Task } from '@/db/generated/client.ts';
import { inTransaction, type Tx } from '@/db/transaction.ts';
import { notifyTaskChanged } from '@/db/task-events.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { TRANSITIONS, type TaskEvent } from './state-machine.ts';

/**
 * Applies one state-machine event to a task if, and only if, the task is in
 * one of the event's `from` states at that instant. Returns the updated task,
 * or null when another actor got there first (or the state forbids it).
 */
export async function applyEvent(
  tx: Tx,
  taskId: string,
  event: TaskEvent,
  changes: { closedAt?: Date; claimedAt?: Date; claimedById?: string; submittedAt?: Date; refundedCents?: number } = {},
): Promise<Task | null> {
  const { from, to } = TRANSITIONS[event];
  const updated = await tx.task.updateMany({
    where: { id: taskId, status: { in: [...from] } },
    data: { status: to, ...changes },
  });
  if (updated.count !== 1) return null;
  await notifyTaskChanged(tx, taskId);
  return tx.task.findUniqueOrThrow({ where: { id: taskId } });
}

/** Cancel, expire or a refund in review: the task closes and its whole escrow returns to the balance, in one transaction. */
export async function refundOpenTask(
  tx: Tx,
  task: Pick<Task, 'id' | 'agentId' | 'bountyCents' | 'feeCents'>,
  event: 'cancel' | 'expire' | 'review_refund' | 'uphold_dispute',
  now: Date,
): Promise<Task | null> {
  const escrowCents = task.bountyCents + task.feeCents;
  const closed = await applyEvent(tx, task.id, event, { closedAt: now, refundedCents: escrowCents });
  if (!closed) return null;
  await transfer(tx, { kind: 'escrow_refund', from: 'agent_escrow', to: 'agent_balance', amountCents: escrowCents, agentId: task.agentId, taskId: task.id });
  return closed;
}

/**
 * Expires every dispatched task past its deadline (for one agent, or all) and
 * refunds it. Safe to run from any number of processes at once: each refund
 * happens exactly once.
 */
export async function expireOverdueTasks(now: Date, agentId?: string): Promise<number> {
  const overdue = await db().task.findMany({
    where: { status: { in: [...TRANSITIONS.expire.from] }, deadlineAt: { lte: now }, ...(agentId ? { agentId } : {}) },
    select: { id: true, agentId: true, bountyCents: true, feeCents: true },
    orderBy: { deadlineAt: 'asc' },
    take: 500,
  });
  let expired = 0;
  for (const task of overdue) {
    const closed = await inTransaction((tx) => refundOpenTask(tx, task, 'expire', now));
    if (closed) expired++;
  }
  return expired;
}

/** Releases a task's escrow: the bounty to the worker who answered, the fee to the platform. */
export async function payOutEscrow(tx: Tx, task: Pick<Task, 'id' | 'agentId' | 'bountyCents' | 'feeCents'>, workerId: string): Promise<void> {
  await transfer(tx, { kind: 'worker_payout', from: 'agent_escrow', to: 'worker_earnings', amountCents: task.bountyCents, agentId: task.agentId, taskId: task.id, workerId });
  await transfer(tx, { kind: 'fee_capture', from: 'agent_escrow', to: 'platform_fees', amountCents: task.feeCents, agentId: task.agentId, taskId: task.id });
}
