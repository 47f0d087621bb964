import { env } from '@/env.ts';
import { llmClassifier } from './llm.ts';
import { localClassifier, warmLocalClassifier } from './local/local.ts';
import type { SafetyClassifier } from './types.ts';

let classifier: SafetyClassifier | undefined;

/** The classifier chosen by SAFETY_CLASSIFIER, made once per process. */
export function safetyClassifier(): SafetyClassifier {
  classifier ??= makeClassifier();
  return classifier;
}

function makeClassifier(): SafetyClassifier {
  const config = env();
  if (config.SAFETY_CLASSIFIER === 'local') return localClassifier;
  if (!config.SAFETY_LLM_BASE_URL || !config.SAFETY_LLM_MODEL) throw new Error('SAFETY_CLASSIFIER=llm needs SAFETY_LLM_BASE_URL and SAFETY_LLM_MODEL to be set.');
  return llmClassifier({
    baseURL: config.SAFETY_LLM_BASE_URL,
    model: config.SAFETY_LLM_MODEL,
    apiKey: config.SAFETY_LLM_API_KEY ?? 'none',
    timeoutMs: config.SAFETY_LLM_TIMEOUT_MS,
  });
}

/** Loads the local classifier's sentence encoder in the background at server start, like the photo model. */
export async function warmSafetyClassifier(): Promise<void> {
  if (env().SAFETY_CLASSIFIER === 'local') await warmLocalClassifier();
}

/** For /status: which classifier runs, without creating it. */
export function safetyClassifierInfo(): { name: string; isLive: boolean; description: string } {
  const config = env();
  return config.SAFETY_CLASSIFIER === 'llm'
    ? {
        name: 'llm',
        isLive: true,
        description: `Live: the second stage of the safety review asks ${config.SAFETY_LLM_MODEL ?? 'a model'} at an OpenAI-compatible endpoint; when it does not answer within ${config.SAFETY_LLM_TIMEOUT_MS} ms the ask is refused with safety_review_unavailable. The local model still gives the second opinion on rules refusals.`,
      }
    : {
        name: 'local',
        isLive: false,
        description: 'Local: the second stage of the safety review is a small model in this process (hashed character n-grams and concepts, logistic regression, and a sentence-encoder head for English, trained on the labelled corpus); it also gives the second opinion on rules refusals; no network.',
      };
}
