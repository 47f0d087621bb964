import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { baseUrl, signUp, type ApiAgent } from '../support/api.ts';
import { classifierOnlyAsk } from '../support/classifier-only-ask.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

const SPEC_TOOLS = [
  'quote_task',
  'ask_check',
  'report_classifier',
  'get_classifier_report',
  'await_answer',
  'get_task',
  'list_tasks',
  'cancel_task',
  'accept_answer',
  'dispute_answer',
  'get_balance',
  'get_spend_policy',
  'show_task',
];

async function connect(apiKey: string, server = baseUrl()): Promise<Client> {
  const client = new Client({ name: 'spotcheck-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${server}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
  });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  const block = result.content[0];
  return block?.type === 'text' ? block.text : '';
}

function errorOf(result: CallToolResult): Record<string, unknown> {
  expect(result.isError).toBe(true);
  return JSON.parse(textOf(result)) as Record<string, unknown>;
}

test.describe('MCP over Streamable HTTP with the official SDK client', () => {
  let agent: ApiAgent;
  let client: Client;
  test.beforeAll(async () => {
    agent = await signUp('mcp-agent');
    client = await connect(agent.apiKey);
  });
  test.afterAll(async () => {
    await client.close();
  });

  test('initialize and tools/list: exactly the 13 tools of the spec and our one addition, each with schemas and truthful annotations', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'spotcheck', version: '0.1.0' });
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: false });
    const { tools } = await client.listTools();
    // create_claim_link: how an agent signed up without owner_email gets an owner (README, API notes).
    expect(tools.map((tool) => tool.name).sort()).toEqual([...SPEC_TOOLS, 'create_claim_link'].sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40);
      expect(Object.keys(tool.annotations ?? {}).sort(), tool.name).toEqual(['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint']);
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.get_task?.annotations?.readOnlyHint).toBe(true);
    expect(byName.ask_check?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true, openWorldHint: true });
    expect(byName.cancel_task?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.ask_check?.inputSchema.required).toEqual(expect.arrayContaining(['question', 'location', 'task_type', 'idempotency_key']));
  });

  test('quote and ask over MCP; REST sees the same task; results are structured and text', async () => {
    const quote = await call(client, 'quote_task', { location: 'Dolores Park, San Francisco', task_type: 'crowd_level' });
    expect(quote.isError).toBeFalsy();
    expect(quote.structuredContent).toMatchObject({ workers_nearby: 0, allowed: true, suggested_bounty_usd: 3 });
    expect(JSON.parse(textOf(quote))).toEqual(quote.structuredContent);

    const ask = await call(client, 'ask_check', {
      question: 'How busy is the park right now?',
      location: 'Dolores Park, San Francisco',
      task_type: 'crowd_level',
      idempotency_key: 'mcp-ask-1',
    });
    expect(ask.structuredContent).toMatchObject({ status: 'dispatched', escrowed_usd: 3.5, workers_notified: 0 });
    const taskId = (ask.structuredContent as { task_id: string }).task_id;

    const rest = await agent.call('GET', `/v1/tasks/${taskId}`);
    const mcp = await call(client, 'get_task', { task_id: taskId });
    expect(mcp.structuredContent).toEqual(rest.body);

    const listed = await call(client, 'list_tasks', { limit: 5 });
    expect((listed.structuredContent as { tasks: { task_id: string }[] }).tasks[0]?.task_id).toBe(taskId);
    expect(listed.structuredContent).toMatchObject({ has_more: false, next_cursor: null });

    const retried = await agent.ask({ question: 'How busy is the park right now?', location: 'Dolores Park, San Francisco', task_type: 'crowd_level', idempotency_key: 'mcp-ask-1' });
    expect(retried.body.task_id).toBe(taskId);

    const waited = await call(client, 'await_answer', { task_id: taskId, timeout_seconds: 1 });
    expect(waited.structuredContent).toMatchObject({ task_id: taskId, status: 'dispatched', answered: false, answer: null });

    const shown = await call(client, 'show_task', { task_id: taskId });
    expect(shown.structuredContent).toMatchObject({ task: { task_id: taskId } });
    expect((shown.structuredContent as { summary: string }).summary).toContain('Dolores Park');

    const notAnswered = errorOf(await call(client, 'accept_answer', { task_id: taskId, rating: 5 }));
    expect(notAnswered).toMatchObject({ error: 'task_not_answered', task_id: taskId });
    expect(errorOf(await call(client, 'dispute_answer', { task_id: taskId, reason: 'The park photo is from last year.' })).error).toBe('task_not_answered');

    const cancelled = await call(client, 'cancel_task', { task_id: taskId });
    expect(cancelled.structuredContent).toMatchObject({ task_id: taskId, status: 'refunded' });
    expect(errorOf(await call(client, 'cancel_task', { task_id: taskId }))).toMatchObject({ error: 'task_not_cancellable', status: 'refunded' });

    expect((await call(client, 'get_balance', {})).structuredContent).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
    expect((await call(client, 'get_spend_policy', {})).structuredContent).toMatchObject({ daily_cap_usd: null, spent_today_usd: 0 });
  });

  test('business errors are isError results carrying the error JSON', async () => {
    const error = errorOf(
      await call(client, 'ask_check', { question: 'Is the market open?', location: 'Ferry Building, San Francisco', task_type: 'is_open', bounty_usd: 30, idempotency_key: 'too-big' }),
    );
    expect(error).toMatchObject({ error: 'insufficient_balance', max_affordable_bounty_usd: expect.any(Number), top_up_url: expect.any(String) });
    expect(typeof error.fix).toBe('string');
    const unknownPlace = errorOf(await call(client, 'quote_task', { location: 'Atlantis', task_type: 'is_open' }));
    expect(unknownPlace.error).toBe('location_not_found');
    const missing = errorOf(await call(client, 'get_task', { task_id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.error).toBe('task_not_found');
  });

  test('arguments failing the input schema return plain "Input validation error" text naming each bad field (the spec\'s one exception)', async () => {
    const result = await call(client, 'ask_check', { question: 'Hi', location: 'Ferry Building, San Francisco', task_type: 'is_haunted', idempotency_key: 'v' });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^Input validation error: Invalid arguments for tool ask_check: /);
    expect(text).toContain('question');
    expect(text).toContain('task_type');
    // A rule's refusal of well-formed arguments stays JSON.
    expect(errorOf(await call(client, 'quote_task', { location: 'my location', task_type: 'is_open' })).error).toBe('invalid_input');
  });

  test('report_classifier and get_classifier_report', async () => {
    const { bounty_usd: _bounty, ...ask } = classifierOnlyAsk();
    const refused = errorOf(await call(client, 'ask_check', { ...ask, idempotency_key: 'mcp-truck' }));
    expect(refused).toMatchObject({ error: 'unsafe_task', review_stage: 'classifier' });
    const report = await call(client, 'report_classifier', { ...ask, idempotency_key: 'mcp-report', ask_idempotency_key: 'mcp-truck', classifier_error: refused });
    expect(report.structuredContent).toMatchObject({ status: 'open', created: true });
    const ticketId = (report.structuredContent as { ticket_id: string }).ticket_id;
    expect((await call(client, 'get_classifier_report', { ticket_id: ticketId })).structuredContent).toEqual({ ticket_id: ticketId, status: 'open' });
  });
});

