import type { TaskType } from '@/db/generated/enums.ts';

/** The scope categories the spec refuses, plus attempts to talk the reviewer out of its rules. */
export const REFUSAL_CATEGORIES = [
  'following',
  'vehicle',
  'home',
  'private_person',
  'private_property',
  'dangerous',
  'illegal',
  'identifiable_people',
  'rule_override',
] as const;

export type RefusalCategory = (typeof REFUSAL_CATEGORIES)[number];

export type ScopeInput = { question: string; location: string | null; taskType: TaskType };

export type ScopeVerdict = { refused: false } | { refused: true; category: RefusalCategory; reason: string };
