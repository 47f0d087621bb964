import sharp from 'sharp';
import type { NSFWJS, PredictionType } from 'nsfwjs/core';
import { tensorflow } from '../tensorflow/wasm.ts';
import { withTimeout } from './timeout.ts';
import type { VisionProvider, VisionVerdict } from './types.ts';

/** Porn or Hentai at or above this probability is a confirmed finding (unsafe). */
export const UNSAFE_AT = 0.85;
/** At or above this it is uncertain: noted in the reason, but the photo passes. */
export const UNCERTAIN_AT = 0.5;

const NOT_CHECKED = 'It does not detect graphic gore or violence.';
const INPUT_SIZE = 224;

type Loaded = { model: NSFWJS; tf: typeof import('@tensorflow/tfjs') };

let loading: Promise<Loaded> | undefined;

/**
 * Loads TensorFlow.js on its wasm backend and the MobileNetV2 NSFW model that
 * ships inside the nsfwjs package (no download). Once per process; a failed
 * load is retried by the next check.
 */
export function loadNsfwModel(): Promise<Loaded> {
  loading ??= (async () => {
    const tf = await tensorflow();
    const { load } = await import('nsfwjs/core');
    const { MobileNetV2Model } = await import('nsfwjs/models/mobilenet_v2');
    const model = await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
    return { model, tf };
  })().catch((error: unknown) => {
    loading = undefined;
    throw new Error(`the local photo model could not load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  return loading;
}

async function decode(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(image)
      .rotate()
      .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new Error(`the photo could not be decoded (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

/** Maps the model's five class probabilities to a verdict. Exported for tests. */
export function verdictFrom(predictions: PredictionType[]): VisionVerdict {
  const probability = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
  const [label, score] = (['Porn', 'Hentai'] as const)
    .map((name) => [name, probability(name)] as const)
    .reduce((best, next) => (next[1] > best[1] ? next : best));
  const shown = `${label} ${score.toFixed(2)}`;
  if (score >= UNSAFE_AT) return { status: 'unsafe', reason: `Explicit sexual content detected (${shown}) by the local photo model.` };
  if (score >= UNCERTAIN_AT) {
    return {
      status: 'uncertain',
      reason: `Possible explicit sexual content (${shown}), below the ${UNSAFE_AT} threshold for a finding, so the photo passes. The local model checks for explicit sexual content only. ${NOT_CHECKED}`,
    };
  }
  return {
    status: 'safe',
    reason: `No explicit sexual content found (${shown}). The local model checks for explicit sexual content only. ${NOT_CHECKED}`,
  };
}

/**
 * A real classifier that runs in this process: nsfwjs MobileNetV2 on
 * TensorFlow.js (wasm). It looks for explicit sexual content only; it cannot
 * see gore or violence, and every reason says so.
 */
export function localNsfwVision({ timeoutMs }: { timeoutMs: number }): VisionProvider {
  return {
    name: 'local-nsfw',
    isLive: true,
    async check(image) {
      return withTimeout(
        (async () => {
          const [{ model, tf }, pixels] = await Promise.all([loadNsfwModel(), decode(image)]);
          const input = tf.tensor3d(new Int32Array(pixels.data), [pixels.height, pixels.width, 3], 'int32');
          try {
            return verdictFrom(await model.classify(input, 5));
          } finally {
            input.dispose();
          }
        })(),
        timeoutMs,
        'the local photo check',
      );
    },
  };
}