test.describe('MCP transport security', () => {
  test('a missing or wrong key is refused before any tool runs: 401 with WWW-Authenticate', async () => {
    for (const authorization of [undefined, 'Bearer sc_test_wrong']) {
      const response = await fetch(`${baseUrl()}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect((await response.json()).error).toBe('unauthorized');
    }
    const client = new Client({ name: 't', version: '1' });
    const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: { Authorization: 'Bearer nope' } } });
    await expect(client.connect(transport)).rejects.toThrow(/401|nauthorized/);
  });

  test('a foreign Origin is refused; the same origin is fine', async () => {
    const agent = await signUp();
    const send = (origin: string) =>
      fetch(`${baseUrl()}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${agent.apiKey}`, origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const foreign = await send('https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe('forbidden_origin');
    expect((await send(baseUrl())).status).toBe(200);
  });

  test('answers plain JSON to a client that accepts only JSON, and SSE to one that accepts it', async () => {
    const agent = await signUp();
    const send = (accept: string) =>
      fetch(`${baseUrl()}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${agent.apiKey}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
      });
    const json = await send('application/json');
    expect(json.headers.get('content-type')).toContain('application/json');
    expect((await json.json()).result.tools).toHaveLength(SPEC_TOOLS.length + 1);
    const stream = await send('application/json, text/event-stream');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.text()).toContain('"id":7');
  });

  test('GET and DELETE are 405: no server-sent stream and no sessions', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${baseUrl()}/mcp`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  test('an oversized message is refused', async () => {
    const agent = await signUp();
    const response = await fetch(`${baseUrl()}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${agent.apiKey}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(300_000) } }),
    });
    expect(response.status).toBe(413);
  });
});
