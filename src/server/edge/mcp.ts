import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { authenticateAgent } from '@/domain/agents/authenticate.ts';
import { DomainError } from '@/domain/errors.ts';
import { getOwnTaskPhoto } from '@/domain/tasks/queries.ts';
import { createContextFromRequest, type Context } from '../context.ts';
import { toErrorBody } from '../errors.ts';
import { listProcedures, type ProcedureInfo } from '../procedures.ts';
import { createCaller } from '../router.ts';
import { jsonError } from './rest.ts';
import { SERVICE_VERSION } from '../version.ts';

export const MAX_MCP_BODY_BYTES = 256 * 1024;

export type McpTool = ProcedureInfo & { meta: ProcedureInfo['meta'] & { mcp: NonNullable<ProcedureInfo['meta']['mcp']> } };

/** The MCP tools: every procedure that opted in with `meta.mcp`. */
export function listMcpTools(): McpTool[] {
  return listProcedures().filter((procedure): procedure is McpTool => procedure.meta.mcp !== undefined);
}

type CallerFn = (input: unknown) => Promise<unknown>;

/** Runs one procedure exactly as REST does (same context, auth, limits, validation), by its tRPC path. */
async function callProcedure(ctx: Context, path: string, input: unknown): Promise<unknown> {
  const caller = createCaller(ctx) as unknown as Record<string, Record<string, CallerFn>>;
  const [group, name] = path.split('.') as [string, string];
  const fn = caller[group]?.[name];
  if (!fn) throw new Error(`no procedure ${path}`);
  return fn(input);
}

function toolResult(structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/**
 * show_task is for the human watching the agent: the summary as readable
 * text and, once answered with a photo, the photo itself as an image block.
 */
async function showTaskResult(ctx: Context, args: { task_id: string }, structured: { summary: string }): Promise<CallToolResult> {
  const agent = await authenticateAgent(ctx.authorization);
  const photo = await getOwnTaskPhoto(agent.id, args.task_id);
  return {
    content: [
      { type: 'text', text: structured.summary },
      ...(photo ? [{ type: 'image' as const, data: photo.bytes.toString('base64'), mimeType: photo.contentType }] : []),
    ],
    structuredContent: structured,
  };
}

function toolError(error: unknown, input: unknown): CallToolResult {
  const trpcError = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const body = toErrorBody(trpcError, input);
  if (body.error === 'internal_error') console.error('[mcp]', error);
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/** A fresh server per request (stateless Streamable HTTP): the tools call the same tRPC procedures as REST. */
function createMcpServer(ctx: Context): McpServer {
  const server = new McpServer(
    { name: 'spotcheck', title: 'Spotcheck', version: SERVICE_VERSION },
    {
      instructions:
        'Spotcheck pays a nearby human to check a public place right now. Start with quote_task, then ask_check (with a unique idempotency_key), then await_answer until answered. Errors are JSON {error, message, fix}: follow fix.',
    },
  );
  for (const tool of listMcpTools()) {
    server.registerTool(
      tool.meta.mcp.name,
      {
        title: tool.meta.openapi?.summary ?? tool.meta.mcp.name,
        description: tool.meta.mcp.description,
        inputSchema: tool.input as z.ZodObject,
        outputSchema: tool.output as z.ZodObject,
        annotations: tool.meta.mcp.annotations,
      },
      async (args: unknown) => {
        try {
          const result = (await callProcedure(ctx, tool.path, args)) as Record<string, unknown>;
          if (tool.meta.mcp.name === 'show_task') return showTaskResult(ctx, args as { task_id: string }, result as { summary: string });
          return toolResult(result);
        } catch (error) {
          return toolError(error, args);
        }
      },
    );
  }
  // Stateless, with no stream to send it on: the tool list never announces changes.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

/** POST /mcp: Bearer key checked before any tool runs; foreign browser origins refused; bodies capped. */
export async function handleMcpPost(req: Request): Promise<Response> {
  const origin = req.headers.get('origin');
  if (origin && !isAllowedOrigin(origin, req)) {
    return jsonError({ error: 'forbidden_origin', message: `Origin ${origin} may not call this MCP endpoint.`, fix: 'Call /mcp from a server-side MCP client, or from this site itself.' });
  }
  if (Number(req.headers.get('content-length') ?? '0') > MAX_MCP_BODY_BYTES) {
    return jsonError({ error: 'payload_too_large', message: 'The MCP message is larger than 256 KiB.', fix: 'Send a smaller message.' });
  }
  try {
    await authenticateAgent(req.headers.get('authorization'));
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.toBody());
    throw error;
  }
  const ctx = createContextFromRequest(req);
  const server = createMcpServer(ctx);
  const wantsStream = (req.headers.get('accept') ?? '').includes('text/event-stream');
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !wantsStream });
  await server.connect(transport);
  return transport.handleRequest(withAcceptForTransport(req));
}

/** The SDK insists the client accepts both JSON and SSE; we answer with whichever it actually accepts. */
function withAcceptForTransport(req: Request): Request {
  const headers = new Headers(req.headers);
  headers.set('accept', 'application/json, text/event-stream');
  return new Request(req, { headers });
}

function isAllowedOrigin(origin: string, req: Request): boolean {
  try {
    return new URL(origin).host === new URL(req.url).host || new URL(origin).host === req.headers.get('host');
  } catch {
    return false;
  }
}

/** GET and DELETE: this server offers no server-sent stream and no sessions. */
export function mcpMethodNotAllowed(): Response {
  return new Response(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC messages with POST.' }, id: null }),
    { status: 405, headers: { allow: 'POST', 'content-type': 'application/json' } },
  );
}
