import type { TaskType } from '@/db/generated/enums.ts';
import { DomainError } from '@/domain/errors.ts';
import { centsToUsd, DEFAULT_BOUNTY_CENTS, FEE_CENTS, MAX_BOUNTY_CENTS, MIN_BOUNTY_CENTS, formatUsd } from '@/domain/money/usd.ts';

/** What decides whether a key may spend right now. Cents throughout; null means "no limit set". */
export type SpendState = {
  balanceCents: number;
  maxBountyCents: number | null;
  dailyCapCents: number | null;
  spentTodayCents: number;
  allowedTaskTypes: readonly TaskType[];
  topUpUrl: string;
};

export function remainingTodayCents(state: SpendState): number | null {
  return state.dailyCapCents === null ? null : Math.max(0, state.dailyCapCents - state.spentTodayCents);
}

/** The largest bounty every limit and the balance allow now (may be below the 1 USD minimum). */
export function largestAllowedBountyCents(state: SpendState): number {
  const remaining = remainingTodayCents(state);
  return Math.min(
    MAX_BOUNTY_CENTS,
    state.maxBountyCents ?? MAX_BOUNTY_CENTS,
    remaining === null ? MAX_BOUNTY_CENTS : remaining - FEE_CENTS,
    state.balanceCents - FEE_CENTS,
  );
}

/** The default bounty lowered to fit every limit; the minimum when nothing fits (quote then says why). */
export function suggestBountyCents(state: SpendState): number {
  return Math.max(MIN_BOUNTY_CENTS, Math.min(DEFAULT_BOUNTY_CENTS, largestAllowedBountyCents(state)));
}

/** Midnight UTC starting the day that contains `now`. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000);
}

/**
 * Refuses an ask that a limit or the balance does not allow, in the order an
 * agent can act on: task type, per-task maximum, daily cap, then balance.
 */
export function assertAskWithinPolicy(state: SpendState, taskType: TaskType, bountyCents: number): void {
  const totalCents = bountyCents + FEE_CENTS;
  if (!state.allowedTaskTypes.includes(taskType)) {
    throw new DomainError(
      'task_type_not_allowed',
      `Your owner does not allow task_type "${taskType}" for this API key.`,
      `Use one of the allowed task types (${state.allowedTaskTypes.join(', ') || 'none'}), or ask your human to allow "${taskType}" through their control link.`,
      { task_type: taskType, allowed_task_types: [...state.allowedTaskTypes] },
    );
  }
  if (state.maxBountyCents !== null && bountyCents > state.maxBountyCents) {
    throw new DomainError(
      'max_bounty_exceeded',
      `bounty_usd ${formatUsd(bountyCents)} is above this key's max_bounty_usd of ${formatUsd(state.maxBountyCents)}.`,
      `Ask again with bounty_usd at most ${formatUsd(state.maxBountyCents)}, or ask your human to raise max_bounty_usd.`,
      { bounty_usd: centsToUsd(bountyCents), max_bounty_usd: centsToUsd(state.maxBountyCents) },
    );
  }
  const remaining = remainingTodayCents(state);
  if (remaining !== null && totalCents > remaining) {
    const fitting = remaining - FEE_CENTS;
    throw new DomainError(
      'daily_cap_exceeded',
      `This ask costs ${formatUsd(totalCents)} USD (bounty ${formatUsd(bountyCents)} + fee ${formatUsd(FEE_CENTS)}) but only ${formatUsd(remaining)} USD of today's ${formatUsd(state.dailyCapCents ?? 0)} USD cap is left.`,
      fitting >= MIN_BOUNTY_CENTS
        ? `Ask again with bounty_usd at most ${formatUsd(fitting)}, wait for the cap to reset at midnight UTC, or ask your human to raise daily_cap_usd.`
        : `Wait for the cap to reset at midnight UTC, or ask your human to raise daily_cap_usd (the smallest ask costs ${formatUsd(MIN_BOUNTY_CENTS + FEE_CENTS)} USD).`,
      {
        daily_cap_usd: centsToUsd(state.dailyCapCents ?? 0),
        spent_today_usd: centsToUsd(state.spentTodayCents),
        remaining_today_usd: centsToUsd(remaining),
        required_usd: centsToUsd(totalCents),
      },
    );
  }
  if (totalCents > state.balanceCents) {
    const affordable = state.balanceCents - FEE_CENTS;
    throw new DomainError(
      'insufficient_balance',
      `Your balance is ${formatUsd(state.balanceCents)} USD; bounty ${formatUsd(bountyCents)} + fee ${formatUsd(FEE_CENTS)} needs ${formatUsd(totalCents)} USD.`,
      affordable >= MIN_BOUNTY_CENTS
        ? `Ask again with bounty_usd at most ${formatUsd(affordable)}, or give your human ${state.topUpUrl} to add funds and call get_balance after they pay.`
        : `Give your human ${state.topUpUrl} to add funds (the smallest ask costs ${formatUsd(MIN_BOUNTY_CENTS + FEE_CENTS)} USD), then call get_balance after they pay.`,
      {
        balance_usd: centsToUsd(state.balanceCents),
        required_usd: centsToUsd(totalCents),
        max_affordable_bounty_usd: centsToUsd(Math.max(0, affordable)),
        top_up_url: state.topUpUrl,
      },
    );
  }
}

export type QuoteVerdict = { allowed: true; reasonIfNot: null } | { allowed: false; reasonIfNot: string };

/** Quote's `allowed`: false only when even the minimum bounty cannot be posted now under the key's policy. */
export function quotePolicyVerdict(state: SpendState, taskType: TaskType): QuoteVerdict {
  try {
    assertAskWithinPolicy(state, taskType, MIN_BOUNTY_CENTS);
    return { allowed: true, reasonIfNot: null };
  } catch (error) {
    if (error instanceof DomainError) return { allowed: false, reasonIfNot: `${error.message} ${error.fix}` };
    throw error;
  }
}
