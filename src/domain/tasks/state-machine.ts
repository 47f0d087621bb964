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

export const ANSWERED_STATUSES: readonly TaskStatus[] = ['verified', 'paid', 'needs_review'];

/** Statuses in which bounty and fee are still held in escrow (except a task disputed after it was paid). */
export const ESCROW_HELD_STATUSES: readonly TaskStatus[] = ['dispatched', 'claimed', 'submitted', 'verified', 'needs_review', 'disputed'];

export function isAnswered(status: TaskStatus): boolean {
  return ANSWERED_STATUSES.includes(status);
}

export function canApply(event: TaskEvent, status: TaskStatus): boolean {
  return (TRANSITIONS[event].from as readonly TaskStatus[]).includes(status);
}
