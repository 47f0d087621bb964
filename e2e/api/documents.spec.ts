import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ClientFactory, DefaultAgentCardResolver } from '@a2a-js/sdk/client';
import { Validator } from '@seriousme/openapi-schema-validator';
import { DEMO_PLACES } from '../../src/providers/places/simulated.ts';
import { listProcedures } from '../../src/server/procedures.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';

/**
 * The public documents agents read are generated from the router: these tests
 * hold them to what the server actually serves (/openapi.json paths, MCP
 * tools/list), so a document cannot silently fall behind an interface.
 */

type OpenApi = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type?: string; scheme?: string }> } };
type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type FullOperation = { operationId: string; description?: string; security?: unknown; responses: Record<string, { headers?: Record<string, unknown> }> };

/** The REST surface the interface spec names (method, path). */
const SPEC_OPERATIONS: [string, string][] = [
  ['post', '/v1/signup'],
  ['post', '/v1/quote'],
  ['post', '/v1/tasks'],
  ['get', '/v1/tasks'],
  ['get', '/v1/tasks/{task_id}'],
  ['post', '/v1/tasks/{task_id}/await'],
  ['post', '/v1/tasks/{task_id}/cancel'],
  ['post', '/v1/tasks/{task_id}/dispute'],
  ['get', '/v1/balance'],
  ['get', '/v1/spend-policy'],
  ['post', '/v1/classifier-reports'],
  ['get', '/v1/classifier-reports/{ticket_id}'],
];

/**
 * The llmstxt.org reference format, strictly: `# Title`, a `> summary`, optional
 * paragraphs without headings, then `## Section`s whose every line is a
 * markdown link item `- [name](url)` with optional `: notes`.
 */
