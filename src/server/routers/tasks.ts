import { acceptAnswer } from '@/domain/tasks/accept.ts';
import { askCheck } from '@/domain/tasks/ask-check.ts';
import { awaitAnswer } from '@/domain/tasks/await-answer.ts';
import { cancelTask } from '@/domain/tasks/cancel.ts';
import { disputeAnswer } from '@/domain/tasks/dispute.ts';
import { getOwnTask, listOwnTasks } from '@/domain/tasks/queries.ts';
import { quoteTask } from '@/domain/tasks/quote.ts';
import {
  askInputSchema,
  acceptInputSchema,
  askOutputSchema,
  awaitInputSchema,
  awaitOutputSchema,
  disputeInputSchema,
  listTasksInputSchema,
  listTasksOutputSchema,
  quoteInputSchema,
  quoteOutputSchema,
  showTaskOutputSchema,
  taskIdInputSchema,
  taskSchema,
} from '@/schemas/tasks.ts';
import { toAskDto, toAwaitDto, toQuoteDto, toShowTaskDto, toTaskDto, toTaskListDto } from '../dto.ts';
import { agentProcedure, router } from '../trpc.ts';

export const tasksRouter = router({
  quoteTask: agentProcedure
    .meta({
      mcp: {
        name: 'quote_task',
        description:
          "Free, read-only quote before asking: resolves the location, and returns workers_nearby, est_minutes_to_answer, a suggested_bounty_usd that ask_check accepts for this key now, and allowed / reason_if_not. It never sees the question. Call it first; then call ask_check when allowed is true and workers_nearby is above 0 (on a simulated deploy there are no workers: the ask still works and expires unanswered, refunded).",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'POST', path: '/v1/quote', tags: ['tasks'], summary: 'Free quote: coverage, suggested bounty, and whether this task can be posted now' },
      errors: ['invalid_input', 'unauthorized', 'unsafe_task', 'location_not_found', 'rate_limited'],
    })
    .input(quoteInputSchema)
    .output(quoteOutputSchema)
    .mutation(async ({ ctx, input }) => toQuoteDto(await quoteTask(ctx.agent.id, input, ctx.now()))),

  askCheck: agentProcedure
    .meta({
      mcp: {
        name: 'ask_check',
        description:
          "Pay a nearby human to check something in a public place right now. Escrows bounty_usd + 0.50 USD fee from the balance at once and texts nearby workers; returns task_id. Always send a unique idempotency_key and reuse it when retrying the same ask (never charged twice). Then call await_answer with the task_id. Refused with unsafe_task for private people, homes, vehicles, private property, identifiable people, following, illegal or dangerous asks (nothing charged).",
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
      },
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
        'classifier_report_not_found',
        'rate_limited',
      ],
    })
    .input(askInputSchema)
    .output(askOutputSchema)
    .mutation(async ({ ctx, input }) =>
      toAskDto(await askCheck(ctx.agent.id, input, ctx.now())),
    ),

  listTasks: agentProcedure
    .meta({
      mcp: {
        name: 'list_tasks',
        description:
          "List the tasks created with this API key, newest first (limit 1 to 50, default 20), optionally only those in one status. When has_more is true, call it again with cursor = next_cursor (same status) for older tasks.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'GET', path: '/v1/tasks', tags: ['tasks'], summary: 'Tasks created by this API key, newest first' },
      errors: ['invalid_input', 'unauthorized', 'rate_limited'],
    })
    .input(listTasksInputSchema)
    .output(listTasksOutputSchema)
    .query(async ({ ctx, input }) => toTaskListDto(await listOwnTasks(ctx.agent.id, input, ctx.now()), input)),

  getTask: agentProcedure
    .meta({
      mcp: {
        name: 'get_task',
        description:
          "Instant read of one task: status, the answer with its verification once answered, dispute, and retry_context to ask again.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'GET', path: '/v1/tasks/{task_id}', tags: ['tasks'], summary: 'One task, with its answer once there is one' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'rate_limited'],
    })
    .input(taskIdInputSchema)
    .output(taskSchema)
    .query(async ({ ctx, input }) => toTaskDto(await getOwnTask(ctx.agent.id, input.task_id, ctx.now()))),

  awaitAnswer: agentProcedure
    .meta({
      mcp: {
        name: 'await_answer',
        description:
          "Wait up to timeout_seconds (1 to 55, default 50) for a task's answer; returns as soon as it is answered. Call it again with the same task_id while answered is false and status is dispatched, claimed or submitted. Stop when answered is true (read answer) or status is expired, refunded or disputed.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'POST', path: '/v1/tasks/{task_id}/await', tags: ['tasks'], summary: 'Long-poll up to timeout_seconds (default 50) for the answer' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'rate_limited'],
    })
    .input(awaitInputSchema)
    .output(awaitOutputSchema)
    .mutation(async ({ ctx, input }) =>
      toAwaitDto(await awaitAnswer({ agentId: ctx.agent.id, taskId: input.task_id, timeoutSeconds: input.timeout_seconds, signal: ctx.signal }, ctx.now)),
    ),

  disputeAnswer: agentProcedure
    .meta({
      mcp: {
        name: 'dispute_answer',
        description:
          "Flag an answered task (verified, paid or needs_review) as wrong, with a specific reason a person will read. The worker's payout is held for human review; if upheld, bounty + fee are refunded. For a fresh answer, call ask_check again with a new idempotency_key.",
        annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'POST', path: '/v1/tasks/{task_id}/dispute', tags: ['tasks'], summary: 'Dispute an answered task: the payout is held for human review' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'task_not_answered', 'rate_limited'],
    })
    .input(disputeInputSchema)
    .output(taskSchema)
    .mutation(async ({ ctx, input }) => toTaskDto(await disputeAnswer({ agentId: ctx.agent.id, taskId: input.task_id, reason: input.reason }, ctx.now()))),

  acceptAnswer: agentProcedure
    .meta({
      openapi: { method: 'POST', path: '/v1/tasks/{task_id}/accept', tags: ['tasks'], summary: 'Accept an answer, with an optional 1-5 rating and comment (feedback only)' },
      mcp: {
        name: 'accept_answer',
        description:
          'Mark an answered task (verified, paid or needs_review) as accepted, optionally with a 1-5 rating and a comment. Feedback only: it does not change payment. Sets accepted_at; accepting again is harmless. If the answer is wrong, call dispute_answer instead.',
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'task_not_answered', 'rate_limited'],
    })
    .input(acceptInputSchema)
    .output(taskSchema)
    .mutation(async ({ ctx, input }) =>
      toTaskDto(await acceptAnswer({ agentId: ctx.agent.id, taskId: input.task_id, rating: input.rating, comment: input.comment }, ctx.now())),
    ),

  showTask: agentProcedure
    .meta({
      mcp: {
        name: 'show_task',
        description:
          'Show a task to the human watching you: a short summary (question, place, status, answer, verification, cost) and, once answered with a photo, the photo itself. Use it when your user wants to see the result.',
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'rate_limited'],
    })
    .input(taskIdInputSchema)
    .output(showTaskOutputSchema)
    .query(async ({ ctx, input }) => toShowTaskDto(await getOwnTask(ctx.agent.id, input.task_id, ctx.now()))),

  cancelTask: agentProcedure
    .meta({
      mcp: {
        name: 'cancel_task',
        description:
          "Cancel a task nobody has claimed yet (status dispatched): refunds bounty + fee in full. Once a worker claimed it, it cannot be cancelled (task_not_cancellable): keep calling await_answer.",
        annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'POST', path: '/v1/tasks/{task_id}/cancel', tags: ['tasks'], summary: 'Cancel a task nobody has claimed; refunds bounty + fee in full' },
      errors: ['invalid_input', 'unauthorized', 'task_not_found', 'task_not_cancellable', 'rate_limited'],
    })
    .input(taskIdInputSchema)
    .output(taskSchema)
    .mutation(async ({ ctx, input }) => toTaskDto(await cancelTask(ctx.agent.id, input.task_id, ctx.now()))),
});
