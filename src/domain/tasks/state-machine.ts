import type { TaskStatus } from '@/db/generated/enums.ts';

/**
 * The only place that knows which task status may follow which. Every status
 * change in the service names one of these events; the database update that
 * applies it is conditioned on the `from` states, so two processes racing on
 * one task cannot both win.
 */
export const TRANSITIONS = {
  claim: { from: ['dispatched'], to: 'claimed' },
  cancel: { from: ['dispatched'], to: 'refunded' },
  // Our choice where the spec is silent: a claimed task with no answer by the deadline expires and is refunded
  // (the worker gets nothing); a submitted one is verified normally.
  expire: { from: ['dispatched', 'claimed'], to: 'expired' },
  submit: { from: ['claimed'], to: 'submitted' },
  pass_verification: { from: ['submitted'], to: 'verified' },
  fail_verification: { from: ['submitted'], to: 'needs_review' },
  pay_worker: { from: ['verified'], to: 'paid' },
  dispute: { from: ['verified', 'paid', 'needs_review'], to: 'disputed' },
  // Human review (our choice where the spec is silent): settlement ends in paid or refunded.
  review_pay: { from: ['needs_review'], to: 'paid' },
  review_refund: { from: ['needs_review'], to: 'refunded' },
  uphold_dispute: { from: ['disputed'], to: 'refunded' },
  reject_dispute: { from: ['disputed'], to: 'paid' },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus }>;

export type TaskEvent = keyof typeof TRANSITIONS;

/** Every task status, in the order of the lifecycle. */
export const TASK_STATUSES = ['dispatched', 'claimed', 'submitted', 'verified', 'paid', 'needs_review', 'expired', 'refunded', 'disputed'] as const satisfies readonly TaskStatus[];

/** Still on its way to an answer: waiting can help, and the agent may await it. */
export const OPEN_STATUSES = ['dispatched', 'claimed', 'submitted'] as const satisfies readonly TaskStatus[];

/** `answered` is true exactly in these. */
export const ANSWERED_STATUSES = ['verified', 'paid', 'needs_review'] as const satisfies readonly TaskStatus[];

/** Neither open nor answered: waiting longer cannot produce an answer. */
export const FINAL_STATUSES = ['expired', 'refunded', 'disputed'] as const satisfies readonly TaskStatus[];

/** Statuses in which bounty and fee are still held in escrow (except a task disputed after it was paid). */
export const ESCROW_HELD_STATUSES = ['dispatched', 'claimed', 'submitted', 'verified', 'needs_review', 'disputed'] as const satisfies readonly TaskStatus[];

export function isAnswered(status: TaskStatus): boolean {
  return (ANSWERED_STATUSES as readonly TaskStatus[]).includes(status);
}

export function isOpen(status: TaskStatus): boolean {
  return (OPEN_STATUSES as readonly TaskStatus[]).includes(status);
}

/** await_answer stops waiting: answered, or it can no longer be. */
export function isDoneWaiting(status: TaskStatus): boolean {
  return !isOpen(status);
}

export function canApply(event: TaskEvent, status: TaskStatus): boolean {
  return (TRANSITIONS[event].from as readonly TaskStatus[]).includes(status);
}
