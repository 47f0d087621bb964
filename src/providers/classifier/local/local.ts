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

/**
 * Whether the committed model is sure enough an ask is innocent to overrule a
 * rules refusal: the rules read words, and innocent asks share their words
 * ("the kitchen store", "a towed car"). Always the local model, whichever
 * classifier runs second, so the verdict is offline and repeatable.
 */
export async function rulesOverruled(ask: ClassifierInput): Promise<boolean> {
  const { rulesOverruledAt } = localModel().thresholds;
  const ngram = score(localModel(), featuresOf(ask)).allow;
  // The head can lift an English ask's score halfway to 1 at most: when even that falls short, the encoder is skipped.
  if ((ngram + 1) / 2 < rulesOverruledAt) return false;
  return allowScore(ngram, await englishAllow(committedHead as HeadFile, ask.question, ask.location)) >= rulesOverruledAt;
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
    const scores = score(localModel(), featuresOf(ask));
    // The head can pull an English ask's score down to half the n-gram model's at most: when that half already
    // clears the threshold the ask is allowed whatever the head says, so the encoder (most of the cost) is skipped.
    if (scores.allow / 2 >= english && scores.allow >= other) return { flagged: false };
    const head = await englishAllow(committedHead as HeadFile, ask.question, ask.location);
    const allow = allowScore(scores.allow, head);
    const threshold = head === null ? other : english;
    if (allow >= threshold) return { flagged: false };
    return {
      flagged: true,
      category: scores.category,
      reason: `the local safety model judges this ask most like ${scores.category.replace(/_/g, ' ')} (allow ${allow.toFixed(2)}, below ${threshold.toFixed(2)}).`,
    };
  },
};
