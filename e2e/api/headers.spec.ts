import { expect, test } from '@playwright/test';
import { baseUrl, signUp } from '../support/api.ts';

/** The HTTP conventions agents and their tools expect, on the real server. */

const ASK = { question: 'Is the coffee stand inside open right now?', location: 'Ferry Building Marketplace, San Francisco', task_type: 'is_open' };

test('every response carries a Request-Id: a sane X-Request-Id is echoed, anything else replaced', async () => {
  for (const path of ['/status', '/v1/balance', '/', '/mcp', '/v1/nothing-here']) {
    const generated = await fetch(`${baseUrl()}${path}`);
    expect(generated.headers.get('request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${baseUrl()}${path}`, { headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(echoed.headers.get('request-id'), path).toBe('trace-42.a:b');
  }
  const insane = await fetch(`${baseUrl()}/status`, { headers: { 'x-request-id': 'x'.repeat(200) } });
  expect(insane.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('authenticated responses carry RateLimit-Policy, RateLimit and Cache-Control: no-store; signup is no-store too', async () => {
  const signup = await fetch(`${baseUrl()}/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'headers' }) });
  expect(signup.headers.get('cache-control')).toBe('no-store');
  const { api_key } = (await signup.json()) as { api_key: string };
  const balance = await fetch(`${baseUrl()}/v1/balance`, { headers: { authorization: `Bearer ${api_key}` } });
  expect(balance.status).toBe(200);
  expect(balance.headers.get('cache-control')).toBe('no-store');
  expect(balance.headers.get('ratelimit-policy')).toMatch(/^"per-key";q=\d+;w=60$/);
  const [, remaining] = /r=(\d+)/.exec(balance.headers.get('ratelimit') ?? '') ?? [];
  expect(Number(remaining)).toBeGreaterThan(0);
  expect(balance.headers.get('vary') ?? '').not.toMatch(/rsc|next-router/i);
});

test('an Idempotency-Key header stands for the body field; both present and different is invalid_input', async () => {
  const agent = await signUp();
  const send = (body: Record<string, unknown>, key?: string) =>
    fetch(`${baseUrl()}/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent.apiKey}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
  const first = await send(ASK, 'header-key-1');
  expect(first.status).toBe(200);
  const { task_id } = (await first.json()) as { task_id: string };
  const replay = await send({ ...ASK, idempotency_key: 'header-key-1' });
  expect(((await replay.json()) as { task_id: string }).task_id).toBe(task_id);
  const conflict = await send({ ...ASK, idempotency_key: 'body-key' }, 'header-key-2');
  expect(conflict.status).toBe(400);
  expect(await conflict.json()).toMatchObject({ error: 'invalid_input', fields: [{ field: 'idempotency_key' }] });
  expect((await agent.call('GET', '/v1/tasks')).body.tasks).toHaveLength(1);
});

test('public documents are readable cross-origin, with preflight answered', async () => {
  for (const path of ['/openapi.json', '/llms.txt', '/llms-full.txt', '/agents.md', '/.well-known/agent-card.json', '/status']) {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { origin: 'https://docs.example' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    const preflight = await fetch(`${baseUrl()}${path}`, { method: 'OPTIONS', headers: { origin: 'https://docs.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status, path).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods'), path).toContain('GET');
  }
  // The agent API is not a public document.
  expect((await fetch(`${baseUrl()}/v1/balance`, { headers: { origin: 'https://docs.example' } })).headers.get('access-control-allow-origin')).toBeNull();
});

test('OPTIONS and HEAD follow what each path serves', async () => {
  const options = await fetch(`${baseUrl()}/v1/tasks`, { method: 'OPTIONS' });
  expect(options.status).toBe(204);
  expect(options.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
  expect((await fetch(`${baseUrl()}/mcp`, { method: 'OPTIONS' })).headers.get('allow')).toBe('POST, OPTIONS');
  const head = await fetch(`${baseUrl()}/openapi.json`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toContain('application/json');
  expect(await head.text()).toBe('');
  expect((await fetch(`${baseUrl()}/v1/signup`, { method: 'HEAD' })).status).toBe(405);
  expect((await fetch(`${baseUrl()}/v1/nothing-here`, { method: 'OPTIONS' })).status).toBe(404);
  const page = await fetch(`${baseUrl()}/staff/sign-in`, { method: 'OPTIONS' });
  expect(page.status).toBe(204);
  expect(page.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  expect((await fetch(`${baseUrl()}/staff/sign-in`, { method: 'HEAD' })).status).toBe(200);
});

test.describe('MCP conventions', () => {
  const rpc = (apiKey: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}`, ...headers },
      body: JSON.stringify(body),
    });

  test('every JSON-RPC call is counted, tools/list included, and a ticket id sent as a number means the same ticket', async () => {
    const agent = await signUp();
    const listed = await rpc(agent.apiKey, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(listed.headers.get('ratelimit')).toMatch(/r=\d+/);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const call = await rpc(agent.apiKey, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_classifier_report', arguments: { ticket_id: 987654 } } });
    const { result } = (await call.json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(result.isError).toBe(true);
    expect(JSON.parse(result.content[0]?.text ?? '{}')).toMatchObject({ error: 'classifier_report_not_found' });
  });

  test('a browser Origin or Host other than the public origin is refused (DNS rebinding), compared with PUBLIC_BASE_URL', async () => {
    const agent = await signUp();
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect((await rpc(agent.apiKey, list, { origin: baseUrl() })).status).toBe(200);
    const rebound = await rpc(agent.apiKey, list, { origin: 'http://rebound.example:8080' });
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toMatchObject({ error: 'forbidden_origin' });
  });

  test('a missing key is a 401 whose body says where keys come from', async () => {
    const response = await fetch(`${baseUrl()}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await response.json()) as { fix: string }).fix).toContain('/v1/signup');
  });
});
