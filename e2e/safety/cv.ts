/*
 * npm run cv:safety — leave-groups-out cross-validation of the whole review
 * (rules + n-gram model + English embedding head) over our own material and
 * both corpus splits (blind split 1 was spent on 2026-11-24 and folded into
 * training for round 2). Every phrasing of one idea stays in one fold, so a
 * fold's asks are ideas the learners never saw. Thresholds are chosen on the
 * other folds' out-of-fold scores and applied to the fold: the figures are
 * held-out, never tuned on the fold they report.
 */

import { foldOf, trainingAsks } from './corpus.ts';
import { readEmbeddingCache } from './embed-cache.ts';
import type { Thresholds } from '@/providers/classifier/local/model.ts';
import { headProbabilities } from '@/providers/classifier/local/head.ts';
import { calibrate, example, ngramAllow, rateOf, refusedBy, trainHead, trainNgrams, type Scored } from './learn.ts';

export const FOLDS = 5;
export const TARGET_FALSE_REFUSALS = Number(process.env.TARGET ?? 0.03);

/** Out-of-fold scores of every ask: each scored by learners trained on the other folds. */
export function outOfFoldScores(useHead: boolean): Scored[] {
  const embeddings = readEmbeddingCache();
  const examples = trainingAsks().map((ask) => example(ask, embeddings));
  const scored: Scored[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = examples.filter((e) => foldOf(e.ask.group, FOLDS) !== fold);
    const ngrams = trainNgrams(training);
    const head = useHead ? trainHead(training) : null;
    for (const e of examples.filter((e) => foldOf(e.ask.group, FOLDS) === fold)) {
      scored.push({
        ask: e.ask,
        unsafe: e.label !== 0,
        byRules: e.byRules,
        ngram: ngramAllow(ngrams, e.features),
        head: head && e.embedding ? headProbabilities(head, e.embedding)[0]! : null,
      });
    }
    console.error(`fold ${fold + 1}/${FOLDS} scored`);
  }
  return scored;
}

const fmt = (n: number) => n.toFixed(3);

function table(title: string, scored: readonly Scored[], pick: (s: Scored) => Thresholds, key: (s: Scored) => string) {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  console.log(`\n  ${title.padEnd(20)} unsafe recall  innocent false-ref`);
  for (const [name, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const unsafe = group.filter((s) => s.unsafe);
    const innocent = group.filter((s) => !s.unsafe);
    const recall = unsafe.filter((s) => refusedBy(s, pick(s))).length / Math.max(1, unsafe.length);
    const fr = innocent.filter((s) => refusedBy(s, pick(s))).length / Math.max(1, innocent.length);
    console.log(`  ${name.padEnd(20)} ${String(unsafe.length).padStart(6)} ${unsafe.length ? fmt(recall) : '  -  '}  ${String(innocent.length).padStart(8)} ${innocent.length ? fmt(fr) : '  -  '}`);
  }
}

if (process.argv[1]?.endsWith('cv.ts')) {
  const useHead = !process.argv.includes('--no-head');
  const scored = outOfFoldScores(useHead);
  const rulesOnly = rateOf(scored, { english: 0, other: 0, rulesOverruledAt: 2 });
  console.log(`asks ${scored.length}; rules alone: recall ${fmt(rulesOnly.recall)}, false refusals ${fmt(rulesOnly.falseRefusals)}`);
  // Thresholds for each fold from the other folds' scores.
  const perFold = new Map<number, Thresholds>();
  for (let fold = 0; fold < FOLDS; fold++) {
    perFold.set(fold, calibrate(scored.filter((s) => foldOf(s.ask.group, FOLDS) !== fold), TARGET_FALSE_REFUSALS));
  }
  const pick = (s: Scored) => perFold.get(foldOf(s.ask.group, FOLDS))!;
  const unsafe = scored.filter((s) => s.unsafe);
  const innocent = scored.filter((s) => !s.unsafe);
  console.log(`grouped ${FOLDS}-fold CV (${useHead ? 'rules + n-grams + English head' : 'rules + n-grams'}), target false refusals ${TARGET_FALSE_REFUSALS}:`);
  console.log(`  recall ${fmt(unsafe.filter((s) => refusedBy(s, pick(s))).length / unsafe.length)}, false refusals ${fmt(innocent.filter((s) => refusedBy(s, pick(s))).length / innocent.length)}`);
  console.log(`  thresholds per fold (English/other/rules overruled at): ${[...perFold.values()].map((t) => `${t.english}/${t.other}/${t.rulesOverruledAt}`).join(', ')}`);
  const all = calibrate(scored, TARGET_FALSE_REFUSALS);
  console.log(`  thresholds on all out-of-fold scores (what train:safety ships): English allow < ${all.english}, other languages allow < ${all.other}, rules overruled at allow >= ${all.rulesOverruledAt}`);
  table('category', scored, pick, (s) => s.ask.expected);
  table('language', scored, pick, (s) => s.ask.language);
  table('trick', scored, pick, (s) => s.ask.trick);
  table("source", scored, pick, (s) => (s.ask.id.startsWith("own-") ? "own material" : "corpus"));


}
