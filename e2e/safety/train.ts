/*
 * Trains the local safety classifier (npm run train:safety) and writes its
 * weights to src/providers/classifier/local/weights.json. Deterministic: the
 * same material gives the same bytes. Reads only the dev split and our own
 * material; the blind split is never opened here.
 *
 * 1. Train on our material plus four fifths of dev (by group), score the
 *    held-out fifth with the rules and the model together, and pick the
 *    refusal threshold that keeps false refusals there at or under TARGET_FALSE_REFUSALS
 *    with the best recall.
 * 2. Train again on everything, keep that threshold, and write the file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRules } from '@/domain/safety/rules.ts';
import { FEATURE_BITS, featuresOf } from '@/providers/classifier/local/features.ts';
import { CLASSES, featureValue, probabilities, type ModelFile } from '@/providers/classifier/local/model.ts';
import { foldOf, locationText, OWN_MATERIAL, readAsks, SPLITS, type LabelledAsk } from './corpus.ts';

const TARGET_FALSE_REFUSALS = 0.02;
const EPOCHS = Number(process.env.EPOCHS ?? 10);
/** L2 penalty on the weights an ask touches: keeps the model from betting everything on one rare n-gram. */
const L2 = Number(process.env.L2 ?? 1e-4);
const LEARNING_RATE = Number(process.env.LR ?? 0.5);
const HELD_OUT_FOLDS = 5;
const OUT = join(import.meta.dirname, '..', '..', 'src', 'providers', 'classifier', 'local', 'weights.json');

type Example = { features: number[]; label: number };

function example(ask: LabelledAsk): Example {
  return { features: featuresOf({ question: ask.question, location: locationText(ask), taskType: ask.task_type }), label: CLASSES.indexOf(ask.expected) };
}

/** A seeded PRNG (mulberry32): the same shuffles on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Trained = { weights: Float32Array; bias: number[] };

/** Softmax regression by AdaGrad over the sparse features. */
function train(examples: Example[]): Trained {
  const k = CLASSES.length;
  const weights = new Float32Array((1 << FEATURE_BITS) * k);
  const squares = new Float32Array(weights.length).fill(1e-6);
  const bias = new Array<number>(k).fill(0);
  const biasSquares = new Array<number>(k).fill(1e-6);
  const next = random(20261124);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, label } = examples[index]!;
      const probs = probabilities({ bias, weight: (f, c) => weights[f * k + c]! }, features);
      const value = featureValue(features);
      for (let c = 0; c < k; c++) {
        const gradient = probs[c]! - (c === label ? 1 : 0);
        biasSquares[c]! += gradient * gradient;
        bias[c]! -= (LEARNING_RATE * gradient) / Math.sqrt(biasSquares[c]!);
        for (const f of features) {
          const at = f * k + c;
          const step = gradient * value + L2 * weights[at]!;
          squares[at]! += step * step;
          weights[at]! -= (LEARNING_RATE * step) / Math.sqrt(squares[at]!);
        }
      }
    }
  }
  return { weights, bias };
}

const allowProbability = (model: Trained, features: number[]) =>
  probabilities({ bias: model.bias, weight: (f, c) => model.weights[f * CLASSES.length + c]! }, features)[0]!;

/** The threshold on P(allow) with the best held-out recall whose false refusals stay at or under the target. */
function calibrate(model: Trained, heldOut: LabelledAsk[]): number {
  const scored = heldOut.map((ask) => ({
    unsafe: ask.expected !== 'allow',
    byRules: checkRules({ question: ask.question, location: locationText(ask), taskType: ask.task_type }).refused,
    allow: allowProbability(model, example(ask).features),
  }));
  const innocent = scored.filter((s) => !s.unsafe);
  const unsafe = scored.filter((s) => s.unsafe);
  // With no threshold under the target, the one with the fewest false refusals.
  let best = { threshold: 0.02, recall: -1 };
  for (let threshold = 0.02; threshold <= 0.98; threshold += 0.01) {
    const refused = (s: (typeof scored)[number]) => s.byRules || s.allow < threshold;
    const falseRefusals = innocent.filter(refused).length / Math.max(1, innocent.length);
    const recall = unsafe.filter(refused).length / Math.max(1, unsafe.length);
    if (falseRefusals <= TARGET_FALSE_REFUSALS && recall >= best.recall) best = { threshold, recall };
  }
  const falselyLow = innocent.filter((s) => !s.byRules).map((s) => s.allow).sort((a, b) => a - b).slice(0, 5);
  console.log(`lowest P(allow) of held-out innocent asks: ${falselyLow.map((p) => p.toFixed(3)).join(', ')}`);
  const curve = [0.01, 0.02, 0.03, 0.05].map((target) => {
    let recall = 0;
    for (let threshold = 0.02; threshold <= 0.98; threshold += 0.01) {
      const refused = (s: (typeof scored)[number]) => s.byRules || s.allow < threshold;
      if (innocent.filter(refused).length / innocent.length <= target) recall = Math.max(recall, unsafe.filter(refused).length / unsafe.length);
    }
    return `${target}: ${recall.toFixed(3)}`;
  });
  console.log(`held-out recall at false-refusal rates ${curve.join(', ')}`);
  console.log(`held-out fold: ${unsafe.length} unsafe, ${innocent.length} innocent; threshold allow < ${best.threshold.toFixed(2)} gives recall ${best.recall.toFixed(3)}`);
  return Number(best.threshold.toFixed(2));
}

function quantize(model: Trained, allowBelow: number, trainedOn: string): ModelFile {
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
    allowBelow,
    trainedOn,
  };
}

const own = readAsks(OWN_MATERIAL);
const dev = readAsks(SPLITS.dev);
const calibration = dev.length > 0 ? dev : own;
const heldOut = calibration.filter((ask) => foldOf(ask.group, HELD_OUT_FOLDS) === 0);
const firstPass = [...own, ...dev].filter((ask) => !heldOut.includes(ask));
console.log(`training on ${own.length} own asks and ${dev.length} dev asks; calibrating on ${heldOut.length} held-out ${dev.length > 0 ? 'dev' : 'own'} asks`);
const allowBelow = calibrate(train(firstPass.map(example)), heldOut);
if (process.env.CALIBRATE_ONLY) process.exit(0);
const final = train([...own, ...dev].map(example));
writeFileSync(OUT, `${JSON.stringify(quantize(final, allowBelow, `${own.length} own asks + ${dev.length} dev asks`))}\n`);
console.log(`wrote ${OUT}`);
