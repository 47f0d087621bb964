import { expect, test } from '@playwright/test';
import { DomainError } from '@/domain/errors.ts';
import {
  assertAskWithinPolicy,
  largestAllowedBountyCents,
  quotePolicyVerdict,
  startOfUtcDay,
  suggestBountyCents,
  type SpendState,
} from './spend-policy.ts';

const ALL_TYPES = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'] as const;

function state(overrides: Partial<SpendState> = {}): SpendState {
  return {
    balanceCents: 2000,
    maxBountyCents: null,
    dailyCapCents: null,
    spentTodayCents: 0,
    allowedTaskTypes: ALL_TYPES,
    topUpUrl: 'http://localhost/top-up/t',
    ...overrides,
  };
}

function refusal(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

test.describe('suggested bounty', () => {
  test('is the 3 USD default when nothing limits it', () => {
    expect(suggestBountyCents(state())).toBe(300);
  });

  test('is lowered to max_bounty_usd', () => {
    expect(suggestBountyCents(state({ maxBountyCents: 200 }))).toBe(200);
  });

  test('is lowered to the daily cap left after the fee', () => {
    expect(suggestBountyCents(state({ dailyCapCents: 1000, spentTodayCents: 750 }))).toBe(200);
  });

  test('is lowered to the balance after the fee', () => {
    expect(suggestBountyCents(state({ balanceCents: 260 }))).toBe(210);
  });

  test('never goes below the 1 USD minimum even when nothing fits', () => {
    expect(largestAllowedBountyCents(state({ balanceCents: 120 }))).toBe(70);
    expect(suggestBountyCents(state({ balanceCents: 120 }))).toBe(100);
  });
});

test.describe('ask refusals, in the order an agent can act on', () => {
  test('task type outside allowed_task_types', () => {
    const error = refusal(() => assertAskWithinPolicy(state({ allowedTaskTypes: ['is_open'] }), 'crowd_level', 300));
    expect(error.code).toBe('task_type_not_allowed');
    expect(error.context).toEqual({ task_type: 'crowd_level', allowed_task_types: ['is_open'] });
  });

  test('bounty above max_bounty_usd names the maximum', () => {
    const error = refusal(() => assertAskWithinPolicy(state({ maxBountyCents: 500 }), 'is_open', 600));
    expect(error.code).toBe('max_bounty_exceeded');
    expect(error.fix).toContain('at most 5.00');
  });

  test('daily cap counts bounty plus fee and names what is left', () => {
    const error = refusal(() => assertAskWithinPolicy(state({ dailyCapCents: 1000, spentTodayCents: 700 }), 'is_open', 300));
    expect(error.code).toBe('daily_cap_exceeded');
    expect(error.context).toEqual({ daily_cap_usd: 10, spent_today_usd: 7, remaining_today_usd: 3, required_usd: 3.5 });
    expect(error.fix).toContain('bounty_usd at most 2.50');
  });

  test('exactly the remaining cap is allowed', () => {
    expect(() => assertAskWithinPolicy(state({ dailyCapCents: 1000, spentTodayCents: 650 }), 'is_open', 300)).not.toThrow();
  });

  test('insufficient balance names the top-up link and the largest affordable bounty', () => {
    const error = refusal(() => assertAskWithinPolicy(state({ balanceCents: 300 }), 'is_open', 300));
    expect(error.code).toBe('insufficient_balance');
    expect(error.context).toEqual({
      balance_usd: 3,
      required_usd: 3.5,
      max_affordable_bounty_usd: 2.5,
      top_up_url: 'http://localhost/top-up/t',
    });
    expect(error.fix).toContain('http://localhost/top-up/t');
    expect(error.fix).toContain('2.50');
  });

  test('spending the whole balance is allowed', () => {
    expect(() => assertAskWithinPolicy(state({ balanceCents: 350 }), 'is_open', 300)).not.toThrow();
  });
});

test.describe('quote verdict', () => {
  test('allowed with no reason when the minimum ask fits', () => {
    expect(quotePolicyVerdict(state({ balanceCents: 150 }), 'is_open')).toEqual({ allowed: true, reasonIfNot: null });
  });

  test('refused with a reason when even the minimum does not fit', () => {
    const verdict = quotePolicyVerdict(state({ balanceCents: 149 }), 'is_open');
    expect(verdict.allowed).toBe(false);
    expect(verdict.reasonIfNot).toContain('top-up');
  });

  test('refused when the daily cap is used up, pointing at midnight UTC', () => {
    const verdict = quotePolicyVerdict(state({ dailyCapCents: 500, spentTodayCents: 400 }), 'is_open');
    expect(verdict.allowed).toBe(false);
    expect(verdict.reasonIfNot).toContain('midnight UTC');
  });
});

test('the UTC day starts at midnight UTC whatever the local time', () => {
  expect(startOfUtcDay(new Date('2026-11-22T23:59:59.999-08:00')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
});
