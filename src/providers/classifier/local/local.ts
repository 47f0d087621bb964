import type { RefusalCategory } from '@/domain/safety/types.ts';
import type { ClassifierInput, SafetyClassifier } from '../types.ts';
import { featuresOf } from './features.ts';
import committedHead from './head.json' with { type: 'json' };
import { englishAllow, type HeadFile } from './head.ts';
import { allowScore, loadModel, score, type LoadedModel, type ModelFile } from './model.ts';
import committed from './weights.json' with { type: 'json' };
import { loadSentenceEncoder } from './sentence-encoder.ts';

let model: LoadedModel | undefined;

/** The committed model, decoded once per process. */
function localModel(): LoadedModel {
  model ??= loadModel(committed as ModelFile);
  return model;
}

/** Starts loading the sentence encoder (a few seconds) so the first English ask does not wait for it. */
export async function warmLocalClassifier(): Promise<void> {
  await loadSentenceEncoder().catch(() => {
    // the first English ask retries the load and reports its failure as safety_review_unavailable
  });
}

/** How much the committed model judges an ask allowed (0 to 1), read exactly enough to tell whether it reaches `needAtLeast`; `english` when the head took part. */
async function allowOf(ask: ClassifierInput, needAtLeast: number): Promise<{ allow: number; english: boolean; category: RefusalCategory }> {
  const scores = score(localModel(), featuresOf(ask));
  // The head can move an English ask's score halfway at most: when the n-gram score alone settles the comparison the
  // caller makes, the encoder (most of the cost) is skipped.
  if (scores.allow / 2 >= needAtLeast || (scores.allow + 1) / 2 < needAtLeast) return { allow: scores.allow, english: false, category: scores.category };
  const head = await englishAllow(committedHead as HeadFile, ask.question, ask.location);
  return { allow: allowScore(scores.allow, head), english: head !== null, category: scores.category };
}

/**
 * Whether the committed model is sure enough an ask is innocent to overrule a
 * rules refusal: the rules read words, and innocent asks share their words
 * ("the kitchen store", "a towed car"). Always the local model, whichever
 * classifier runs second, so the verdict is offline and repeatable.
 */
export async function rulesOverruled(ask: ClassifierInput): Promise<boolean> {
  const { rulesOverruledAt } = localModel().thresholds;
  return (await allowOf(ask, rulesOverruledAt)).allow >= rulesOverruledAt;
}

/**
 * The default classifier, run in this process with no network: a hashed
 * n-gram model for every language and, for English asks, a head on the
 * Universal Sentence Encoder's embedding (paraphrases of an idea land near
 * each other), both trained by e2e/safety/train.ts.
 */
export const localClassifier: SafetyClassifier = {
  name: 'local',
  isLive: false,
  async classify(ask) {
    const { english, other } = localModel().thresholds;
    const { allow, english: readAsEnglish, category } = await allowOf(ask, Math.max(english, other));
    const threshold = readAsEnglish ? english : other;
    if (allow >= threshold) return { flagged: false };
    return {
      flagged: true,
      category,
      reason: `the local safety model judges this ask most like ${category.replace(/_/g, ' ')} (allow ${allow.toFixed(2)}, below ${threshold.toFixed(2)}).`,
    };
  },
};
