import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { ERROR_CODES, type ErrorCode } from '@/domain/errors.ts';
import { publicBaseUrl } from '@/env.ts';
import { ERROR_CATALOG } from './errors.ts';
import { appRouter } from './router.ts';
import { listProcedures } from './procedures.ts';
import { SERVICE_VERSION } from './version.ts';

const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error. `fix` states the next action with your numbers filled in; further properties carry context.',
  required: ['error', 'message', 'fix'],
  properties: {
    error: { type: 'string', enum: [...ERROR_CODES], description: 'Machine-readable error code.' },
    message: { type: 'string', description: 'What went wrong.' },
    fix: { type: 'string', description: 'What to do next, with your numbers filled in.' },
    retry_after_s: { type: 'integer', description: 'rate_limited and safety_review_unavailable: seconds to wait before retrying the same call.' },
    fields: {
      type: 'array',
      description: 'invalid_input only: each bad field.',
      items: {
        type: 'object',
        required: ['field', 'problem'],
        properties: { field: { type: 'string' }, problem: { type: 'string' }, received: {} },
      },
    },
  },
  additionalProperties: true,
};

/** The OpenAPI 3.1 document, generated from the router, with our error shape on every operation. */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Spotcheck',
    description:
      'Pay a nearby human a few dollars to check something in a public place right now, and get back a verified answer, usually with a live photo. Also served over MCP at POST /mcp.',
    version: SERVICE_VERSION,
    baseUrl: publicBaseUrl(),
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The api_key from POST /v1/signup.' } },
  });
  // trpc-to-openapi's own error schemas ({message, code, issues}) are not what we send: ours replace them.
  document.components = { ...document.components, schemas: { Error: ERROR_SCHEMA } };
  for (const { meta } of listProcedures()) {
    if (!meta.openapi) continue;
    const operation = document.paths?.[meta.openapi.path]?.[meta.openapi.method.toLowerCase() as 'get' | 'post'];
    if (!operation) continue;
    operation.responses = { ...pickSuccess(operation.responses), ...errorResponses([...(meta.errors ?? []), 'internal_error']) };
    // A body with no required field (await, accept) may be left out entirely; trpc-to-openapi marks every body required.
    const body = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: { required?: string[] } }> } | undefined;
    if (body) body.required = (body.content?.['application/json']?.schema?.required?.length ?? 0) > 0;
  }
  return document;
}

function pickSuccess(responses: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(responses ?? {}).filter(([status]) => status.startsWith('2')));
}

/** One response per HTTP status, listing which error codes come with it and when. */
function errorResponses(codes: ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_CATALOG[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${ERROR_CATALOG[code].when}`).join('\n\n'),
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { error: { enum: group } } }] },
          },
        },
      },
    ]),
  );
}
