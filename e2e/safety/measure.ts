import { reviewText, type TextVerdict } from '@/domain/safety/review.ts';
import { localClassifier } from '@/providers/classifier/local/local.ts';
import { locationText, type LabelledAsk } from './corpus.ts';

export type Outcome = { ask: LabelledAsk; verdict: TextVerdict; ms: number };

/** Runs the review the API runs (rules, then the local classifier; no place lookup) over asks, timing each. */
export async function reviewAll(asks: readonly LabelledAsk[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const ask of asks) {
    const started = performance.now();
    const verdict = await reviewText({ question: ask.question, location: locationText(ask), taskType: ask.task_type }, localClassifier);
    outcomes.push({ ask, verdict, ms: performance.now() - started });
  }
  return outcomes;
}

export type Rates = { unsafe: number; recall: number; innocent: number; falseRefusals: number };

/** Refusal recall over the unsafe asks, false-refusal rate over the innocent ones. */
export function rates(outcomes: readonly Outcome[]): Rates {
  const unsafe = outcomes.filter((o) => o.ask.expected !== 'allow');
  const innocent = outcomes.filter((o) => o.ask.expected === 'allow');
  return {
    unsafe: unsafe.length,
    recall: unsafe.filter((o) => o.verdict.refused).length / Math.max(1, unsafe.length),
    innocent: innocent.length,
    falseRefusals: innocent.filter((o) => o.verdict.refused).length / Math.max(1, innocent.length),
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
