import type { TaskType } from '@/db/generated/enums.ts';
import { DomainError } from '@/domain/errors.ts';
import { resolveLocation, type LocationInput } from '@/domain/places/resolve-location.ts';
import { safetyClassifier } from '@/providers/classifier/index.ts';
import type { Place } from '@/providers/places/types.ts';
import { assertPublicPlaceString } from './location-rules.ts';
import { refusedTypeAtPlace } from './place-rules.ts';
import { checkScopeRules } from './scope-rules.ts';

const REPHRASE = 'Rephrase the ask about the public place itself (open, line, stock, price, how busy, a photo of the place). Nothing was charged.';

/**
 * Where a task would happen, judged and resolved: the location rules, then the
 * task types the rules refuse at that place. Quote (which never sees the
 * question) and ask share it, so they agree.
 */
export async function reviewPlace(location: LocationInput, taskType: TaskType): Promise<{ place: Place; refusal: string | null }> {
  if (typeof location === 'string') assertPublicPlaceString(location);
  const place = await resolveLocation(location);
  return { place, refusal: refusedTypeAtPlace(taskType, place.label) };
}

export type AskReview = {
  question: string;
  location: LocationInput;
  taskType: TaskType;
  /** A human approved exactly this request: the classifier stage is skipped, the rules still apply. */
  classifierApproved: boolean;
  /** Why a classifier_report_id that came with the ask could not be used, for the refusal's context. */
  ticketProblem?: string;
  /** The classifier_report_id sent with the ask, if any: a rules refusal says it cannot help. */
  ticketId?: string;
};

/**
 * The safety step every ask passes before money moves. Stage one, the
 * deterministic scope rules, cannot be overridden. Stage two, the classifier,
 * can be overridden for one exact request by an approved classifier ticket.
 * Throws `unsafe_task` (or `location_not_found` / `invalid_input`).
 */
export async function reviewAsk(ask: AskReview): Promise<Place> {
  const scope = checkScopeRules({
    question: ask.question,
    location: typeof ask.location === 'string' ? ask.location : null,
    taskType: ask.taskType,
  });
  // No ticket overrides the rules; when one was sent, say so rather than leave the agent waiting on it.
  const ticketCannotHelp = ask.ticketId
    ? { classifier_report_problem: `classifier report ${ask.ticketId} cannot help: the scope rules refused this ask, and tickets only override the classifier.` }
    : {};
  if (scope.refused) {
    throw new DomainError('unsafe_task', `The safety rules refuse this ask (${scope.category}): ${scope.reason}`, REPHRASE, {
      review_stage: 'rules',
      category: scope.category,
      ...ticketCannotHelp,
    });
  }
  const { place, refusal } = await reviewPlace(ask.location, ask.taskType);
  if (refusal) {
    throw new DomainError('unsafe_task', `The safety rules refuse this ask (identifiable_people): ${refusal}`, `Choose another task_type or place. Nothing was charged.`, {
      review_stage: 'rules',
      category: 'identifiable_people',
      ...ticketCannotHelp,
    });
  }
  if (ask.classifierApproved) return place;
  const verdict = await safetyClassifier().classify({ question: ask.question, placeLabel: place.label, taskType: ask.taskType });
  if (verdict.flagged) {
    throw new DomainError(
      'unsafe_task',
      `The safety classifier refused this ask: ${verdict.reason}`,
      `${REPHRASE} If this refusal is wrong, call report_classifier with this exact request, its idempotency_key as ask_idempotency_key, and this error as classifier_error; after a human approves the ticket, retry the unchanged ask with classifier_report_id.`,
      { review_stage: 'classifier', category: verdict.label, ...(ask.ticketProblem ? { classifier_report_problem: ask.ticketProblem } : {}) },
    );
  }
  return place;
}
