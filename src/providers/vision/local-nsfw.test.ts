import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loadNsfwModel, localNsfwVision, verdictFrom } from './local-nsfw.ts';

/** A plain landscape: sky gradient, hills, a field and a sun, drawn with SVG and encoded as JPEG. */
async function landscapeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe8ff"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/>
    <circle cx="650" cy="110" r="50" fill="#ffd700"/>
    <polygon points="0,400 200,220 380,400" fill="#556b2f"/>
    <polygon points="250,400 500,180 800,400" fill="#6b8e23"/>
    <rect y="400" width="800" height="200" fill="#3c7a3c"/>
    <rect x="90" y="330" width="20" height="80" fill="#5b3a1a"/><circle cx="100" cy="320" r="40" fill="#2e6b2e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test.describe.configure({ mode: 'serial' });

test('local-nsfw: a landscape photo is not unsafe, and the reason says gore and violence are not checked', async () => {
  test.setTimeout(120_000);
  const vision = localNsfwVision({ timeoutMs: 60_000 });
  expect(vision).toMatchObject({ name: 'local-nsfw', isLive: true });
  const photo = await landscapeJpeg();

  const loadStarted = performance.now();
  await loadNsfwModel();
  const loadMs = performance.now() - loadStarted;
  const timings: number[] = [];
  let verdict;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    verdict = await vision.check(photo, 'image/jpeg');
    timings.push(performance.now() - started);
  }
  console.log(`[local-nsfw] model load ${loadMs.toFixed(0)} ms; classify ${timings.map((ms) => ms.toFixed(0)).join(' / ')} ms; ${verdict?.status}: ${verdict?.reason}`);

  expect(verdict?.status).not.toBe('unsafe');
  expect(verdict?.status).toBe('safe');
  expect(verdict?.reason).toContain('explicit sexual content only');
  expect(verdict?.reason).toContain('does not detect graphic gore or violence');
});

test('local-nsfw: a large PNG with transparency is decoded and checked too', async () => {
  const png = await sharp({ create: { width: 2000, height: 1500, channels: 4, background: { r: 120, g: 160, b: 200, alpha: 0.5 } } }).png().toBuffer();
  const verdict = await localNsfwVision({ timeoutMs: 30_000 }).check(png, 'image/png');
  expect(verdict.status).not.toBe('unsafe');
});

test('local-nsfw: a corrupt image throws', async () => {
  const vision = localNsfwVision({ timeoutMs: 30_000 });
  const photo = await landscapeJpeg();
  const corrupt = Buffer.concat([photo.subarray(0, 20), Buffer.from('this is not the rest of a JPEG')]);
  await expect(vision.check(corrupt, 'image/jpeg')).rejects.toThrow(/the photo could not be decoded/);
  await expect(vision.check(Buffer.from('hello'), 'image/jpeg')).rejects.toThrow(/the photo could not be decoded/);
});

test('local-nsfw: the thresholds map Porn/Hentai probabilities to verdicts', () => {
  const predictions = (porn: number, hentai: number) => [
    { className: 'Neutral' as const, probability: 1 - porn - hentai },
    { className: 'Porn' as const, probability: porn },
    { className: 'Hentai' as const, probability: hentai },
  ];
  expect(verdictFrom(predictions(0.93, 0.01))).toEqual({ status: 'unsafe', reason: 'Explicit sexual content detected (Porn 0.93) by the local photo model.' });
  expect(verdictFrom(predictions(0.02, 0.85)).status).toBe('unsafe');
  expect(verdictFrom(predictions(0.6, 0.1))).toMatchObject({ status: 'uncertain' });
  expect(verdictFrom(predictions(0.6, 0.1)).reason).toContain('does not detect graphic gore or violence');
  expect(verdictFrom(predictions(0.5, 0))).toMatchObject({ status: 'uncertain' });
  expect(verdictFrom(predictions(0.49, 0.3))).toMatchObject({ status: 'safe' });
});
