import { TRPCError } from '@trpc/server';
import { headers } from 'next/headers';
import { DomainError, type ErrorBody } from '@/domain/errors.ts';
import { CLIENT_IP_HEADER, createContextInner } from '../../context.ts';
import { toErrorBody } from '../../errors.ts';
import { createCaller } from '../../router.ts';

/**
 * The router as pages and server actions call it: the same procedures, auth
 * and validation as REST and MCP, in-process.
 */
export async function pageCaller(opts: { staffSession?: { email: string } | null } = {}) {
  const requestHeaders = await headers();
  return createCaller(createContextInner({ clientIp: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown', staffSession: opts.staffSession ?? null }));
}

/** What a form's server action hands back to the page: the result, or the error in the wire shape to show. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ErrorBody };

/** Runs a server action's call, turning any refusal into the `{error, message, fix}` a form displays. */
export async function runAction<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof TRPCError) return { ok: false, error: toErrorBody(error) };
    if (error instanceof DomainError) return { ok: false, error: error.toBody() };
    console.error('[action]', error);
    return { ok: false, error: { error: 'internal_error', message: 'Something failed on our side.', fix: 'Try again in a moment.' } };
  }
}
