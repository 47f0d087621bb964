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
import type { Context } from './context.ts';
import { toErrorBody } from './errors.ts';

/** How a procedure is offered as an MCP tool. Annotations must tell the truth: clients act on them. */
export type McpToolMeta = {
  name: string;
  /** When to call it and what to do next, for a model deciding which tool to use. */
  description: string;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
};

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

export const publicProcedure = t.procedure;

/** Signup: public, limited per client IP. */
export const signupProcedure = t.procedure.use(async ({ ctx, next }) => {
  const rule = { limit: env().SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600, what: 'signups from this address' };
  await consumeRateLimit(`signup-ip:${ctx.clientIp}`, rule, ctx.now());
  return next();
});

/** Calls made with an agent's API key; `ctx.agent` is the caller. Limited per key. */
export const agentProcedure = t.procedure.use(async ({ ctx, next }) => {
  const agent = await authenticateAgent(ctx.authorization);
  await consumeAgentRateLimit(agent.id, ctx.now());
  return next({ ctx: { ...ctx, agent } });
});

/**
 * The owner's control page: the private link's token is the credential, sent
 * as `token` in every input; `ctx.owned` is the agent it controls.
 */
export const ownerProcedure = t.procedure.input(z.object({ token: z.string().min(1).max(200) })).use(async ({ ctx, input, next }) => {
  const owned = await authenticateOwner(input.token);
  return next({ ctx: { ...ctx, owned } });
});

/** The staff console: a signed-in staff account (next-auth session), looked up on every call. */
export const staffProcedure = t.procedure.use(async ({ ctx, next }) => {
  const staff = await authenticateStaff(ctx.staffSession);
  return next({ ctx: { ...ctx, staff } });
});

/**
 * A worker's own page: the session cookie's token (issued after a texted
 * code) is the credential, sent as `session` in every input, as the control
 * page sends its link token; `ctx.signIn` is the phone signed in.
 */
export const workerSessionProcedure = t.procedure.input(z.object({ session: z.string().min(1).max(200) })).use(async ({ ctx, input, next }) => {
  const signIn = await authenticateWorkerSession(input.session, ctx.now());
  return next({ ctx: { ...ctx, signIn } });
});
