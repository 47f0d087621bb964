import type { SafetyClassifier } from '../types.ts';
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
 * The default classifier, run in this process with no network: a hashed
 * n-gram model for every language and, for English asks, a head on the
 * Universal Sentence Encoder's embedding (paraphrases of an idea land near
 * each other), both trained by e2e/safety/train.ts.
 */
export const localClassifier: SafetyClassifier = {
  name: 'local',
  isLive: false,
  async classify(ask) {
    const loaded = localModel();
    const scores = score(loaded, featuresOf(ask));
    const head = await englishAllow(committedHead as HeadFile, ask.question, ask.location);
    const allow = allowScore(scores.allow, head);
    const threshold = head === null ? loaded.allowBelow.other : loaded.allowBelow.english;
    if (allow >= threshold) return { flagged: false };
    return {
      flagged: true,
      category: scores.category,
      reason: `the local safety model judges this ask most like ${scores.category.replace(/_/g, ' ')} (allow ${allow.toFixed(2)}, below ${threshold.toFixed(2)}).`,
    };
  },
};
