import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { HeaderObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { ERROR_CODES, type ErrorCode } from '@/domain/errors.ts';
import { publicBaseUrl } from '@/env.ts';
import { listOperations, type Operation } from './documents/operations.ts';
import { ERROR_CATALOG } from './errors.ts';
import { appRouter } from './router.ts';
import { SERVICE_VERSION } from './version.ts';

const BASE_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error. `fix` states the next action with your numbers filled in; further properties carry context.',
  required: ['error', 'message', 'fix'],
  properties: {
    error: { type: 'string', enum: [...ERROR_CODES], description: 'Machine-readable error code.' },
    message: { type: 'string', description: 'What went wrong.' },
    fix: { type: 'string', description: 'What to do next, with your numbers filled in.' },
  },
  additionalProperties: true,
};

/** Response headers, declared once and referenced where they are sent. */
const HEADERS: Record<string, HeaderObject> = {
  'Request-Id': { description: 'Identifies this request in our logs (echoes your X-Request-Id when you send one). Quote it when asking for help.', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The per-key rate limit (IETF RateLimit header fields draft), e.g. `600;w=60`.', schema: { type: 'string' } },
  RateLimit: { description: 'What is left of the per-key rate limit now (IETF draft), e.g. `limit=600, remaining=599, reset=60`.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before retrying the same call (equals retry_after_s).', schema: { type: 'integer', minimum: 0 } },
  'WWW-Authenticate': { description: 'Always `Bearer realm="spotcheck"`: send the api_key from POST /v1/signup as a Bearer token.', schema: { type: 'string' } },
  Allow: { description: 'The methods this path takes.', schema: { type: 'string' } },
};

/** Refusals of the REST transport itself, possible on every operation (before it runs). */
function transportErrors(operation: Operation): ErrorCode[] {
  const hasBody = operation.rest?.method !== 'GET';
  return ['invalid_input', 'not_found', 'method_not_allowed', ...(hasBody ? (['payload_too_large', 'unsupported_media_type'] as const) : []), 'internal_error'];
}

/**
 * The OpenAPI 3.1 document of the REST API under /v1, generated from the
 * router, then completed with what trpc-to-openapi cannot know: every error
 * an operation can answer with its typed context, the guidance text the MCP
 * tools carry, the tool names as operationIds and the response headers.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const base = publicBaseUrl();
  const document = generateOpenApiDocument<{ openapi: { path: string } }>(appRouter, {
    title: 'Spotcheck',
    description:
      'Pay a nearby human a few dollars to check something in a public place right now, and get back a verified answer, usually with a live photo. Also served over MCP at POST /mcp.',
    version: SERVICE_VERSION,
    baseUrl: base,
    // The spec: every path of the REST description carries /v1 (GET /status is a public document, described in llms.txt).
    filter: ({ metadata }) => metadata.openapi.path.startsWith('/v1/'),
    license: { name: 'Proprietary: the API may be called under the terms of the deploy; the description may be copied freely.', url: base },
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The api_key from POST /v1/signup.' } },
  });
  const operations = listOperations().filter((operation) => operation.rest);
  const usedCodes = new Set<ErrorCode>();
  for (const operation of operations) {
    const rest = operation.rest!;
    const target = document.paths?.[rest.path]?.[rest.method.toLowerCase() as 'get' | 'post'] as OperationObject | undefined;
    if (!target) continue;
    const codes = [...new Set<ErrorCode>([...operation.errors, ...transportErrors(operation)])];
    codes.forEach((code) => usedCodes.add(code));
    target.operationId = operation.name;
    target.description = operation.description;
    if (operation.isPublic) target.security = [];
    target.responses = { ...successResponses(target.responses, operation), ...errorResponses(codes, operation) };
    // A body with no required field (await, accept) may be left out entirely; trpc-to-openapi marks every body required.
    const body = target.requestBody as { required?: boolean; content?: Record<string, { schema?: { required?: string[] } }> } | undefined;
    if (body) body.required = (body.content?.['application/json']?.schema?.required?.length ?? 0) > 0;
  }
  // trpc-to-openapi's own error schemas ({message, code, issues}) are not what we send: ours replace them.
  document.components = {
    ...document.components,
    headers: HEADERS,
    schemas: { Error: BASE_ERROR_SCHEMA, ...Object.fromEntries(ERROR_CODES.filter((code) => usedCodes.has(code)).map((code) => [errorSchemaName(code), errorSchema(code)])) },
  };
  return document;
}

const headerRef = (name: string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** Request-Id on every response; the rate-limit state on every response to a key. */
function commonHeaders(operation: Operation): Record<string, ReferenceObject> {
  return {
    'Request-Id': headerRef('Request-Id'),
    ...(operation.isPublic ? {} : { 'RateLimit-Policy': headerRef('RateLimit-Policy'), RateLimit: headerRef('RateLimit') }),
  };
}

function successResponses(responses: Record<string, ResponseObject> | undefined, operation: Operation): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.entries(responses ?? {})
      .filter(([status]) => status.startsWith('2'))
      .map(([status, response]) => [status, { ...response, headers: { ...response.headers, ...commonHeaders(operation) } }]),
  );
}

function errorSchemaName(code: ErrorCode): string {
  return `Error_${code}`;
}

/** The error shape with `error` fixed to one code and that code's context properties typed. */
function errorSchema(code: ErrorCode): SchemaObject {
  const { when, context } = ERROR_CATALOG[code];
  return {
    description: when,
    allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { error: { const: code }, ...(context ?? {}) } as Record<string, SchemaObject> }],
  };
}

/** One response per HTTP status, listing which error codes come with it and when. */
function errorResponses(codes: ErrorCode[], operation: Operation): Record<string, ResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CATALOG[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, group]) => {
        const refs = group.map((code) => ({ $ref: `#/components/schemas/${errorSchemaName(code)}` }));
        const headers: Record<string, ReferenceObject> = {
          ...commonHeaders(operation),
          ...(status === 401 ? { 'WWW-Authenticate': headerRef('WWW-Authenticate') } : {}),
          ...(status === 405 ? { Allow: headerRef('Allow') } : {}),
          ...(status === 429 ? { 'Retry-After': headerRef('Retry-After') } : {}),
        };
        const response: ResponseObject = {
          description: group.map((code) => `\`${code}\`: ${ERROR_CATALOG[code].when}`).join('\n\n'),
          headers,
          content: { 'application/json': { schema: refs.length === 1 ? refs[0]! : { oneOf: refs, discriminator: { propertyName: 'error', mapping: Object.fromEntries(group.map((code, index) => [code, refs[index]!.$ref])) } } } },
        };
        return [String(status), response];
      }),
  );
}
