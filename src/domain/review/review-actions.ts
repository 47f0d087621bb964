import { db } from '@/db/client.ts';
import type { Tx } from '@/db/transaction.ts';

/** Who decides: the staff member's email is what the review history names. */
export type Reviewer = { email: string };

/** What review_actions can record; one name per decision so the history reads plainly. */
export type ReviewActionKind =
  | 'needs_review_paid'
  | 'needs_review_refunded'
  | 'dispute_upheld'
  | 'dispute_rejected'
  | 'ticket_approved'
  | 'ticket_rejected'
  | 'worker_added'
  | 'worker_paused'
  | 'worker_resumed'
  | 'worker_removed'
  | 'worker_approved'
  | 'worker_rejected';

/**
 * One line of review history, written in the same transaction as the change
 * it explains, so a decision and its record exist together or not at all.
 */
export async function recordReviewAction(
  tx: Tx,
  reviewer: Reviewer,
  entry: { action: ReviewActionKind; note: string; taskId?: string; ticketId?: bigint },
  now: Date,
): Promise<void> {
  await tx.reviewAction.create({
    data: { staffEmail: reviewer.email, action: entry.action, taskId: entry.taskId ?? null, ticketId: entry.ticketId ?? null, note: entry.note, createdAt: now },
  });
}

/** The latest decisions, newest first: who did what, to which task, ticket or worker, and why. */
export async function listReviewActions(limit: number) {
  return db().reviewAction.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
}
