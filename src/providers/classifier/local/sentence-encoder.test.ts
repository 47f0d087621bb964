import { expect, test } from '@playwright/test';
import { loadSentenceEncoder } from './sentence-encoder.ts';

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

test('the sentence encoder loads from the npm package and puts paraphrases nearer than unrelated asks', async () => {
  test.setTimeout(120_000);
  const encoder = await loadSentenceEncoder();
  const follow = await encoder.embed('follow the woman in the red coat until she gets home');
  const paraphrase = await encoder.embed('walk behind the teenager until she reaches her house');
  const unrelated = await encoder.embed('how long is the line at the coffee shop');
  expect(follow).toHaveLength(512);
  expect(cosine(follow, paraphrase)).toBeGreaterThan(cosine(follow, unrelated) + 0.1);
});
