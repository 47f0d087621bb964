import type { TaskType } from '@/db/generated/enums.ts';
import { db } from '@/db/client.ts';
import { expireOverdueTasks } from './settle.ts';
import { coverageAt, type Coverage } from '@/domain/dispatch/coverage.ts';
import type { LocationInput } from '@/domain/places/resolve-location.ts';
import { quotePolicyVerdict, suggestBountyCents, type QuoteVerdict } from '@/domain/policy/spend-policy.ts';
import { readSpendState } from '@/domain/policy/spend-state.ts';
import { reviewPlace } from '@/domain/safety/review.ts';
import type { Place } from '@/providers/places/types.ts';

export type Quote = Coverage & QuoteVerdict & { suggestedBountyCents: number; place: Place };

/** Free and read-only: coverage, a bounty ask_check accepts now, and whether the key may post this task at all. */
export async function quoteTask(agentId: string, input: { location: LocationInput; task_type: TaskType }, now: Date): Promise<Quote> {
  await expireOverdueTasks(now, agentId);
  const { place, refusal } = await reviewPlace(input.location, input.task_type);
  const [coverage, spend] = await Promise.all([coverageAt(place, now), readSpendState(db(), agentId, now, { lock: false })]);
  const verdict: QuoteVerdict = refusal
    ? { allowed: false, reasonIfNot: `${refusal} Change the place or the task_type.` }
    : quotePolicyVerdict(spend, input.task_type);
  return { ...coverage, ...verdict, suggestedBountyCents: suggestBountyCents(spend), place };
}
