import type { ServerResponse } from 'node:http';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { replyJson, startRecordingServer, type RecordedRequest } from '../../../e2e/support/recording-server.ts';
import { MODERATION_MODEL, openAiVision } from './openai.ts';

/** A stand-in for api.openai.com that records what the SDK sent. */
async function fakeOpenAi(answer: (req: RecordedRequest, res: ServerResponse) => void) {
  const server = await startRecordingServer(answer);
  return { ...server, baseURL: `${server.url}/v1` };
}

const CATEGORIES = ['harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm', 'self-harm/instructions', 'self-harm/intent', 'sexual', 'sexual/minors', 'violence', 'violence/graphic'];

/** A moderation answer shaped like the real endpoint's, with the given scores (a score >= 0.5 is flagged). */
function moderation(scores: Record<string, number>, flagAt = 0.5) {
  const categoryScores = Object.fromEntries(CATEGORIES.map((name) => [name, scores[name] ?? 0.0001]));
  const categories = Object.fromEntries(CATEGORIES.map((name) => [name, (scores[name] ?? 0) >= flagAt]));
  return {
    id: 'modr-123',
    model: 'omni-moderation-latest',
    results: [
      {
        flagged: Object.values(categories).some(Boolean),
        categories,
        category_scores: categoryScores,
        category_applied_input_types: Object.fromEntries(CATEGORIES.map((name) => [name, ['image']])),
      },
    ],
  };
}

const json = replyJson;

let photo: Buffer;
test.beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();
});

test('openai: the SDK posts the photo as a data URL to /moderations with the key, and a clean answer is safe', async () => {
  const api = await fakeOpenAi((req, res) => json(res, 200, moderation({ sexual: 0.012, 'violence/graphic': 0.003 })));
  try {
    const vision = openAiVision({ apiKey: 'sk-test-123', baseURL: api.baseURL, timeoutMs: 5_000 });
    expect(vision).toMatchObject({ name: 'openai', isLive: true });
    const verdict = await vision.check(photo, 'image/jpeg');

    expect(verdict).toEqual({ status: 'safe', reason: 'OpenAI moderation found no explicit sexual content or graphic violence (sexual 0.01, violence/graphic 0.00).' });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/moderations');
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      model: MODERATION_MODEL,
      input: [{ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photo.toString('base64')}` } }],
    });
  } finally {
    await api.close();
  }
});

test('openai: flagged sexual content or graphic violence is unsafe', async () => {
  const api = await fakeOpenAi((req, res) => json(res, 200, moderation(api.requests.length === 1 ? { sexual: 0.93 } : { 'violence/graphic': 0.81, violence: 0.9 })));
  try {
    const vision = openAiVision({ apiKey: 'sk-test', baseURL: api.baseURL, timeoutMs: 5_000 });
    expect(await vision.check(photo, 'image/jpeg')).toEqual({ status: 'unsafe', reason: 'OpenAI moderation flagged the photo: sexual 0.93.' });
    expect(await vision.check(photo, 'image/jpeg')).toEqual({ status: 'unsafe', reason: 'OpenAI moderation flagged the photo: violence/graphic 0.81.' });
  } finally {
    await api.close();
  }
});

test('openai: other flagged categories and close scores are uncertain (the photo passes)', async () => {
  // The endpoint flags each category at its own threshold: a 0.62 it did not flag is possible.
  const api = await fakeOpenAi((req, res) => json(res, 200, api.requests.length === 1 ? moderation({ violence: 0.7 }) : moderation({ sexual: 0.62 }, 0.8)));
  try {
    const vision = openAiVision({ apiKey: 'sk-test', baseURL: api.baseURL, timeoutMs: 5_000 });
    const flaggedOther = await vision.check(photo, 'image/jpeg');
    expect(flaggedOther.status).toBe('uncertain');
    expect(flaggedOther.reason).toContain('flagged violence 0.70');
    expect(await vision.check(photo, 'image/jpeg')).toEqual({
      status: 'uncertain',
      reason: 'OpenAI moderation did not flag the photo, but scored it close (sexual 0.62, violence/graphic 0.00), so the photo passes.',
    });
  } finally {
    await api.close();
  }
});

test('openai: an API error throws (after one retry)', async () => {
  const api = await fakeOpenAi((req, res) => json(res, 500, { error: { message: 'The server had an error', type: 'server_error', code: null } }));
  try {
    const vision = openAiVision({ apiKey: 'sk-test', baseURL: api.baseURL, timeoutMs: 8_000 });
    await expect(vision.check(photo, 'image/jpeg')).rejects.toThrow(/OpenAI moderation failed: HTTP 500/);
    expect(api.requests).toHaveLength(2);
  } finally {
    await api.close();
  }
});

test('openai: a wrong key (401) throws', async () => {
  const api = await fakeOpenAi((req, res) => json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
  try {
    const vision = openAiVision({ apiKey: 'sk-wrong', baseURL: api.baseURL, timeoutMs: 5_000 });
    await expect(vision.check(photo, 'image/jpeg')).rejects.toThrow(/OpenAI moderation failed: HTTP 401/);
    expect(api.requests).toHaveLength(1);
  } finally {
    await api.close();
  }
});

test('openai: no answer within VISION_TIMEOUT_MS throws', async () => {
  const api = await fakeOpenAi(() => undefined); // never answers
  try {
    const vision = openAiVision({ apiKey: 'sk-test', baseURL: api.baseURL, timeoutMs: 500 });
    await expect(vision.check(photo, 'image/jpeg')).rejects.toThrow(/no answer in time|took longer than 500 ms/);
  } finally {
    await api.close();
  }
});

test('openai: an unreachable endpoint throws', async () => {
  const api = await fakeOpenAi(() => undefined);
  await api.close(); // nothing listens on the port any more
  const vision = openAiVision({ apiKey: 'sk-test', baseURL: api.baseURL, timeoutMs: 5_000 });
  await expect(vision.check(photo, 'image/jpeg')).rejects.toThrow(/OpenAI moderation failed/);
});
