import type { TaskType } from '@/db/generated/enums.ts';

export type ClassifierVerdict = { flagged: false } | { flagged: true; label: string; reason: string };

/**
 * The second stage of the safety review: a model that may refuse asks the
 * deterministic rules let through. Its refusals can be overridden by a
 * human-approved classifier ticket; the rules' cannot.
 */
export interface SafetyClassifier {
  readonly name: string;
  readonly isLive: boolean;
  classify(ask: { question: string; placeLabel: string; taskType: TaskType }): Promise<ClassifierVerdict>;
}
