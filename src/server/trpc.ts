import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { authenticateAgent } from '@/domain/agents/authenticate.ts';
import type { ErrorCode } from '@/domain/errors.ts';
import type { Context } from './context.ts';
import { toErrorBody } from './errors.ts';

/** Per-procedure metadata: the REST route, and the error codes it can return (for the documents). */
export type Meta = OpenApiMeta<{ errors?: readonly ErrorCode[] }>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter: ({ error, input }) => toErrorBody(error, input),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Calls made with an agent's API key; `ctx.agent` is the caller. */
export const agentProcedure = t.procedure.use(async ({ ctx, next }) => {
  const agent = await authenticateAgent(ctx.authorization);
  return next({ ctx: { ...ctx, agent } });
});
