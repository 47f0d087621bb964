import { askCheck } from '@/domain/tasks/ask-check.ts';
import { cancelTask } from '@/domain/tasks/cancel.ts';
import { getOwnTask, listOwnTasks } from '@/domain/tasks/queries.ts';
import { quoteTask } from '@/domain/tasks/quote.ts';
import { describeDeployment } from '@/domain/deployment/status.ts';
import {
  askInputSchema,
  askOutputSchema,
  listTasksInputSchema,
  listTasksOutputSchema,
  quoteInputSchema,
  quoteOutputSchema,
  taskIdInputSchema,
  taskSchema,
} from '@/schemas/tasks.ts';
import { toAskDto, toQuoteDto, toTaskDto, toTaskListDto } from '../dto.ts';
import { agentProcedure, router } from '../trpc.ts';

export const tasksRouter = router({
  quoteTask: agentProcedure
    .meta({
      openapi: { method: 'POST', path: '/v1/quote', tags: ['tasks'], summary: 'Free quote: coverage, suggested bounty, and whether this task can be posted now' },
      errors: ['invalid_input', 'unauthorized', 'unsafe_task', 'location_not_found', 'rate_limited'],
    })
    .input(quoteInputSchema)
    .output(quoteOutputSchema)
    .mutation(async ({ ctx, input }) => toQuoteDto(await quoteTask(ctx.agent.id, input, ctx.now()))),

  askCheck: agentProcedure
    .meta({
      openapi: { method: 'POST', path: '/v1/tasks', tags: ['tasks'], summary: 'Ask a nearby human to check a public place (escrows bounty + 0.50 USD fee)' },
      errors: [
        'invalid_input',
        'unauthorized',
        'insufficient_balance',
        'max_bounty_exceeded',
        'daily_cap_exceeded',
        'task_type_not_allowed',
        'unsafe_task',
        'location_not_found',
        'no_workers_nearby',
        'idempotency_key_reused',
        'rate_limited',
      ],
    })
    .input(askInputSchema)
    .output(askOutputSchema)
    .mutation(async ({ ctx, input }) =>
      toAskDto(await askCheck(ctx.agent.id, input, ctx.now()), !describeDeployment().parts.texting.live),
    ),

  listTasks: agentProcedure
    .meta({
      openapi: { method: 'GET', path: '/v1/tasks', tags: ['tasks'], summary: 'Tasks created by this API key, newest first' },
      errors: ['invalid_input', 'unauthorized', 'rate_limited'],
    })
    .input(listTasksInputSchema)
    .output(listTasksOutputSchema)
    .query(async ({ ctx, input }) => toTaskListDto(await listOwnTasks(ctx.agent.id, input, ctx.now()))),

  getTask: agentProcedure
    .meta({
      openapi: { method: 'GET', path: '/v1/tasks/{task_id}', tags: ['tasks'], summary: 'One task, with its answer once there is one' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'rate_limited'],
    })
    .input(taskIdInputSchema)
    .output(taskSchema)
    .query(async ({ ctx, input }) => toTaskDto(await getOwnTask(ctx.agent.id, input.task_id, ctx.now()))),

  cancelTask: agentProcedure
    .meta({
      openapi: { method: 'POST', path: '/v1/tasks/{task_id}/cancel', tags: ['tasks'], summary: 'Cancel a task nobody has claimed; refunds bounty + fee in full' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'task_not_cancellable', 'rate_limited'],
    })
    .input(taskIdInputSchema)
    .output(taskSchema)
    .mutation(async ({ ctx, input }) => toTaskDto(await cancelTask(ctx.agent.id, input.task_id, ctx.now()))),
});
