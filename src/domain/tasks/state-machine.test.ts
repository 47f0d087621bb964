import { expect, test } from '@playwright/test';
import { canApply, TASK_STATUSES, TRANSITIONS, type TaskEvent } from './state-machine.ts';

/** The spec's transition table, row by row, plus our documented choices where it is silent. */
const SPEC_ROWS: [from: string, event: TaskEvent, to: string][] = [
  ['dispatched', 'claim', 'claimed'],
  ['dispatched', 'cancel', 'refunded'],
  ['dispatched', 'expire', 'expired'],
  ['claimed', 'submit', 'submitted'],
  ['submitted', 'pass_verification', 'verified'],
  ['submitted', 'fail_verification', 'needs_review'],
  ['verified', 'pay_worker', 'paid'],
  ['verified', 'dispute', 'disputed'],
  ['paid', 'dispute', 'disputed'],
  ['needs_review', 'dispute', 'disputed'],
];

const OUR_CHOICES: [from: string, event: TaskEvent, to: string][] = [
  ['claimed', 'expire', 'expired'],
  ['needs_review', 'review_pay', 'paid'],
  ['needs_review', 'review_refund', 'refunded'],
  ['disputed', 'uphold_dispute', 'refunded'],
  ['disputed', 'reject_dispute', 'paid'],
];

const ALLOWED = [...SPEC_ROWS, ...OUR_CHOICES];

for (const [from, event, to] of ALLOWED) {
  test(`${from} --${event}--> ${to}`, () => {
    expect(canApply(event, from as never)).toBe(true);
    expect(TRANSITIONS[event].to).toBe(to);
  });
}

test('every other (event, status) pair is refused', () => {
  const allowed = new Set(ALLOWED.map(([from, event]) => `${event}:${from}`));
  const refusedPairs: string[] = [];
  for (const event of Object.keys(TRANSITIONS) as TaskEvent[]) {
    for (const status of TASK_STATUSES) {
      const key = `${event}:${status}`;
      expect(canApply(event, status), key).toBe(allowed.has(key));
      if (!allowed.has(key)) refusedPairs.push(key);
    }
  }
  expect(refusedPairs).toContain('cancel:claimed');
  expect(refusedPairs).toContain('dispute:dispatched');
  expect(refusedPairs.length).toBe(Object.keys(TRANSITIONS).length * TASK_STATUSES.length - ALLOWED.length);
});

test('the table has no event outside the rows above', () => {
  const listed = new Set(ALLOWED.map(([, event]) => event));
  expect(Object.keys(TRANSITIONS).sort()).toEqual([...listed].sort());
});
