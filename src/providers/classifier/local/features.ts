import * as concepts from '@/domain/safety/concepts.ts';
import { readAsk } from '@/domain/safety/readings.ts';

/*
 * What the local classifier sees of an ask: hashed character n-grams and
 * word pairs of every reading (so look-alike letters, spacing and encodings
 * are already undone), the task type, and which concepts of the review's
 * multilingual vocabulary occur (so a word learned in one language carries
 * to the others through its concept).
 */

/** Size of the hashed feature space: a power of two. */
export const FEATURE_BITS = 16;
const MASK = (1 << FEATURE_BITS) - 1;

const CONCEPTS = Object.entries(concepts).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);

/** FNV-1a, 32 bits: a stable hash, so committed weights keep their meaning. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

export type AskFeatures = { question: string; location: string | null; taskType: string };

/** The sparse feature vector of an ask: indices into the hashed space, each counted once. */
export function featuresOf(ask: AskFeatures): number[] {
  const { texts } = readAsk(ask.question, ask.location);
  const seen = new Set<number>();
  const add = (feature: string) => seen.add(hash(feature));
  const present = new Set<string>();
  add(`task:${ask.taskType}`);
  for (const reading of texts) {
    const padded = ` ${reading.replace(/[^\p{L}\p{N}'$]+/gu, ' ').trim()} `;
    const chars = [...padded];
    for (let n = 2; n <= 5; n++) {
      for (let i = 0; i + n <= chars.length; i++) add(`c${n}:${chars.slice(i, i + n).join('')}`);
    }
    const words = padded.trim().split(' ');
    for (let i = 0; i < words.length; i++) {
      add(`w:${words[i]}`);
      if (i + 1 < words.length) add(`b:${words[i]} ${words[i + 1]}`);
    }
    for (const [name, pattern] of CONCEPTS) if (pattern.test(reading)) present.add(name);
  }
  // Concepts alone and in pairs: the rules refuse combinations ("follow" + a person), and pairs let the model learn
  // the combinations the rules do not write.
  const names = [...present].sort();
  for (let i = 0; i < names.length; i++) {
    add(`concept:${names[i]}`);
    for (let j = i + 1; j < names.length; j++) add(`pair:${names[i]}+${names[j]}`);
  }
  return [...seen];
}
