import type { AskInput } from '@/schemas/tasks.ts';

/** The parameters that define an ask, defaults applied: what an idempotent retry or an approved ticket must match. */
export type AskRequest = Pick<AskInput, 'question' | 'location' | 'task_type' | 'bounty_usd' | 'deadline_minutes' | 'require_photo'>;

export function askRequestOf(input: AskRequest): AskRequest {
  return {
    question: input.question,
    location: input.location,
    task_type: input.task_type,
    bounty_usd: input.bounty_usd,
    deadline_minutes: input.deadline_minutes,
    require_photo: input.require_photo,
  };
}

/** Names of the fields whose values differ ({lng, lat} and {lat, lng} are the same location). */
export function differingFields(original: AskRequest, candidate: AskRequest): (keyof AskRequest)[] {
  return (Object.keys(askRequestOf(original)) as (keyof AskRequest)[]).filter(
    (field) => canonicalJson(original[field]) !== canonicalJson(candidate[field]),
  );
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
