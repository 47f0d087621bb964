import { expect, test } from '@playwright/test';
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
type Interface = { url: string; protocolVersion: string };

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
  if ((value as { $ref?: unknown }).$ref === '#/components/schemas/Error') return true;
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

  test('the agent card: version 0.1.0, protocol 1.0 on MCP and REST, no streaming or push, bearer auth', async () => {
    const document = await get('/.well-known/agent-card.json');
    const card = JSON.parse(document.text) as Record<string, any>;
    expect(card).toMatchObject({ name: 'Spotcheck', version: '0.1.0', url: baseUrl(), capabilities: { streaming: false, pushNotifications: false } });
    expect(card.defaultInputModes).toEqual(['application/json']);
    expect(card.defaultOutputModes).toEqual(['application/json']);
    for (const list of ['supportedInterfaces', 'additionalInterfaces']) {
      const interfaces = card[list] as Interface[];
      expect(interfaces.map((entry) => entry.url).sort(), list).toEqual([`${baseUrl()}/mcp`, `${baseUrl()}/v1`]);
      for (const entry of interfaces) expect(entry.protocolVersion, `${list} ${entry.url}`).toBe('1.0');
    }
    const bearer = Object.entries(card.securitySchemes as Record<string, { type: string; scheme: string }>).find(([, scheme]) => scheme.type === 'http' && scheme.scheme === 'bearer');
    expect(bearer).toBeDefined();
    expect(card.security).toEqual([{ [bearer![0]]: [] }]);
    for (const skill of card.skills as Record<string, unknown>[]) {
      expect(skill, String(skill.id)).toMatchObject({ id: expect.any(String), name: expect.any(String), description: expect.any(String), tags: expect.any(Array) });
    }
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
    // Every API operation; GET /status (outside /v1) is public and can only fail with a 500.
    const apiPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/v1/'));
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
      'post /v1/claim-link': false,
      'post /v1/quote': true,
      'post /v1/tasks': true,
      'post /v1/tasks/{task_id}/await': false,
      'post /v1/tasks/{task_id}/dispute': true,
      'post /v1/tasks/{task_id}/accept': false,
      'post /v1/classifier-reports': true,
    });
    expect(Object.keys(document.components.schemas)).toEqual(['Error']);
  });
});
