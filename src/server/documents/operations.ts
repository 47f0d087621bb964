import type { z } from 'zod';
import type { ErrorCode } from '@/domain/errors.ts';
import { publicBaseUrl } from '@/env.ts';
import { ERROR_CATALOG } from '../errors.ts';
import { listProcedures } from '../procedures.ts';
import type { McpToolMeta } from '../trpc.ts';

/**
 * What an agent can call, read from the router's metadata: the one list every
 * document walks, so a new procedure appears in all of them at once.
 */
export type Operation = {
  /** The MCP tool name, or for REST-only operations the last part of the REST path (`signup`). */
  name: string;
  tool: McpToolMeta | undefined;
  rest: { method: string; path: string } | undefined;
  /** Needs no Authorization header (signup). */
  isPublic: boolean;
  /** One line: the OpenAPI summary, or the first sentence of the tool description. */
  title: string;
  /** When to call it and what to do next (the MCP description where there is one). */
  description: string;
  tags: string[];
  errors: ErrorCode[];
  input: z.ZodType;
  output: z.ZodType;
};

/** Every MCP tool and every REST operation under /v1 (GET /status is a document, listed with the links). */
export function listOperations(): Operation[] {
  return listProcedures().flatMap(({ path, meta, input, output }) => {
    const openapi = meta.openapi?.path.startsWith('/v1/') ? meta.openapi : undefined;
    const rest = openapi ? { method: openapi.method, path: openapi.path } : undefined;
    if (!rest && !meta.mcp) return [];
    const summary = openapi?.summary ?? firstSentence(meta.mcp?.description ?? path);
    return [
      {
        name: meta.mcp?.name ?? rest?.path.split('/').pop() ?? path,
        tool: meta.mcp,
        rest,
        isPublic: openapi?.protect === false,
        title: summary,
        description: meta.mcp?.description ?? openapi?.description ?? summary,
        tags: openapi?.tags ?? [path.split('.')[0] ?? 'tasks'],
        // Any call can fail on our side; /openapi.json adds it to every operation the same way.
        errors: [...new Set<ErrorCode>([...(meta.errors ?? []), 'internal_error'])],
        input,
        output,
      },
    ];
  });
}

export function listTools(): (Operation & { tool: McpToolMeta })[] {
  return listOperations().filter((operation): operation is Operation & { tool: McpToolMeta } => operation.tool !== undefined);
}

export function operationNamed(name: string): Operation {
  const operation = listOperations().find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`documents: no operation named ${name}`);
  return operation;
}

/** `POST /v1/tasks`, or `MCP only` for tools without a REST form. */
export function restLabel(operation: Operation): string {
  return operation.rest ? `${operation.rest.method} ${operation.rest.path}` : 'MCP only';
}

/** Where a top-level input field travels over REST: trpc-to-openapi puts `{name}` in the path, the rest in query (GET) or body. */
export function restPlacement(operation: Operation, field: string): string | undefined {
  if (!operation.rest) return undefined;
  if (operation.rest.path.includes(`{${field}}`)) return 'REST: in the path';
  return operation.rest.method === 'GET' ? 'REST: in the query string' : undefined;
}

export function errorLine(code: ErrorCode): string {
  return `- \`${code}\` (HTTP ${ERROR_CATALOG[code].status}): ${ERROR_CATALOG[code].when}`;
}

function firstSentence(text: string): string {
  // Tool descriptions open with what the tool does, ended by a colon or a full stop.
  const first = text.split(/(?<=[.:])\s/)[0] ?? text;
  return first.replace(/:$/, '');
}

/** The public documents and endpoints every document links to, as absolute URLs on this deploy. */
export function documentLinks(): { title: string; url: string; note: string }[] {
  const base = publicBaseUrl();
  return [
    { title: 'llms-full.txt', url: `${base}/llms-full.txt`, note: 'every operation with its fields, errors, limits and a worked example' },
    { title: 'OpenAPI 3.1', url: `${base}/openapi.json`, note: 'the REST API under /v1, machine-readable' },
    { title: 'agents.md', url: `${base}/agents.md`, note: 'a short integration guide for coding agents' },
    { title: 'A2A agent card', url: `${base}/.well-known/agent-card.json`, note: 'interfaces, auth and one skill per MCP tool' },
    { title: 'Status', url: `${base}/status`, note: 'GET, public: which parts of this deploy are live, in plain words' },
    { title: 'MCP endpoint', url: `${base}/mcp`, note: 'POST only: MCP Streamable HTTP, JSON-RPC 2.0, same Bearer key as REST' },
  ];
}
