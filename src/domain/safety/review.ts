import type { TaskType } from '@/db/generated/enums.ts';
import { resolveLocation, type LocationInput } from '@/domain/places/resolve-location.ts';
import type { Place } from '@/providers/places/types.ts';
import { assertPublicPlaceString } from './location-rules.ts';

/** Judges where a task would happen and resolves it: used by quote (which never sees the question) and ask. */
export async function reviewPlace(location: LocationInput, _taskType: TaskType): Promise<Place> {
  if (typeof location === 'string') assertPublicPlaceString(location);
  return resolveLocation(location);
}

export type AskReview = { question: string; location: LocationInput; taskType: TaskType };

/**
 * The single safety step every ask passes before money moves. It throws
 * `unsafe_task` (or `location_not_found` / `invalid_input`) and returns the
 * resolved place when the ask may go ahead.
 */
export async function reviewAsk(ask: AskReview): Promise<Place> {
  return reviewPlace(ask.location, ask.taskType);
}
