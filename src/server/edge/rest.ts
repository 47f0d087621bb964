import type { TRPCError } from '@trpc/server';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { DomainError } from '@/domain/errors.ts';
import { createContextFromRequest } from '../context.ts';
import { listProcedures } from '../procedures.ts';
import { appRouter } from '../router.ts';
import { bodyText, MAX_JSON_BODY_BYTES, parseJsonObject, readBody } from './body.ts';
import { respond } from './respond.ts';

// JSON body fields are typed exactly (no coercion): see exactJson in src/schemas/common.ts.
type ZodLike = { _zod: { def: { shape?: Record<string, unknown> } } };

/** REST under /v1 (and GET /status): the same procedures, served by trpc-to-openapi, answered through `respond`. */
export async function handleRestRequest(req: Request): Promise<Response> {
  const ctx = createContextFromRequest(req);
  // Every REST answer may carry an API key's data or a new key: never stored by caches.
  ctx.responseHeaders.set('cache-control', 'no-store');
  let prepared: Request;
  try {
    prepared = await asJsonRequest(req);
  } catch (error) {
    return respond(req, { ok: false, error, headers: ctx.responseHeaders });
  }
  let failure: { error: TRPCError; input: unknown } | undefined;
  const response = await createOpenApiFetchHandler({
    // Our OpenAPI paths already carry /v1, so nothing is stripped from the URL.
    endpoint: '' as `/${string}`,
    router: appRouter,
    req: prepared,
    createContext: () => ctx,
    onError: ({ error, input }) => {
      failure = { error, input };
    },
  });
  if (failure) return respond(req, { ok: false, error: failure.error, input: failure.input, headers: ctx.responseHeaders });
  ctx.responseHeaders.forEach((value, name) => response.headers.set(name, value));
  return response;
}

/** The methods our REST routes serve on this path (empty: no such path at all). */
export function restMethodsFor(pathname: string): string[] {
  return restRoutes()
    .filter(({ pattern }) => pattern.test(pathname))
    .map(({ method }) => method)
    .sort();
}

let routes: { method: string; pattern: RegExp; takesIdempotencyKey: boolean }[] | undefined;
function restRoutes() {
  routes ??= listProcedures().flatMap(({ meta, input }) => {
    if (!meta.openapi) return [];
    const shape = (input as unknown as ZodLike)._zod.def.shape ?? {};
    return [{ method: meta.openapi.method, pattern: new RegExp(`^${meta.openapi.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`), takesIdempotencyKey: 'idempotency_key' in shape }];
  });
  return routes;
}

/**
 * Body-taking calls whose body is optional (cancel, await) may arrive with no
 * body or no content type: treat both as JSON. Bodies are capped at 64 KiB,
 * counted as they arrive. An `Idempotency-Key` header stands for the body's
 * `idempotency_key` where the operation takes one.
 */
async function asJsonRequest(req: Request): Promise<Request> {
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const text = bodyText(await readBody(req, MAX_JSON_BODY_BYTES));
  const contentType = req.headers.get('content-type');
  // A declared non-JSON body is left for the router to refuse (415 on a known route, 404 otherwise).
  if (contentType && !contentType.toLowerCase().startsWith('application/json') && text.trim() !== '') {
    return new Request(req.url, { method: req.method, headers: req.headers, body: text });
  }
  const body = parseJsonObject(text);
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: JSON.stringify(withIdempotencyHeader(req, body)) });
}

function withIdempotencyHeader(req: Request, body: Record<string, unknown>): Record<string, unknown> {
  const header = req.headers.get('idempotency-key');
  const { pathname } = new URL(req.url);
  const takesKey = restRoutes().some((route) => route.takesIdempotencyKey && route.method === req.method && route.pattern.test(pathname));
  if (header === null || !takesKey) return body;
  if (body.idempotency_key !== undefined && body.idempotency_key !== header) {
    throw new DomainError('invalid_input', 'The Idempotency-Key header and the body field idempotency_key differ.', 'Send the key once (header or body field), or the same value in both.', {
      fields: [{ field: 'idempotency_key', problem: 'differs from the Idempotency-Key header', received: body.idempotency_key }],
    });
  }
  return { ...body, idempotency_key: header };
}
