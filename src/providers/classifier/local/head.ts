import { readAsk } from '@/domain/safety/readings.ts';
import { CLASSES } from './model.ts';
import { EMBEDDING_SIZE, encoderSentence, loadSentenceEncoder } from './sentence-encoder.ts';

/** The English head as committed: softmax regression over the 512 numbers of the sentence encoder, class-major. */
export type HeadFile = { classes: string[]; bias: number[]; weights: number[] };

/** The head's class probabilities for one embedding. */
export function headProbabilities(head: { bias: number[]; weights: number[] }, embedding: ArrayLike<number>): number[] {
  const logits = head.bias.map((b, c) => {
    let sum = b;
    for (let i = 0; i < EMBEDDING_SIZE; i++) sum += head.weights[c * EMBEDDING_SIZE + i]! * embedding[i]!;
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The head's P(allow) for an English ask, or null when the encoder does not read its language. */
export async function englishAllow(head: HeadFile, question: string, location: string | null): Promise<number | null> {
  if (head.classes.join() !== CLASSES.join()) throw new Error('The committed safety head does not match this code: run npm run train:safety.');
  const sentence = encoderSentence(readAsk(question, location));
  if (sentence === null) return null;
  const encoder = await loadSentenceEncoder();
  return headProbabilities(head, await encoder.embed(sentence))[0]!;
}
