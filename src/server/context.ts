import { env } from '@/env.ts';

/** Set by our HTTP server from the socket; any value a client sends is overwritten. */
export const CLIENT_IP_HEADER = 'x-spotcheck-client-ip';

/** What every transport knows about a call: who it says it is, where it comes from, and when to stop. */
export type Context = {
  authorization: string | null;
  clientIp: string;
  now: () => Date;
  signal: AbortSignal | undefined;
  /** The staff console's signed-in session (next-auth), read by the page or action that calls; null elsewhere. */
  staffSession: { email: string } | null;
  /** The `Idempotency-Key` request header (signup takes it as well as a body field). */
  idempotencyKeyHeader: string | null;
};

export function createContextInner(opts: {
  authorization?: string | null;
  clientIp?: string;
  signal?: AbortSignal;
  staffSession?: { email: string } | null;
  idempotencyKeyHeader?: string | null;
  /** Tests inject a clock; everyone else reads the real time. */
  now?: () => Date;
}): Context {
  return {
    authorization: opts.authorization ?? null,
    clientIp: opts.clientIp ?? 'unknown',
    now: opts.now ?? (() => new Date()),
    signal: opts.signal,
    staffSession: opts.staffSession ?? null,
    idempotencyKeyHeader: opts.idempotencyKeyHeader ?? null,
  };
}

/** Context from a web Request (REST and MCP route handlers). */
export function createContextFromRequest(req: Request): Context {
  return createContextInner({
    authorization: req.headers.get('authorization'),
    clientIp: clientIpOf(req),
    signal: req.signal,
    idempotencyKeyHeader: req.headers.get('idempotency-key'),
  });
}

function clientIpOf(req: Request): string {
  return clientIpFromHeaders((name) => req.headers.get(name));
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
