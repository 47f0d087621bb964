/*
 * Trains the local safety classifier (npm run train:safety) and writes its
 * weights: the n-gram model to src/providers/classifier/local/weights.json,
 * the English sentence-embedding head to head.json. Deterministic: the same
 * material gives the same bytes. Needs the embedding cache
 * (npx tsx e2e/safety/embed-cache.ts).
 *
 * Trained on everything corpus.ts's trainingAsks() returns: our own
 * material, the corpus splits, every spent blind set and the outside
 * writers' files. The thresholds (refuse below, and overrule the rules at or
 * above) are chosen on grouped cross-validation's out-of-fold scores (cv.ts),
 * so they fit ideas the learners did not see.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_BITS } from '@/providers/classifier/local/features.ts';
import { CLASSES, type ModelFile, type Thresholds } from '@/providers/classifier/local/model.ts';
import type { HeadFile } from '@/providers/classifier/local/head.ts';
import { trainingAsks } from './corpus.ts';
import { outOfFoldScores, TARGET_FALSE_REFUSALS } from './cv.ts';
import { readEmbeddingCache } from './embed-cache.ts';
import { calibrate, example, trainHead, trainNgrams, type Head, type NgramModel } from './learn.ts';

const HERE = join(import.meta.dirname, '..', '..', 'src', 'providers', 'classifier', 'local');

function quantize(model: NgramModel, thresholds: Thresholds, trainedOn: string): ModelFile {
  const k = CLASSES.length;
  const scales = CLASSES.map((_, c) => {
    let max = 0;
    for (let at = c; at < model.weights.length; at += k) max = Math.max(max, Math.abs(model.weights[at]!));
    return max / 127 || 1;
  });
  const bytes = new Int8Array(model.weights.length);
  for (let at = 0; at < bytes.length; at++) bytes[at] = Math.round(model.weights[at]! / scales[at % k]!);
  return {
    featureBits: FEATURE_BITS,
    classes: [...CLASSES],
    scales: scales.map((s) => Number(s.toPrecision(6))),
    bias: model.bias.map((b) => Number(b.toFixed(6))),
    weights: Buffer.from(bytes.buffer).toString('base64'),
    thresholds,
    trainedOn,
  };
}

const headFile = (head: Head): HeadFile => ({
  classes: [...CLASSES],
  bias: head.bias.map((b) => Number(b.toFixed(5))),
  weights: head.weights.map((w) => Number(w.toFixed(5))),
});

const thresholds = calibrate(outOfFoldScores(true), TARGET_FALSE_REFUSALS);
console.log(`out-of-fold: English allow < ${thresholds.english}, other allow < ${thresholds.other}, rules overruled at >= ${thresholds.rulesOverruledAt}: recall ${thresholds.recall.toFixed(3)}, false refusals ${thresholds.falseRefusals.toFixed(3)}`);
const embeddings = readEmbeddingCache();
const asks = trainingAsks();
const examples = asks.map((ask) => example(ask, embeddings));
const trainedOn = `${asks.length} asks: own material, dev split, blind split 1, blind sets 2 to 9, rounds 3 to 9 writers`;
const { english, other, rulesOverruledAt } = thresholds;
writeFileSync(join(HERE, 'weights.json'), `${JSON.stringify(quantize(trainNgrams(examples), { english, other, rulesOverruledAt }, trainedOn))}\n`);
writeFileSync(join(HERE, 'head.json'), `${JSON.stringify(headFile(trainHead(examples)))}\n`);
console.log(`wrote ${HERE}/weights.json and head.json`);
