import { expect, test } from '@playwright/test';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

function expectErrorShape(body: Record<string, unknown>): void {
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(typeof body.fix).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|stack/i);
}

test.describe('authentication', () => {
  for (const [label, header] of [
    ['missing', undefined],
    ['not a bearer header', 'Basic abc'],
    ['an unknown key', 'Bearer sc_test_doesnotexist'],
  ] as const) {
    test(`${label}: 401 unauthorized with WWW-Authenticate`, async () => {
      const response = await fetch(`${baseUrl()}/v1/balance`, { headers: header ? { authorization: header } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      const body = await response.json();
      expect(body.error).toBe('unauthorized');
      expectErrorShape(body);
    });
  }

  test('every agent operation requires the key', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', '/v1/quote'],
      ['POST', '/v1/tasks'],
      ['GET', '/v1/tasks'],
      ['GET', `/v1/tasks/${id}`],
      ['POST', `/v1/tasks/${id}/cancel`],
      ['GET', '/v1/balance'],
      ['GET', '/v1/spend-policy'],
    ] as const) {
      const response = await callApi(baseUrl(), method, path, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

test.describe('malformed requests', () => {
  test('malformed JSON is invalid_input', async () => {
    const agent = await signUp();
    const response = await fetch(`${baseUrl()}/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent.apiKey}`, 'content-type': 'application/json' },
      body: '{"question": ',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid_input');
    expectErrorShape(body);
  });

  test('a body over 64 KiB is payload_too_large', async () => {
    const response = await fetch(`${baseUrl()}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('payload_too_large');
  });

  test('a form-encoded body is unsupported_media_type', async () => {
    const response = await fetch(`${baseUrl()}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=bot',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('unsupported_media_type');
  });

  test('an unknown route is a JSON not_found', async () => {
    const response = await callApi(baseUrl(), 'GET', '/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
    expectErrorShape(response.body);
  });

  test('cancel needs no body and no content type', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    const response = await fetch(`${baseUrl()}/v1/tasks/${task_id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${agent.apiKey}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('refunded');
  });
});

test.describe('isolation between API keys', () => {
  test("another key's task is not found on every id-taking route and is never changed", async () => {
    const [owner, stranger] = await Promise.all([signUp(), signUp()]);
    const { task_id } = (await owner.ask()).body;
    for (const [method, path] of [
      ['GET', `/v1/tasks/${task_id}`],
      ['POST', `/v1/tasks/${task_id}/cancel`],
    ] as const) {
      const response = await stranger.call(method, path, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error).toBe('task_not_found');
      expect(JSON.stringify(response.body)).not.toContain('coffee');
    }
    expect((await stranger.call('GET', '/v1/tasks')).body.tasks).toEqual([]);
    expect((await owner.call('GET', `/v1/tasks/${task_id}`)).body.status).toBe('dispatched');
  });
});