function parseLlmsTxt(text: string): { title: string; summary: string; sections: Record<string, { title: string; url: string; notes: string }[]> } {
  const [head = '', ...parts] = text.split(/^## /m);
  const title = /^# (.+)\n/.exec(head)?.[1];
  const summary = /^> (.+)$/m.exec(head)?.[1];
  if (!title || !summary) throw new Error('llms.txt: no H1 title or blockquote summary');
  expect(head, 'no other heading before the sections').not.toMatch(/^#{2,} /m);
  const sections: Record<string, { title: string; url: string; notes: string }[]> = {};
  for (const part of parts) {
    const [name = '', ...lines] = part.trim().split('\n');
    sections[name] = lines.filter((line) => line.trim() !== '').map((line) => {
      const link = /^- \[([^\]]+)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line);
      if (!link) throw new Error(`llms.txt section "${name}": not a link item: ${line}`);
      return { title: link[1]!, url: link[2]!, notes: link[3] ?? '' };
    });
  }
  return { title, summary, sections };
}

async function get(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

async function openApi(): Promise<OpenApi> {
  return (await callApi<OpenApi>(baseUrl(), 'GET', '/openapi.json')).body;
}

/** Tool names as the live MCP endpoint lists them (plain JSON reply, no session needed). */
async function mcpToolNames(apiKey: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  const body = (await response.json()) as { result: { tools: { name: string }[] } };
  return body.result.tools.map((tool) => tool.name);
}

function referencesErrorSchema(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && /^#\/components\/schemas\/Error(_\w+)?$/.test(ref)) return true;
  return Object.values(value).some(referencesErrorSchema);
}

test.describe('public documents', () => {
  test('each document is served with its content type', async () => {
    const documents = [
      ['/llms.txt', 'text/plain'],
      ['/llms-full.txt', 'text/plain'],
      ['/agents.md', 'text/markdown'],
      ['/.well-known/agent-card.json', 'application/json'],
      ['/openapi.json', 'application/json'],
    ] as const;
    for (const [path, type] of documents) {
      const document = await get(path);
      expect(document.status, path).toBe(200);
      expect(document.type, path).toContain(type);
      expect(document.text.length, path).toBeGreaterThan(500);
    }
    expect((await get('/llms.txt')).text).toMatch(/^# Spotcheck\n\n> /);
    expect((await get('/agents.md')).text).toMatch(/^# /);
  });

  test('every REST operation under /v1 has its MCP tool, except signup', () => {
    const rest = listProcedures().filter((procedure) => procedure.meta.openapi?.path.startsWith('/v1/'));
    expect(rest.length).toBeGreaterThanOrEqual(SPEC_OPERATIONS.length);
    const withoutTool = rest.filter((procedure) => !procedure.meta.mcp).map((procedure) => procedure.meta.openapi?.path);
    expect(withoutTool).toEqual(['/v1/signup']);
  });

  test('llms.txt, llms-full.txt and the agent card name every MCP tool and every /v1 path of /openapi.json', async () => {
    const agent = await signUp('documents-agent');
    const tools = await mcpToolNames(agent.apiKey);
    const paths = Object.keys((await openApi()).paths).filter((path) => path.startsWith('/v1/'));
    expect(tools.length).toBeGreaterThan(10);
    expect(paths.length).toBeGreaterThan(10);
    const card = JSON.parse((await get('/.well-known/agent-card.json')).text) as { skills: { id: string }[] };
    const documents = { 'llms.txt': (await get('/llms.txt')).text, 'llms-full.txt': (await get('/llms-full.txt')).text, 'agent card': JSON.stringify(card) };
    for (const [name, text] of Object.entries(documents)) {
      for (const tool of tools) expect(text, `${name} names tool ${tool}`).toContain(tool);
      for (const path of paths) expect(text, `${name} names ${path}`).toContain(path);
    }
    // One skill per tool, no more.
    expect(card.skills.map((skill) => skill.id).sort()).toEqual([...tools].sort());
  });

  test('the agent card (A2A 1.0): version 0.1.0, MCP and REST at protocol 1.0 under their own bindings, no streaming or push, bearer auth', async () => {
    const document = await get('/.well-known/agent-card.json');
    const card = JSON.parse(document.text) as Record<string, any>;
    expect(card).toMatchObject({ name: 'Spotcheck', version: '0.1.0', capabilities: { streaming: false, pushNotifications: false } });
    expect(card.defaultInputModes).toEqual(['application/json']);
    expect(card.defaultOutputModes).toEqual(['application/json']);
    expect(card.supportedInterfaces).toEqual([
      { url: `${baseUrl()}/mcp`, protocolBinding: 'MCP', protocolVersion: '1.0' },
      { url: `${baseUrl()}/v1`, protocolBinding: 'OPENAPI', protocolVersion: '1.0' },
    ]);
    // No A2A binding is offered, and no 0.3 field that a 0.3 reader would take for a JSON-RPC endpoint.
    for (const legacy of ['url', 'preferredTransport', 'additionalInterfaces', 'protocolVersion']) expect(card, legacy).not.toHaveProperty(legacy);
    expect(card.securitySchemes.bearer.httpAuthSecurityScheme.scheme).toBe('Bearer');
    expect(card.securityRequirements).toEqual([{ schemes: { bearer: { list: [] } } }]);
    for (const skill of card.skills as Record<string, unknown>[]) {
      expect(skill, String(skill.id)).toMatchObject({ id: expect.any(String), name: expect.any(String), description: expect.any(String), tags: expect.any(Array) });
    }
  });

  test('the A2A SDK client reads the card and finds no A2A transport, instead of calling paths we do not serve', async () => {
    const resolved = await new DefaultAgentCardResolver().resolve(baseUrl());
    expect(resolved.supportedInterfaces.map((entry) => [entry.protocolBinding, entry.url, entry.protocolVersion])).toEqual([
      ['MCP', `${baseUrl()}/mcp`, '1.0'],
      ['OPENAPI', `${baseUrl()}/v1`, '1.0'],
    ]);
    expect(resolved.skills.length).toBeGreaterThan(10);
    await expect(new ClientFactory().createFromUrl(baseUrl())).rejects.toThrow(/No compatible transport/);
  });

  test('browsers find a favicon: /favicon.ico, and the icon every page links to', async () => {
    const ico = await fetch(`${baseUrl()}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toContain('image/x-icon');
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const home = await (await fetch(baseUrl())).text();
    const href = /<link rel="icon" href="([^"]+)"[^>]*type="image\/svg\+xml"/.exec(home)?.[1];
    expect(href).toMatch(/^\/icon\.svg/);
    const svg = await fetch(`${baseUrl()}${href}`);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain('<svg');
  });

  test('llms.txt follows the llmstxt.org format: H1, blockquote summary, free text, then H2 sections of link lists', async () => {
    const sections = parseLlmsTxt((await get('/llms.txt')).text);
    expect(sections.title).toBe('Spotcheck');
    expect(sections.summary.length).toBeGreaterThan(40);
    expect(Object.keys(sections.sections).length).toBeGreaterThanOrEqual(3);
    for (const [name, links] of Object.entries(sections.sections)) {
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(link.url, `${name}: ${link.title}`).toMatch(new RegExp(`^${baseUrl()}/`));
    }
    const urls = Object.values(sections.sections).flat().map((link) => link.url);
    for (const document of ['/llms-full.txt', '/openapi.json', '/agents.md', '/.well-known/agent-card.json']) expect(urls).toContain(`${baseUrl()}${document}`);
  });

  test('on a simulated deploy llms.txt names the deployment mode and the three demo places', async () => {
    const status = (await callApi(baseUrl(), 'GET', '/status')).body;
    test.skip(status.parts.place_lookup.live === true, 'place lookup is live on this deploy');
    const llms = (await get('/llms.txt')).text;
    expect(llms).toContain(`Mode: **${status.mode}**`);
    expect(DEMO_PLACES).toHaveLength(3);
    for (const place of DEMO_PLACES) expect(llms).toContain(place.label);
  });

  test('the MCP example in llms-full.txt works as written', async () => {
    const agent = await signUp('documents-example-agent');
    const full = (await get('/llms-full.txt')).text;
    const messages = [...full.matchAll(/```json\n(\{"jsonrpc".*\})\n```/g)].map((match) => JSON.parse(match[1]!) as { params: { name: string } });
    const quote = messages.find((message) => message.params.name === 'quote_task');
    expect(quote).toBeDefined();
    const response = await fetch(`${baseUrl()}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${agent.apiKey}` },
      body: JSON.stringify(quote),
    });
    const body = (await response.json()) as { result: { isError?: boolean; structuredContent: Record<string, unknown> } };
    expect(body.result.isError ?? false).toBe(false);
    expect(body.result.structuredContent).toMatchObject({ allowed: true });
  });

  test('/openapi.json is a valid OpenAPI 3.1.0 document with every spec path and the Error schema on a 4xx of every operation', async () => {
    const document = await openApi();
    const result = await new Validator().validate(structuredClone(document) as Record<string, unknown>);
    expect(result.valid, JSON.stringify(result.errors, null, 2)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('0.1.0');
    expect(Object.values(document.components.securitySchemes)).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    for (const [method, path] of SPEC_OPERATIONS) expect(document.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    // The spec: every path carries /v1 (GET /status is served, but is a document, not part of the REST description).
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/v1/'))).toEqual([]);
    const apiPaths = Object.entries(document.paths);
    expect(apiPaths.length).toBeGreaterThanOrEqual(10);
    for (const [path, operations] of apiPaths) {
      for (const [method, operation] of Object.entries(operations)) {
        const errorResponses = Object.entries(operation.responses).filter(([status, response]) => /^4\d\d$/.test(status) && referencesErrorSchema(response.content));
        expect(errorResponses.length, `${method.toUpperCase()} ${path} has a 4xx response with the Error schema`).toBeGreaterThan(0);
      }
    }
  });

  test('/openapi.json marks a body required exactly when it has a required field, and describes no error shape but ours', async () => {
    const document = (await openApi()) as unknown as {
      paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
      components: { schemas: Record<string, unknown> };
    };
    const bodies = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) => (operation.requestBody ? [[`${method} ${path}`, operation.requestBody.required]] : [])),
      ),
    );
    expect(bodies).toEqual({
      'post /v1/signup': true,
      'post /v1/quote': true,
      'post /v1/tasks': true,
      'post /v1/tasks/{task_id}/await': false,
      'post /v1/tasks/{task_id}/dispute': true,
      'post /v1/tasks/{task_id}/accept': false,
      'post /v1/classifier-reports': true,
    });
    const schemas = document.components.schemas as Record<string, { allOf?: { $ref?: string }[] }>;
    expect(Object.keys(schemas)[0]).toBe('Error');
    for (const [name, schema] of Object.entries(schemas).slice(1)) {
      expect(name).toMatch(/^Error_[a-z_]+$/);
      expect(schema.allOf?.[0]?.$ref, name).toBe('#/components/schemas/Error');
    }
  });

  test('/openapi.json: operationId is the tool name, every operation is described, lists the transport errors and declares its headers', async () => {
    const agent = await signUp('documents-openapi-agent');
    const tools = await mcpToolNames(agent.apiKey);
    const document = (await openApi()) as unknown as {
      info: { license?: { name: string } };
      paths: Record<string, Record<string, FullOperation>>;
      components: { schemas: Record<string, { allOf: [unknown, { properties: Record<string, { type?: unknown; const?: string; enum?: string[] }> }] }> };
    };
    expect(document.info.license?.name).toBeTruthy();
    const operationIds: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method.toUpperCase()} ${path}`;
        operationIds.push(operation.operationId);
        expect(operation.description?.length ?? 0, label).toBeGreaterThan(40);
        const statuses = Object.keys(operation.responses);
        for (const status of ['200', '400', '404', '405', '500', ...(method === 'post' ? ['413', '415'] : [])]) expect(statuses, label).toContain(status);
        for (const response of Object.values(operation.responses)) expect(response.headers?.['Request-Id'], `${label} Request-Id`).toBeDefined();
        if (path === '/v1/signup') {
          expect(operation.security, label).toEqual([]);
          expect(statuses, label).not.toContain('401');
        } else {
          expect(operation.security, label).toEqual([{ bearerAuth: [] }]);
          expect(operation.responses['401']?.headers?.['WWW-Authenticate'], label).toBeDefined();
          expect(operation.responses['200']?.headers?.RateLimit, label).toBeDefined();
          expect(operation.responses['200']?.headers?.['RateLimit-Policy'], label).toBeDefined();
        }
        expect(operation.responses['429']?.headers?.['Retry-After'], label).toBeDefined();
      }
    }
    // Every REST operation is named after its MCP tool; signup has no tool and is named signup.
    expect(operationIds.sort()).toEqual([...tools.filter((tool) => tool !== 'show_task'), 'signup'].sort());
    // Context fields are typed per code.
    const context = (code: string) => document.components.schemas[`Error_${code}`]!.allOf[1].properties;
    expect(context('rate_limited').retry_after_s).toMatchObject({ type: 'integer' });
    expect(context('invalid_input').fields).toMatchObject({ type: 'array' });
    expect(context('insufficient_balance')).toMatchObject({ balance_usd: { type: 'number' }, max_affordable_bounty_usd: { type: 'number' } });
    expect(context('unsafe_task').review_stage).toMatchObject({ enum: ['rules', 'classifier'] });
    expect(context('unsafe_task').error).toEqual({ const: 'unsafe_task' });
  });

  test('/openapi.json passes redocly lint with the recommended rules, with no error', async () => {
    const file = test.info().outputPath('openapi.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(await openApi()));
    const lint = spawnSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--extends=recommended', '--format=json', file], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(lint.status, lint.stderr).toBe(0);
  });
});
