/** What every transport knows about a call: who it says it is, and where it comes from. */
export type Context = {
  authorization: string | null;
  clientIp: string;
  now: () => Date;
};

export function createContextInner(opts: { authorization?: string | null; clientIp?: string }): Context {
  return { authorization: opts.authorization ?? null, clientIp: opts.clientIp ?? 'unknown', now: () => new Date() };
}

/** Context from a web Request (REST and MCP route handlers). */
export function createContextFromRequest(req: Request): Context {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return createContextInner({
    authorization: req.headers.get('authorization'),
    clientIp: forwarded || req.headers.get('x-real-ip') || 'unknown',
  });
}
