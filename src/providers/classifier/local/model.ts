import { REFUSAL_CATEGORIES, type RefusalCategory } from '@/domain/safety/types.ts';
import { FEATURE_BITS } from './features.ts';

/** The classes the model tells apart: allow, or one refusal category. */
export const CLASSES = ['allow', ...REFUSAL_CATEGORIES] as const;
export type ModelClass = (typeof CLASSES)[number];

/**
 * A multinomial logistic regression over hashed features, as committed:
 * int8 weights (one scale per class) in base64, feature-major, so a sparse
 * ask reads ten neighbouring bytes per feature.
 */
export type ModelFile = {
  featureBits: number;
  classes: string[];
  scales: number[];
  bias: number[];
  weights: string;
  /** Where the allow score decides, calibrated by grouped cross-validation. */
  thresholds: Thresholds;
  trainedOn: string;
};

/**
 * Refuse an English ask whose allow score is below `english`, another below
 * `other`; and let a rules refusal stand unless the score is at or above
 * `rulesOverruledAt` (the rules trip on innocent asks that share their words;
 * the model, having read thousands of such asks, is the second opinion).
 */
export type Thresholds = { english: number; other: number; rulesOverruledAt: number };

export type LoadedModel = { weights: Int8Array; scales: number[]; bias: number[]; thresholds: Thresholds };

/** How much an ask looks allowed: the n-gram model's P(allow), averaged with the embedding head's when the ask is English. */
export const allowScore = (ngram: number, head: number | null): number => (head === null ? ngram : (ngram + head) / 2);

export function loadModel(file: ModelFile): LoadedModel {
  if (file.featureBits !== FEATURE_BITS || file.classes.join() !== CLASSES.join()) {
    throw new Error('The committed safety model does not match this code: run npm run train:safety.');
  }
  const bytes = Buffer.from(file.weights, 'base64');
  return { weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), scales: file.scales, bias: file.bias, thresholds: file.thresholds };
}

export type Scores = { allow: number; category: RefusalCategory; categoryScore: number };

/** Each present feature's value: the vector has unit length, so a long ask does not shout louder than a short one. */
export const featureValue = (features: readonly number[]): number => 1 / Math.sqrt(Math.max(1, features.length));

/** Class probabilities of one ask's features. */
export function probabilities(model: { bias: number[]; weight: (feature: number, k: number) => number }, features: readonly number[]): number[] {
  const logits = model.bias.slice();
  const value = featureValue(features);
  for (const feature of features) for (let k = 0; k < CLASSES.length; k++) logits[k]! += model.weight(feature, k) * value;
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function score(model: LoadedModel, features: readonly number[]): Scores {
  const weight = (feature: number, k: number) => model.weights[feature * CLASSES.length + k]! * model.scales[k]!;
  const probs = probabilities({ bias: model.bias, weight }, features);
  let best = 1;
  for (let k = 2; k < CLASSES.length; k++) if (probs[k]! > probs[best]!) best = k;
  return { allow: probs[0]!, category: CLASSES[best] as RefusalCategory, categoryScore: probs[best]! };
}
