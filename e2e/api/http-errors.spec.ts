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
    expect(await response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'The request body is not JSON.',
      fix: 'Send the body as JSON with Content-Type: application/json.',
    });
  });

  test('a JSON body that is not an object is invalid_input and changes nothing', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    for (const body of ['"x"', '[]', '42', 'null']) {
      const response = await fetch(`${baseUrl()}/v1/tasks/${task_id}/await`, {
        method: 'POST',
        headers: { authorization: `Bearer ${agent.apiKey}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_input', message: 'The request body must be a JSON object.' });
    }
    expect((await agent.call('GET', `/v1/tasks/${task_id}`)).body.status).toBe('dispatched');
  });

  test('invalid_input names each field once, down into location, and its fix carries the values sent', async () => {
    const agent = await signUp();
    const response = await agent.call('POST', '/v1/tasks', {
      question: 'Open',
      location: { lat: '37.79', lng: -122.39 },
      task_type: 'is_open',
      bounty_usd: 0.99,
      bounty: 3,
      idempotency_key: 'fields-once',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      { field: 'question', problem: 'Too small: expected string to have >=5 characters', received: 'Open' },
      { field: 'location.lat', problem: 'expected number, received string', received: '37.79' },
      { field: 'bounty_usd', problem: 'Too small: expected number to be >=1', received: 0.99 },
      { field: 'bounty', problem: 'is not a known field' },
    ]);
    expect(response.body.fix).toContain('bounty_usd: Too small: expected number to be >=1 (you sent 0.99)');
    expect(response.body.fix).toContain('remove bounty');
    const short = await agent.call('POST', '/v1/quote', { location: 'a', task_type: 'is_open' });
    expect(short.body.fields).toEqual([{ field: 'location', problem: 'Too small: expected string to have >=2 characters', received: 'a' }]);
    expect((await agent.call('GET', '/v1/tasks')).body.tasks).toEqual([]);
  });

  test('a known path with another method is 405 method_not_allowed naming the methods it takes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, allowed] of [
      ['GET', '/v1/signup', 'POST'],
      ['PUT', '/v1/quote', 'POST'],
      ['DELETE', `/v1/tasks/${id}`, 'GET'],
      ['DELETE', '/v1/tasks', 'GET, POST'],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allowed);
      const body = await response.json();
      expect(body).toMatchObject({ error: 'method_not_allowed', message: `${method} is not served here; this path takes ${allowed.replace(', ', ' or ')}.` });
      expectErrorShape(body);
    }
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
