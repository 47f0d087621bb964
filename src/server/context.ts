import type { RateLimitState } from '@/domain/limits/rate-limit.ts';
import { env } from '@/env.ts';

/** Set by our HTTP server from the socket; any value a client sends is overwritten. */
export const CLIENT_IP_HEADER = 'x-spotcheck-client-ip';
/** Set by our HTTP server: the id it answers as `Request-Id` and writes in log lines. */
export const REQUEST_ID_HEADER = 'x-spotcheck-request-id';

/** An agent identified by the edge: only its id is needed. */
export type EdgeAgent = { id: string };

/** What every transport knows about a call: who it says it is, where it comes from, and when to stop. */
export type Context = {
  authorization: string | null;
  clientIp: string;
  requestId: string;
  now: () => Date;
  signal: AbortSignal | undefined;
  /** The staff console's signed-in session (next-auth), read by the page or action that calls; null elsewhere. */
  staffSession: { email: string } | null;
  /** An agent the edge already identified (MCP checks the key once per message; an inbound email names its agent by address). */
  agent?: EdgeAgent;
  /** Set when the edge already counted this call against the agent's rate limit (MCP counts every JSON-RPC message). */
  rateLimit?: RateLimitState;
  /** Headers the procedures add to the response (the rate-limit state), read by the edge after the call. */
  responseHeaders: Headers;
  /** The `Idempotency-Key` request header (signup takes it as well as a body field). */
  idempotencyKeyHeader: string | null;
};

export function createContextInner(opts: {
  authorization?: string | null;
  clientIp?: string;
  requestId?: string;
  signal?: AbortSignal;
  staffSession?: { email: string } | null;
  agent?: EdgeAgent;
  rateLimit?: RateLimitState;
  idempotencyKeyHeader?: string | null;
  /** Tests inject a clock; everyone else reads the real time. */
  now?: () => Date;
}): Context {
  return {
    authorization: opts.authorization ?? null,
    clientIp: opts.clientIp ?? 'unknown',
    requestId: opts.requestId ?? '-',
    now: opts.now ?? (() => new Date()),
    signal: opts.signal,
    staffSession: opts.staffSession ?? null,
    agent: opts.agent,
    rateLimit: opts.rateLimit,
    responseHeaders: new Headers(),
    idempotencyKeyHeader: opts.idempotencyKeyHeader ?? null,
  };
}

/** Context from a web Request (every edge route). */
export function createContextFromRequest(req: Request, extra: { agent?: EdgeAgent; rateLimit?: RateLimitState } = {}): Context {
  return createContextInner({ authorization: req.headers.get('authorization'), clientIp: clientIpOf(req.headers), requestId: requestIdOf(req.headers), signal: req.signal, idempotencyKeyHeader: req.headers.get('idempotency-key'), ...extra });
}

export function requestIdOf(headers: Headers): string {
  return headers.get(REQUEST_ID_HEADER) ?? '-';
}

export function clientIpOf(headers: Headers): string {
  return clientIpFromHeaders((name) => headers.get(name));
}

/** The caller's IP from request headers: our server's stamp, or behind a trusted proxy the last X-Forwarded-For hop. */
export function clientIpFromHeaders(header: (name: string) => string | null | undefined): string {
  if (env().TRUST_PROXY === 'true') {
    const hops = header('x-forwarded-for')?.split(',') ?? [];
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return header(CLIENT_IP_HEADER) ?? 'unknown';
}
