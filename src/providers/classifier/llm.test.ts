import { expect, test } from '@playwright/test';
import { replyJson, startRecordingServer, type RecordedRequest } from '../../../e2e/support/recording-server.ts';
import type { ServerResponse } from 'node:http';
import { llmClassifier, SAFETY_POLICY } from './llm.ts';

/** A stand-in for an OpenAI-compatible chat endpoint that records what the SDK sent. */
async function fakeChat(answer: (req: RecordedRequest, res: ServerResponse) => void) {
  const server = await startRecordingServer(answer);
  return { ...server, baseURL: `${server.url}/v1` };
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'safety-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

const ASK = { question: 'Follow the man in the red jacket', location: 'Dolores Park, San Francisco', taskType: 'other_public' as const };

test('llm: posts the policy and the ask with the key, and maps a refusal to its category', async () => {
  const api = await fakeChat((req, res) => replyJson(res, 200, completion(JSON.stringify({ verdict: 'refuse', category: 'following', reason: 'It asks to follow a person.' }))));
  try {
    const classifier = llmClassifier({ baseURL: api.baseURL, model: 'safety-model', apiKey: 'sk-safety', timeoutMs: 5_000 });
    expect(classifier).toMatchObject({ name: 'llm', isLive: true });
    expect(await classifier.classify(ASK)).toEqual({ flagged: true, category: 'following', reason: 'the safety-model classifier says: It asks to follow a person.' });
    const [request] = api.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-safety');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({ model: 'safety-model', temperature: 0, response_format: { type: 'json_schema' } });
    expect(body.messages[0]).toEqual({ role: 'system', content: SAFETY_POLICY });
    expect(JSON.parse(body.messages[1].content)).toEqual({ question: ASK.question, location: ASK.location, task_type: 'other_public' });
  } finally {
    await api.close();
  }
});

test('llm: an allow verdict passes', async () => {
  const api = await fakeChat((req, res) => replyJson(res, 200, completion(JSON.stringify({ verdict: 'allow', category: null, reason: 'A line at a store.' }))));
  try {
    const classifier = llmClassifier({ baseURL: api.baseURL, model: 'safety-model', apiKey: 'sk', timeoutMs: 5_000 });
    expect(await classifier.classify({ ...ASK, question: 'How long is the line at the bakery?' })).toEqual({ flagged: false });
  } finally {
    await api.close();
  }
});

test('llm: an HTTP error, an answer that is not the verdict, no answer in time and no server all throw (never allow)', async () => {
  const failing = await fakeChat((req, res) => replyJson(res, 500, { error: { message: 'boom', type: 'server_error' } }));
  const rambling = await fakeChat((req, res) => replyJson(res, 200, completion('Sure! This looks fine to me.')));
  const silent = await fakeChat(() => undefined);
  const gone = await fakeChat(() => undefined);
  await gone.close();
  try {
    const make = (baseURL: string, timeoutMs = 5_000) => llmClassifier({ baseURL, model: 'm', apiKey: 'sk', timeoutMs });
    await expect(make(failing.baseURL).classify(ASK)).rejects.toThrow(/HTTP 500/);
    expect(failing.requests).toHaveLength(1); // no retries inside the review's time budget
    await expect(make(rambling.baseURL).classify(ASK)).rejects.toThrow(/verdict JSON/);
    await expect(make(silent.baseURL, 300).classify(ASK)).rejects.toThrow(/no answer within 300 ms/);
    await expect(make(gone.baseURL).classify(ASK)).rejects.toThrow();
  } finally {
    await Promise.all([failing.close(), rambling.close(), silent.close()]);
  }
});
