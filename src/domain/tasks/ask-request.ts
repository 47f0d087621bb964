import type { TaskType } from '@/db/generated/enums.ts';

/** How long an ask may wait for its answer before it expires and is refunded (bounty bounds: money/usd.ts). */
export const MIN_DEADLINE_MINUTES = 5;
export const MAX_DEADLINE_MINUTES = 240;
export const DEFAULT_DEADLINE_MINUTES = 30;

/** A place as the agent gave it: coordinates, or 'place name, city' / a street address. */
export type AskLocation = { lat: number; lng: number } | string;

/** The parameters that define an ask, defaults applied: what an idempotent retry or an approved ticket must match. */
export type AskRequest = {
  question: string;
  location: AskLocation;
  task_type: TaskType;
  bounty_usd: number;
  deadline_minutes: number;
  require_photo: boolean;
};

/** An ask as ask_check receives it (src/schemas/tasks.ts validates it into this shape). */
export type AskInput = AskRequest & { idempotency_key: string; classifier_report_id?: string | undefined };

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
