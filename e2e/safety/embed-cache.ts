/*
 * Embeds every English ask of the corpus and our own material once, into a
 * cache the training script reads (e2e/safety/.embeddings.jsonl, not
 * committed): the encoder is the slow part, the head trains in seconds.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAsk } from '@/domain/safety/readings.ts';
import { encoderSentence, loadSentenceEncoder } from '@/providers/classifier/local/sentence-encoder.ts';
import { locationText, readAsks, trainingAsks } from './corpus.ts';

export const EMBEDDINGS_CACHE = join(import.meta.dirname, '.embeddings.jsonl');

export function readEmbeddingCache(): Map<string, number[]> {
  const cache = new Map<string, number[]>();
  if (!existsSync(EMBEDDINGS_CACHE)) return cache;
  for (const line of readFileSync(EMBEDDINGS_CACHE, 'utf8').split('\n')) {
    if (!line) continue;
    const { sentence, vector } = JSON.parse(line) as { sentence: string; vector: number[] };
    cache.set(sentence, vector);
  }
  return cache;
}

export const askText = (question: string, location: string | null) => (location ? `${question}\n${location}` : question);

if (process.argv[1]?.endsWith('embed-cache.ts')) {
  const cache = readEmbeddingCache();
  const encoder = await loadSentenceEncoder();
  const asks = [...trainingAsks(), ...process.argv.slice(2).flatMap((path) => readAsks(path))];
  let done = 0;
  for (const ask of asks) {
    const sentence = encoderSentence(readAsk(ask.question, locationText(ask)));
    if (sentence === null || cache.has(sentence)) continue;
    const vector = [...(await encoder.embed(sentence))].map((v) => Number(v.toFixed(5)));
    cache.set(sentence, vector);
    appendFileSync(EMBEDDINGS_CACHE, `${JSON.stringify({ sentence, vector })}\n`);
    if (++done % 200 === 0) console.log(`${done} embedded`);
  }
  console.log(`${cache.size} sentences in the cache`);
}
