import type { TaskType } from '@/db/generated/enums.ts';
import type { RefusalCategory } from '@/domain/safety/types.ts';

export type ClassifierVerdict = { flagged: false } | { flagged: true; category: RefusalCategory; reason: string };

/** What the classifier reads: the ask as the agent wrote it (the location only when it is a string). */
export type ClassifierInput = { question: string; location: string | null; taskType: TaskType };

/**
 * The second stage of the safety review: a model that may refuse asks the
 * deterministic rules let through. Its refusals can be overridden by a
 * human-approved classifier ticket; the rules' cannot. A classifier that
 * cannot answer throws: the review then refuses the ask as unavailable.
 */
export interface SafetyClassifier {
  readonly name: string;
  readonly isLive: boolean;
  classify(ask: ClassifierInput): Promise<ClassifierVerdict>;
}
