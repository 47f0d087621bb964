import type { SafetyClassifier } from '../types.ts';
import { featuresOf } from './features.ts';
import { loadModel, score, type LoadedModel, type ModelFile } from './model.ts';
import committed from './weights.json' with { type: 'json' };

let model: LoadedModel | undefined;

/** The committed model, decoded once per process. */
function localModel(): LoadedModel {
  model ??= loadModel(committed as ModelFile);
  return model;
}

/**
 * The default classifier: a small model trained on the labelled corpus's dev
 * split (e2e/safety/train.ts), run in this process with no network.
 */
export const localClassifier: SafetyClassifier = {
  name: 'local',
  isLive: false,
  async classify(ask) {
    const loaded = localModel();
    const scores = score(loaded, featuresOf(ask));
    if (scores.allow >= loaded.allowBelow) return { flagged: false };
    return {
      flagged: true,
      category: scores.category,
      reason: `the local safety model judges this ask most like ${scores.category.replace(/_/g, ' ')} (allow ${scores.allow.toFixed(2)}, below ${loaded.allowBelow.toFixed(2)}).`,
    };
  },
};
