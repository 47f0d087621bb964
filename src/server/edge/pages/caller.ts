import { headers } from 'next/headers';
import type { ErrorBody } from '@/domain/errors.ts';
import { clientIpOf, createContextInner, requestIdOf } from '../../context.ts';
import { INTERNAL_ERROR, toErrorBody } from '../../errors.ts';
import { createCaller } from '../../router.ts';

/**
 * The router as pages and server actions call it: the same procedures, auth
 * and validation as REST and MCP, in-process.
 */
export async function pageCaller(opts: { staffSession?: { email: string } | null } = {}) {
  const requestHeaders = await headers();
  return createCaller(createContextInner({ clientIp: clientIpOf(requestHeaders), requestId: requestIdOf(requestHeaders), staffSession: opts.staffSession ?? null }));
}

/** What a form's server action hands back to the page: the result, or the error in the wire shape to show. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ErrorBody };

/** Runs a server action's call, turning any refusal into the `{error, message, fix}` a form displays. */
export async function runAction<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    const body = toErrorBody(error);
    if (body === INTERNAL_ERROR) console.error(`[page] request ${requestIdOf(await headers())} failed:`, error);
    return { ok: false, error: body };
  }
}
