import { DomainError, type ErrorBody } from '@/domain/errors.ts';
import { requestIdOf } from '../context.ts';
import { statusOf, toErrorBody } from '../errors.ts';
import { setRateLimitHeaders } from '../rate-limit-headers.ts';

export type Outcome = { ok: true; body: unknown; headers?: Headers } | { ok: false; error: unknown; input?: unknown; headers?: Headers };

/**
 * The one way out of the edge, for every transport: a result as JSON, or
 * anything thrown as `{error, message, fix, ...context}` with its status and
 * headers. Our own faults are logged with the request id and answered with
 * the one internal_error text.
 */
export function respond(req: Request, outcome: Outcome): Response {
  const headers = new Headers(outcome.headers);
  headers.set('content-type', 'application/json');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  if (outcome.ok) return new Response(JSON.stringify(outcome.body), { status: 200, headers });
  const body = toErrorBody(outcome.error, outcome.input);
  if (body.error === 'internal_error') logFailure(req, outcome.error);
  addErrorHeaders(headers, body);
  return new Response(JSON.stringify(body), { status: statusOf(body.error), headers });
}

/** Runs one call and responds with its result or its refusal. */
export async function respondTo(req: Request, call: () => Promise<unknown>, headers?: Headers): Promise<Response> {
  try {
    return respond(req, { ok: true, body: await call(), headers });
  } catch (error) {
    return respond(req, { ok: false, error, headers });
  }
}

/** A refusal made by the edge itself. */
export function refuse(req: Request, body: ErrorBody, headers?: HeadersInit): Response {
  const { error: code, message, fix, ...context } = body;
  return respond(req, { ok: false, error: new DomainError(code, message, fix, context), headers: new Headers(headers) });
}

export function logFailure(req: Request, error: unknown): void {
  console.error(`[edge] request ${requestIdOf(req.headers)} ${req.method} ${new URL(req.url).pathname} failed:`, error);
}

function addErrorHeaders(headers: Headers, body: ErrorBody): void {
  if (body.error === 'unauthorized') headers.set('www-authenticate', 'Bearer realm="spotcheck"');
  if (typeof body.retry_after_s === 'number') headers.set('retry-after', String(body.retry_after_s));
  if (body.error === 'rate_limited' && typeof body.retry_after_s === 'number') {
    if (typeof body.limit === 'number' && typeof body.window_s === 'number') {
      setRateLimitHeaders(headers, { limit: body.limit, windowSeconds: body.window_s, remaining: 0, resetSeconds: body.retry_after_s });
    }
  }
  // The rest of a refused body is never read: the connection cannot be reused.
  if (body.error === 'payload_too_large') headers.set('connection', 'close');
}
