import { env } from '@/env.ts';
import { localNsfwVision } from './local-nsfw.ts';
import { openAiVision } from './openai.ts';
import type { VisionProvider } from './types.ts';

let provider: VisionProvider | undefined;

/** The photo check chosen by VISION_PROVIDER, made once per process (the local model then loads once, on first use). */
export function visionProvider(): VisionProvider {
  provider ??= makeVisionProvider();
  return provider;
}

function makeVisionProvider(): VisionProvider {
  const config = env();
  switch (config.VISION_PROVIDER) {
    case 'local-nsfw':
      return localNsfwVision({ timeoutMs: config.VISION_TIMEOUT_MS });
    case 'openai':
      if (!config.OPENAI_API_KEY) throw new Error('VISION_PROVIDER=openai needs OPENAI_API_KEY to be set.');
      return openAiVision({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.VISION_TIMEOUT_MS });
  }
}

/** For /status: which photo check runs, without creating it. */
export function visionProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().VISION_PROVIDER;
  return name === 'openai'
    ? { name, isLive: true, description: "Live: photos are checked by OpenAI's moderation endpoint (omni-moderation-latest) for explicit sexual content and graphic violence." }
    : {
        name,
        isLive: true,
        description: 'Local model (nsfwjs MobileNetV2, in this process): photos are checked for explicit sexual content only; graphic gore and violence are not detected.',
      };
}
