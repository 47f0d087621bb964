import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode as JsonRpcErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { authenticateAgent } from '@/domain/agents/authenticate.ts';
import { DomainError } from '@/domain/errors.ts';
import { consumeAgentRateLimit, type RateLimitState } from '@/domain/limits/rate-limit.ts';
import { publicBaseUrl } from '@/env.ts';
import { createContextFromRequest, type Context } from '../context.ts';
import { isInputSchemaFailure, toErrorBody } from '../errors.ts';
import { listProcedures, type ProcedureInfo } from '../procedures.ts';
import { setRateLimitHeaders } from '../rate-limit-headers.ts';
import { createCaller } from '../router.ts';
import { SERVICE_VERSION } from '../version.ts';
import { bodyText, MAX_LARGE_JSON_BODY_BYTES, parseJsonBody, readBody } from './body.ts';
import { logFailure, respond } from './respond.ts';

export type McpTool = ProcedureInfo & { meta: ProcedureInfo['meta'] & { mcp: NonNullable<ProcedureInfo['meta']['mcp']> } };

/** The MCP tools: every procedure that opted in with `meta.mcp`. */
export function listMcpTools(): McpTool[] {
  return listProcedures().filter((procedure): procedure is McpTool => procedure.meta.mcp !== undefined);
}

/** Built once per process: the tools by name, and the list `tools/list` answers. */
let catalog: { byName: Map<string, McpTool>; definitions: Tool[] } | undefined;
function toolCatalog() {
  catalog ??= {
    byName: new Map(listMcpTools().map((tool) => [tool.meta.mcp.name, tool])),
    definitions: listMcpTools().map((tool) => ({
      name: tool.meta.mcp.name,
      title: tool.meta.openapi?.summary ?? tool.meta.mcp.name,
      description: tool.meta.mcp.description,
      inputSchema: z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' }) as Tool['inputSchema'],
      outputSchema: z.toJSONSchema(tool.output, { target: 'draft-7', io: 'output' }) as Tool['outputSchema'],
      annotations: tool.meta.mcp.annotations,
    })),
  };
  return catalog;
}

const INSTRUCTIONS =
  'Spotcheck pays a nearby human to check a public place right now. Start with quote_task, then ask_check (with a unique idempotency_key), then await_answer until answered. Errors are JSON {error, message, fix}: follow fix.';

/**
 * POST /mcp (stateless Streamable HTTP). In this order: a browser Origin must
 * be our public origin; the body is bounded; the key is checked once; every
 * JSON-RPC message in the body counts against the key's rate limit. The tools
 * then run their procedures with that agent, so the procedures validate the
 * arguments (once) and neither look the key up nor count the call again.
 */
export async function handleMcpPost(req: Request): Promise<Response> {
  try {
    refuseForeignOrigin(req);
    const tooLarge = () => new DomainError('payload_too_large', 'The MCP message is larger than 256 KiB.', 'Send a smaller message.', { limit_bytes: MAX_LARGE_JSON_BODY_BYTES });
    const message = parseJsonBody(bodyText(await readBody(req, MAX_LARGE_JSON_BODY_BYTES, tooLarge)));
    if (message === undefined) throw new DomainError('invalid_input', 'The MCP request has no JSON-RPC message.', 'POST one JSON-RPC message as the body.');
    const agent = await authenticateAgent(req.headers.get('authorization'));
    let rateLimit: RateLimitState | undefined;
    for (let count = Array.isArray(message) ? Math.max(1, message.length) : 1; count > 0; count--) rateLimit = await consumeAgentRateLimit(agent.id, new Date());
    const ctx = { ...createContextFromRequest(req, { rateLimit }), agent };
    const server = createMcpServer(req, ctx);
    const wantsStream = (req.headers.get('accept') ?? '').includes('text/event-stream');
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !wantsStream });
    await server.connect(transport);
    const response = await transport.handleRequest(withAcceptForTransport(req), { parsedBody: message });
    if (rateLimit) setRateLimitHeaders(response.headers, rateLimit);
    response.headers.set('cache-control', 'no-store');
    return response;
  } catch (error) {
    return respond(req, { ok: false, error });
  }
}

/** A server per request (stateless): its handlers use the catalog built once and this request's context. */
function createMcpServer(req: Request, ctx: Context & { agent: { id: string } }): Server {
  const server = new Server(
    { name: 'spotcheck', title: 'Spotcheck', version: SERVICE_VERSION },
    // Stateless, with no stream to send it on: the tool list never announces changes.
    { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
  );
  const caller = createCaller(ctx) as unknown as Record<string, Record<string, (input: unknown) => Promise<Record<string, unknown>>>>;
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolCatalog().definitions }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = toolCatalog().byName.get(request.params.name);
    if (!tool) throw new McpError(JsonRpcErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    const args = withTicketIdsAsStrings(request.params.arguments ?? {});
    try {
      const [group, name] = tool.path.split('.') as [string, string];
      const result = await (caller[group]?.[name] as (input: unknown) => Promise<Record<string, unknown>>)(args);
      const content = tool.meta.mcp.render ? await tool.meta.mcp.render(ctx, args, result) : [{ type: 'text' as const, text: JSON.stringify(result) }];
      return { content, structuredContent: result };
    } catch (error) {
      const body = toErrorBody(error, args);
      if (body.error === 'internal_error') logFailure(req, error);
      // The spec's one exception to the JSON error shape: schema failures are plain text naming each bad field.
      if (isInputSchemaFailure(error)) return { isError: true, content: [{ type: 'text', text: `Input validation error: Invalid arguments for tool ${request.params.name}: ${body.message}` }] };
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
    }
  });
  return server;
}

/** Ticket ids are decimal strings; a client that sends one as a JSON number means the same ticket. */
function withTicketIdsAsStrings(args: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...args };
  for (const key of ['ticket_id', 'classifier_report_id']) {
    const value = copy[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) copy[key] = String(value);
  }
  return copy;
}

/** The SDK insists the client accepts both JSON and SSE; we answer with whichever it actually accepts. The body was read already. */
function withAcceptForTransport(req: Request): Request {
  const headers = new Headers(req.headers);
  headers.set('accept', 'application/json, text/event-stream');
  return new Request(req.url, { method: req.method, headers, signal: req.signal });
}

/**
 * DNS rebinding: a browser (it always sends Origin on a POST) may call /mcp
 * only as a page of our public origin, with our public host (or a loopback
 * address, which a rebinding page cannot put in Host). Both are compared with
 * PUBLIC_BASE_URL, never with each other. Server-side clients send no Origin.
 */
function refuseForeignOrigin(req: Request): void {
  const ours = new URL(publicBaseUrl());
  const origin = req.headers.get('origin');
  if (origin === null) return;
  const host = req.headers.get('host');
  const isOurHost = host === null || host === ours.host || /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  if (origin === ours.origin && isOurHost) return;
  throw new DomainError('forbidden_origin', `Origin ${origin ?? '(none)'} with Host ${host ?? '(none)'} may not call this MCP endpoint.`, `Call /mcp from a server-side MCP client, or from ${ours.origin} itself.`);
}
