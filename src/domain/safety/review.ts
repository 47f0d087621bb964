import type { TaskType } from '@/db/generated/enums.ts';
import { DomainError } from '@/domain/errors.ts';
import { resolveLocation, type LocationInput } from '@/domain/places/resolve-location.ts';
import { safetyClassifier } from '@/providers/classifier/index.ts';
import { rulesOverruled } from '@/providers/classifier/local/local.ts';
import type { SafetyClassifier } from '@/providers/classifier/types.ts';
import type { Place } from '@/providers/places/types.ts';
import { assertPublicPlaceString } from './location-rules.ts';
import { refusedTypeAtPlace } from './place-rules.ts';
import { checkRules, mayBeOverruled } from './rules.ts';
import type { RefusalCategory, ScopeInput, ScopeVerdict } from './types.ts';

const REPHRASE = 'Rephrase the ask about the public place itself (open, line, stock, price, how busy, a photo of the place). Nothing was charged.';

/** How the text review ended: allowed, or refused by a stage with a category. */
export type TextVerdict = { refused: false } | { refused: true; stage: 'rules' | 'classifier'; category: RefusalCategory; reason: string };

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

/**
 * Stage two: the classifier reads the ask as written. A classifier that
 * cannot answer (timeout, provider down) refuses the ask: it is never
 * silently allowed.
 */
async function classifierVerdict(input: ScopeInput, classifier: SafetyClassifier): Promise<TextVerdict> {
  let verdict;
  try {
    verdict = await classifier.classify(input);
  } catch (error) {
    throw new DomainError(
      'safety_review_unavailable',
      `The safety review could not finish: the ${classifier.name} classifier did not answer (${error instanceof Error ? error.message : String(error)}).`,
      `Retry the same ask with the same idempotency_key in ${RETRY_AFTER_S} seconds. Nothing was charged.`,
      { retry_after_s: RETRY_AFTER_S },
    );
  }
  return verdict.flagged ? { refused: true, stage: 'classifier', category: verdict.category, reason: verdict.reason } : { refused: false };
}

const RETRY_AFTER_S = 5;

/** Stage one: the rules, whose refusal stands unless the committed model is sure the ask is innocent (see rulesOverruled). */
async function rulesVerdict(input: ScopeInput): Promise<ScopeVerdict> {
  const rules = checkRules(input);
  return rules.refused && mayBeOverruled(rules.category) && (await rulesOverruled(input)) ? { refused: false } : rules;
}

/**
 * The review of an ask's text alone: the rules, then the classifier. The API
 * runs the same two stages (with the place between them); the safety eval
 * runs this over the labelled corpus.
 */
export async function reviewText(input: ScopeInput, classifier: SafetyClassifier = safetyClassifier()): Promise<TextVerdict> {
  const rules = await rulesVerdict(input);
  if (rules.refused) return { refused: true, stage: 'rules', category: rules.category, reason: rules.reason };
  return classifierVerdict(input, classifier);
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
 * rules (with the committed model's second opinion), no ticket overrides.
 * Stage two, the classifier, can be overridden for one exact request by an
 * approved classifier ticket.
 * An ask whose place is unknown is still judged whole first: an unsafe ask
 * is refused as unsafe whatever place it names, not told to fix its place.
 * Throws `unsafe_task` (or `location_not_found`, `invalid_input`,
 * `safety_review_unavailable`).
 */
export async function reviewAsk(ask: AskReview): Promise<Place> {
  const input = { question: ask.question, location: typeof ask.location === 'string' ? ask.location : null, taskType: ask.taskType };
  // No ticket overrides the rules; when one was sent, say so rather than leave the agent waiting on it.
  const ticketCannotHelp = ask.ticketId
    ? { classifier_report_problem: `classifier report ${ask.ticketId} cannot help: the safety rules refused this ask, and tickets only override the classifier.` }
    : {};
  const rules = await rulesVerdict(input);
  if (rules.refused) {
    throw new DomainError('unsafe_task', `The safety rules refuse this ask (${rules.category}): ${rules.reason}`, REPHRASE, {
      review_stage: 'rules',
      category: rules.category,
      ...ticketCannotHelp,
    });
  }
  const reviewed = await reviewPlace(ask.location, ask.taskType).catch(async (error: unknown) => {
    if (error instanceof DomainError && error.code === 'location_not_found') await classifierStage(ask, input);
    throw error;
  });
  if (reviewed.refusal) {
    throw new DomainError('unsafe_task', `The safety rules refuse this ask (identifiable_people): ${reviewed.refusal}`, `Choose another task_type or place. Nothing was charged.`, {
      review_stage: 'rules',
      category: 'identifiable_people',
      ...ticketCannotHelp,
    });
  }
  await classifierStage(ask, input);
  return reviewed.place;
}

/** Stage two for an ask: skipped when a human approved exactly this request, otherwise a refusal is thrown as unsafe_task. */
async function classifierStage(ask: AskReview, input: ScopeInput): Promise<void> {
  if (ask.classifierApproved) return;
  const verdict = await classifierVerdict(input, safetyClassifier());
  if (verdict.refused) {
    throw new DomainError(
      'unsafe_task',
      `The safety classifier refused this ask (${verdict.category}): ${verdict.reason}`,
      `${REPHRASE} If this refusal is wrong, call report_classifier with this exact request, its idempotency_key as ask_idempotency_key, and this error as classifier_error; after a human approves the ticket, retry the unchanged ask with classifier_report_id.`,
      { review_stage: 'classifier', category: verdict.category, ...(ask.ticketProblem ? { classifier_report_problem: ask.ticketProblem } : {}) },
    );
  }
}
