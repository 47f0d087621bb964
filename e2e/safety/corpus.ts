import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskType } from '@/db/generated/enums.ts';
import type { RefusalCategory } from '@/domain/safety/types.ts';

/** One labelled ask of the safety corpus (e2e/safety/corpus/*.jsonl) or of our own training material. */
export type LabelledAsk = {
  id: string;
  group: string;
  question: string;
  location: string | { lat: number; lng: number };
  task_type: TaskType;
  expected: 'allow' | RefusalCategory;
  language: string;
  phrasing: string;
  trick: string;
  note?: string;
};

const HERE = import.meta.dirname;

/** The frozen splits: dev (tune and train on it) and blind (measure only). */
export const SPLITS = { dev: join(HERE, 'corpus', 'dev.jsonl'), blind: join(HERE, 'corpus', 'blind.jsonl') } as const;
export type Split = keyof typeof SPLITS;
/** Asks we wrote ourselves from the issue's description: training material, never a measurement. */
export const OWN_MATERIAL = join(HERE, 'own-material.jsonl');
/** The second blind set (written by a helper who saw neither code nor corpus): measured twice on 2026-11-24, training material since round 3. */
export const HOLDOUT_2 = join(HERE, 'corpus', 'holdout-2.jsonl');

/** The third to ninth blind sets (840 to 1,659 asks each, written like the second): each measured once, in rounds 3 to 8, then training material. */
export const LATER_HOLDOUTS = ['holdout-3', 'holdout-4', 'holdout-5', 'holdout-6', 'holdout-7', 'holdout-8', 'holdout-9'].map((name) => join(HERE, 'corpus', `${name}.jsonl`));

/** Training material from rounds 3 to 9: 11,113 asks by twenty-six writers who saw neither the review nor any other set. */
export const WRITERS = [4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((round) => (round === 12 ? ['a', 'b'] : ['a', 'b', 'c']).map((writer) => join(HERE, 'corpus', `training-t${round}${writer}.jsonl`)));

/** Everything the learners train on since round 3: every spent blind set teaches now. */
export const trainingAsks = (): LabelledAsk[] => [OWN_MATERIAL, SPLITS.dev, SPLITS.blind, HOLDOUT_2, ...LATER_HOLDOUTS, ...WRITERS].flatMap(readAsks);

export function readAsks(path: string): LabelledAsk[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledAsk)
    // An outside set has no group column: each ask is its own idea.
    .map((ask) => ({ ...ask, group: ask.group ?? ask.id, phrasing: ask.phrasing ?? '-' }));
}

/** The location as the review reads it: a string, or null for coordinates. */
export const locationText = (ask: LabelledAsk): string | null => (typeof ask.location === 'string' ? ask.location : null);

/** A stable fold of an ask's group (0..folds-1), so every phrasing of one idea lands on the same side. */
export function foldOf(group: string, folds: number): number {
  let h = 2166136261;
  for (let i = 0; i < group.length; i++) h = Math.imul(h ^ group.charCodeAt(i), 16777619);
  return (h >>> 0) % folds;
}
