/*
 * The learning shared by training (train.ts) and grouped cross-validation
 * (cv.ts): the n-gram model, the sentence-embedding head, and the threshold
 * search. Deterministic: seeded shuffles, fixed epochs.
 */
import { checkRules, mayBeOverruled } from '@/domain/safety/rules.ts';
import type { ScopeVerdict } from '@/domain/safety/types.ts';
import { readAsk } from '@/domain/safety/readings.ts';
import { FEATURE_BITS, featuresOf } from '@/providers/classifier/local/features.ts';
import { allowScore, CLASSES, featureValue, probabilities, type Thresholds } from '@/providers/classifier/local/model.ts';
import { headProbabilities } from '@/providers/classifier/local/head.ts';
import { EMBEDDING_SIZE, encoderSentence } from '@/providers/classifier/local/sentence-encoder.ts';
import { locationText, type LabelledAsk } from './corpus.ts';
import { askText } from './embed-cache.ts';

const EPOCHS = Number(process.env.EPOCHS ?? 10);
/** L2 penalty on the weights an ask touches: keeps the model from betting everything on one rare n-gram. */
const L2 = Number(process.env.L2 ?? 1e-4);
const LEARNING_RATE = Number(process.env.LR ?? 0.5);
const HEAD_EPOCHS = Number(process.env.HEAD_EPOCHS ?? 30);
const HEAD_L2 = Number(process.env.HEAD_L2 ?? 1e-3);

/** How the rules judge an ask: not refused, refused but open to the model's second opinion, or refused for good. */
export type RulesOutcome = 'allowed' | 'overrulable' | 'final';

/** One ask as every learner sees it: its n-gram features, its embedding (English only) and how the rules judge it. */
export type Example = { ask: LabelledAsk; features: number[]; embedding: number[] | null; label: number; byRules: RulesOutcome };

export function example(ask: LabelledAsk, embeddings: Map<string, number[]>): Example {
  const input = { question: ask.question, location: locationText(ask), taskType: ask.task_type };
  const sentence = encoderSentence(readAsk(ask.question, locationText(ask)));
  return {
    ask,
    features: featuresOf(input),
    embedding: sentence === null ? null : (embeddings.get(sentence) ?? null),
    label: CLASSES.indexOf(ask.expected),
    byRules: rulesOutcome(checkRules(input)),
  };
}

function rulesOutcome(verdict: ScopeVerdict): RulesOutcome {
  if (!verdict.refused) return 'allowed';
  return mayBeOverruled(verdict.category) ? 'overrulable' : 'final';
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

function shuffled(count: number, next: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export type NgramModel = { weights: Float32Array; bias: number[] };

/** Softmax regression by AdaGrad over the sparse n-gram features. */
export function trainNgrams(examples: readonly Example[]): NgramModel {
  const k = CLASSES.length;
  const weights = new Float32Array((1 << FEATURE_BITS) * k);
  const squares = new Float32Array(weights.length).fill(1e-6);
  const bias = new Array<number>(k).fill(0);
  const biasSquares = new Array<number>(k).fill(1e-6);
  const next = random(20261124);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const index of shuffled(examples.length, next)) {
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

export const ngramAllow = (model: NgramModel, features: number[]) =>
  probabilities({ bias: model.bias, weight: (f, c) => model.weights[f * CLASSES.length + c]! }, features)[0]!;

/** The embedding head: softmax regression over the 512 numbers, class-major weights. */
export type Head = { weights: number[]; bias: number[] };

/** Trains the head by AdaGrad on the English examples. */
export function trainHead(examples: readonly Example[]): Head {
  const k = CLASSES.length;
  const english = examples.filter((e) => e.embedding !== null);
  const head: Head = { weights: new Array<number>(k * EMBEDDING_SIZE).fill(0), bias: new Array<number>(k).fill(0) };
  const squares = new Float64Array(head.weights.length).fill(1e-6);
  const biasSquares = new Float64Array(k).fill(1e-6);
  const next = random(512);
  for (let epoch = 0; epoch < HEAD_EPOCHS; epoch++) {
    for (const index of shuffled(english.length, next)) {
      const { embedding, label } = english[index]!;
      const probs = headProbabilities(head, embedding!);
      for (let c = 0; c < k; c++) {
        const gradient = probs[c]! - (c === label ? 1 : 0);
        biasSquares[c]! += gradient * gradient;
        head.bias[c]! -= (0.1 * gradient) / Math.sqrt(biasSquares[c]!);
        for (let i = 0; i < EMBEDDING_SIZE; i++) {
          const at = c * EMBEDDING_SIZE + i;
          const step = gradient * embedding![i]! + HEAD_L2 * head.weights[at]!;
          squares[at]! += step * step;
          head.weights[at]! -= (0.1 * step) / Math.sqrt(squares[at]!);
        }
      }
    }
  }
  return head;
}

/** An ask scored by both learners (no head score for asks the encoder does not read). */
export type Scored = { ask: LabelledAsk; unsafe: boolean; byRules: RulesOutcome; ngram: number; head: number | null };

export function refusedBy(s: Scored, t: Thresholds): boolean {
  const allow = allowScore(s.ngram, s.head);
  return s.byRules === 'final' || (s.byRules === 'overrulable' && allow < t.rulesOverruledAt) || allow < (s.head === null ? t.other : t.english);
}

export function rateOf(scored: readonly Scored[], t: Thresholds) {
  const innocent = scored.filter((s) => !s.unsafe);
  const unsafe = scored.filter((s) => s.unsafe);
  return {
    recall: unsafe.filter((s) => refusedBy(s, t)).length / Math.max(1, unsafe.length),
    falseRefusals: innocent.filter((s) => refusedBy(s, t)).length / Math.max(1, innocent.length),
  };
}

/** Where a rules refusal may be overruled: never (above any score), or from a score the model rarely gives an unsafe ask. */
const OVERRULE_STEPS = [2, 0.97, 0.95, 0.9, 0.85, 0.8];

/**
 * The thresholds (English, other languages, overruling the rules) with the best recall whose false refusals stay at
 * or under the target for English asks and for the others alike (each group has its own threshold, so neither pays
 * for the other's budget).
 */
export function calibrate(scored: readonly Scored[], target: number): Thresholds & { recall: number; falseRefusals: number } {
  let best = { english: 0, other: 0, rulesOverruledAt: 2, recall: -1, falseRefusals: 1 };
  const steps = Array.from({ length: 50 }, (_, i) => Number((i * 0.02).toFixed(2)));
  const english = scored.filter((s) => s.head !== null);
  const others = scored.filter((s) => s.head === null);
  for (const rulesOverruledAt of OVERRULE_STEPS) {
    for (const englishAt of steps) {
      for (const otherAt of steps) {
        const t = { english: englishAt, other: otherAt, rulesOverruledAt };
        if (rateOf(english, t).falseRefusals > target || rateOf(others, t).falseRefusals > target) continue;
        const r = rateOf(scored, t);
        if (r.recall > best.recall) best = { ...t, ...r };
      }
    }
  }
  return best;
}
