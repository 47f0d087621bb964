import type { TRPCError } from '@trpc/server';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import type { ErrorBody } from '@/domain/errors.ts';
import { createContextFromRequest } from './context.ts';
import { bodyForTransportError, statusOf, toErrorBody } from './errors.ts';
import { listProcedures } from './procedures.ts';
import { appRouter } from './router.ts';

const MAX_BODY_BYTES = 64 * 1024;

// JSON body fields are typed exactly (no coercion): see exactJson in src/schemas/common.ts.

export function jsonError(body: ErrorBody): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  if (body.error === 'unauthorized') headers.set('www-authenticate', 'Bearer realm="spotcheck"');
  if (body.error === 'rate_limited' && typeof body.retry_after_s === 'number') headers.set('retry-after', String(body.retry_after_s));
  return new Response(JSON.stringify(body), { status: statusOf(body.error), headers });
}

/** REST under /v1 (and GET /status): the same procedures, served by trpc-to-openapi, errors in the spec's shape. */
export async function handleRestRequest(req: Request): Promise<Response> {
  const prepared = await asJsonRequest(req);
  if (prepared instanceof Response) return prepared;

  let failure: { error: TRPCError; input: unknown } | undefined;
  const response = await createOpenApiFetchHandler({
    // Our OpenAPI paths already carry /v1, so nothing is stripped from the URL.
    endpoint: '' as `/${string}`,
    router: appRouter,
    req: prepared,
    createContext: () => createContextFromRequest(req),
    onError: ({ error, input }) => {
      failure = { error, input };
    },
  });
  if (!failure) return response;
  if (failure.error.code === 'NOT_FOUND') {
    const allowed = methodsFor(new URL(req.url).pathname);
    if (allowed.length > 0) return methodNotAllowed(req.method, allowed);
  }
  const body = toErrorBody(failure.error, failure.input);
  if (body.error === 'internal_error') console.error('[rest]', req.method, new URL(req.url).pathname, failure.error.cause ?? failure.error);
  return jsonError(body);
}

/** The methods our REST routes serve on this path (empty: no such path at all). */
function methodsFor(pathname: string): string[] {
  return listProcedures().flatMap(({ meta }) => {
    if (!meta.openapi) return [];
    const pattern = new RegExp(`^${meta.openapi.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    return pattern.test(pathname) ? [meta.openapi.method] : [];
  }).sort();
}

function methodNotAllowed(method: string, allowed: string[]): Response {
  const response = jsonError(bodyForTransportError('METHOD_NOT_SUPPORTED', `${method} is not served here; this path takes ${allowed.join(' or ')}.`));
  response.headers.set('allow', allowed.join(', '));
  return response;
}

/**
 * Body-taking calls whose body is optional (cancel, await) may arrive with no
 * body or no content type: treat both as JSON. Bodies are capped at 64 KiB.
 */
async function asJsonRequest(req: Request): Promise<Request | Response> {
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return jsonError(bodyForTransportError('PAYLOAD_TOO_LARGE'));
  const text = await readCapped(req);
  if (text === null) return jsonError(bodyForTransportError('PAYLOAD_TOO_LARGE'));
  const contentType = req.headers.get('content-type');
  // A declared non-JSON body is left for the router to refuse (415 on a known route, 404 otherwise).
  if (contentType && !contentType.toLowerCase().startsWith('application/json') && text.trim() !== '') {
    return new Request(req.url, { method: req.method, headers: req.headers, body: text });
  }
  if (isJsonButNotObject(text)) {
    return jsonError({ error: 'invalid_input', message: 'The request body must be a JSON object.', fix: 'Send the fields as a JSON object, e.g. {"timeout_seconds": 30}, or no body where every field is optional.' });
  }
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: text.trim() === '' ? '{}' : text });
}

/** A string, number or array body would be spread into the input by index ("0": …): refuse it as what it is. Malformed JSON is left to the router. */
function isJsonButNotObject(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return false;
  }
}

async function readCapped(req: Request): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
