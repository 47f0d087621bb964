import type OpenAI from 'openai';
import { withTimeout } from './timeout.ts';
import type { VisionProvider, VisionVerdict } from './types.ts';

export type OpenAiVisionConfig = { apiKey: string; baseURL?: string; timeoutMs: number };

export const MODERATION_MODEL = 'omni-moderation-latest';
/** Confirmed findings: these categories, when the endpoint flags them, make the photo unsafe. */
const FINDINGS = ['sexual', 'violence/graphic', 'sexual/minors'] as const;
const UNCERTAIN_AT = 0.5;

type ModerationResult = OpenAI.Moderations.Moderation;

/** Maps one moderation result to a verdict. Exported for tests. */
export function verdictFrom(result: ModerationResult): VisionVerdict {
  const scores = result.category_scores as unknown as Record<string, number | undefined>;
  const categories = result.categories as unknown as Record<string, boolean | undefined>;
  const score = (name: string) => (scores[name] ?? 0).toFixed(2);
  const flagged = Object.keys(categories).filter((name) => categories[name]);
  const findings = FINDINGS.filter((name) => categories[name]);
  if (result.flagged && findings.length > 0) {
    return { status: 'unsafe', reason: `OpenAI moderation flagged the photo: ${findings.map((name) => `${name} ${score(name)}`).join(', ')}.` };
  }
  const summary = `sexual ${score('sexual')}, violence/graphic ${score('violence/graphic')}`;
  if (flagged.length > 0) {
    return {
      status: 'uncertain',
      reason: `OpenAI moderation flagged ${flagged.map((name) => `${name} ${score(name)}`).join(', ')}, which is not explicit sexual content or graphic gore (${summary}), so the photo passes.`,
    };
  }
  if (Math.max(scores.sexual ?? 0, scores['violence/graphic'] ?? 0) >= UNCERTAIN_AT) {
    return { status: 'uncertain', reason: `OpenAI moderation did not flag the photo, but scored it close (${summary}), so the photo passes.` };
  }
  return { status: 'safe', reason: `OpenAI moderation found no explicit sexual content or graphic violence (${summary}).` };
}

/**
 * Photo check through OpenAI's moderation endpoint (omni-moderation-latest),
 * the image sent inline as a base64 data URL. A network or API failure, or no
 * answer within the timeout, throws.
 */
export function openAiVision(config: OpenAiVisionConfig): VisionProvider {
  let client: Promise<OpenAI> | undefined;
  const connect = async (): Promise<OpenAI> => {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 1 });
  };
  return {
    name: 'openai',
    isLive: true,
    async check(image, contentType) {
      if (!/^image\/(jpeg|png|webp|gif)$/.test(contentType)) throw new Error(`OpenAI moderation cannot check ${contentType} files`);
      const signal = AbortSignal.timeout(config.timeoutMs);
      const work = (async () => {
        client ??= connect().catch((error: unknown) => {
          client = undefined;
          throw error;
        });
        const openai = await client;
        let response: OpenAI.Moderations.ModerationCreateResponse;
        try {
          response = await openai.moderations.create(
            { model: MODERATION_MODEL, input: [{ type: 'image_url', image_url: { url: `data:${contentType};base64,${image.toString('base64')}` } }] },
            { signal },
          );
        } catch (error) {
          throw new Error(`OpenAI moderation failed: ${describe(error, signal)}`, { cause: error });
        }
        const result = response.results?.[0];
        if (!result) throw new Error('OpenAI moderation answered without a result');
        return verdictFrom(result);
      })();
      return withTimeout(work, config.timeoutMs, 'the OpenAI photo check');
    },
  };
}

function describe(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'no answer in time';
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return `HTTP ${error.status}${error instanceof Error ? ` (${error.message})` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}
