import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import { authenticateAgent } from '@/domain/agents/authenticate.ts';
import { authenticateOwner } from '@/domain/agents/owner.ts';
import { authenticateStaff } from '@/domain/staff/accounts.ts';
import { authenticateWorkerSession } from '@/domain/workers/sign-in.ts';
import type { ErrorCode } from '@/domain/errors.ts';
import { consumeAgentRateLimit, consumeRateLimit } from '@/domain/limits/rate-limit.ts';
import { env } from '@/env.ts';
import { workerTokenSchema } from '@/schemas/worker.ts';
import { openOffer } from '@/domain/tasks/worker-flow.ts';
import type { Context } from './context.ts';
import { toErrorBody } from './errors.ts';
import { setRateLimitHeaders } from './rate-limit-headers.ts';
import { refuseUnstorableText } from './storable-text.ts';

/** How a procedure is offered as an MCP tool. Annotations must tell the truth: clients act on them. */
export type McpToolMeta = {
  name: string;
  /** Content blocks for a human watching the agent, made from the result (default: the result as JSON text). */
  render?: (ctx: Context & { agent: { id: string } }, input: unknown, result: Record<string, unknown>) => Promise<McpContentBlock[]>;
  /** When to call it and what to do next, for a model deciding which tool to use. */
  description: string;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
};

export type McpContentBlock = { type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string };

/** Per-procedure metadata: the REST route, the MCP tool, and the error codes it can return (for the documents). */
export type Meta = OpenApiMeta<{ errors?: readonly ErrorCode[]; mcp?: McpToolMeta }>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter: ({ error, input }) => toErrorBody(error, input),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure: text that cannot be stored as sent is refused before anything runs. */
const baseProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  refuseUnstorableText(await getRawInput());
  return next();
});

export const publicProcedure = baseProcedure;

/** Signup: public, limited per client IP. */
export const signupProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const rule = { limit: env().SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600, what: 'signups from this address' };
  await consumeRateLimit(`signup-ip:${ctx.clientIp}`, rule, ctx.now());
  return next();
});

/**
 * Calls made for an agent; `ctx.agent` is the caller. Limited per agent. The
 * edge may have identified the agent already (by key once per MCP message, by
 * address for an inbound email) and counted the call: then neither is repeated.
 */
export const agentProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const agent = ctx.agent ?? (await authenticateAgent(ctx.authorization));
  const rateLimit = ctx.rateLimit ?? (await consumeAgentRateLimit(agent.id, ctx.now()));
  setRateLimitHeaders(ctx.responseHeaders, rateLimit);
  return next({ ctx: { ...ctx, agent } });
});

/**
 * The owner's control page: the private link's token is the credential, sent
 * as `token` in every input; `ctx.owned` is the agent it controls.
 */
export const ownerProcedure = baseProcedure.input(z.object({ token: z.string().min(1).max(200) })).use(async ({ ctx, input, next }) => {
  const owned = await authenticateOwner(input.token);
  return next({ ctx: { ...ctx, owned } });
});

/** The staff console: a signed-in staff account (next-auth session), looked up on every call. */
export const staffProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const staff = await authenticateStaff(ctx.staffSession);
  return next({ ctx: { ...ctx, staff } });
});

/**
 * A worker's own page: the session cookie's token (issued after a texted
 * code) is the credential, sent as `session` in every input, as the control
 * page sends its link token; `ctx.signIn` is the phone signed in.
 */
export const workerSessionProcedure = baseProcedure.input(z.object({ session: z.string().min(1).max(200) })).use(async ({ ctx, input, next }) => {
  const signIn = await authenticateWorkerSession(input.session, ctx.now());
  return next({ ctx: { ...ctx, signIn } });
});

/**
 * The worker's task page: the private link's token (from the text) is the
 * credential, sent as `token` in every input, as owner procedures take theirs;
 * `ctx.offer` is the task offer it opens.
 */
export const workerProcedure = baseProcedure.input(workerTokenSchema).use(async ({ ctx, input, next }) => {
  const offer = await openOffer(input.token, ctx.now());
  return next({ ctx: { ...ctx, offer } });
});
