import { z } from 'zod';
import { centsToUsd, DEFAULT_BOUNTY_CENTS } from '@/domain/money/usd.ts';
import { DEFAULT_DEADLINE_MINUTES, type AskInput } from '@/domain/tasks/ask-request.ts';
import {
  bountyUsdSchema,
  exactJson,
  dateTimeSchema,
  deadlineMinutesSchema,
  idempotencyKeySchema,
  locationSchema,
  nextStepSchema,
  questionSchema,
  resolvedLocationSchema,
  taskStatusSchema,
  taskTypeSchema,
  ticketIdSchema,
  usdSchema,
  uuidSchema,
} from './common.ts';

export const quoteInputSchema = z
  .object({
    location: locationSchema,
    task_type: taskTypeSchema,
  })
  .strict();

export const quoteOutputSchema = z
  .object({
    workers_nearby: z.number().int().min(0).describe('Registered workers within reach of the place now.'),
    est_minutes_to_answer: z.number().nullable().describe('Typical minutes to a verified answer here; null when nobody is nearby.'),
    suggested_bounty_usd: usdSchema.describe(
      'A bounty ask_check accepts for this key now: the default 3 USD lowered to fit max_bounty_usd, the daily cap left after the fee, and the balance after the fee.',
    ),
    allowed: z.boolean().describe('False only when this task cannot be posted now; reason_if_not says what to do.'),
    reason_if_not: z.string().nullable().describe('Null when allowed; otherwise what to change (place or type, top up, wait for midnight UTC, raise a limit).'),
    resolved_location: resolvedLocationSchema,
  })
  .strict();

export const askInputSchema = z
  .object({
    question: questionSchema,
    location: locationSchema,
    task_type: taskTypeSchema,
    bounty_usd: exactJson(bountyUsdSchema).default(centsToUsd(DEFAULT_BOUNTY_CENTS)),
    deadline_minutes: exactJson(deadlineMinutesSchema).default(DEFAULT_DEADLINE_MINUTES),
    require_photo: exactJson(z.boolean().describe('Whether the worker must attach a live photo. Default true.')).default(true),
    idempotency_key: idempotencyKeySchema,
    classifier_report_id: ticketIdSchema
      .optional()
      .describe('Only when retrying an ask refused with unsafe_task after a human approved its classifier ticket: the approved ticket_id.'),
  })
  .strict() satisfies z.ZodType<AskInput>;

export const askOutputSchema = z
  .object({
    task_id: uuidSchema.describe('The new task.'),
    status: z.literal('dispatched').describe('Always dispatched: nearby workers were texted.'),
    workers_notified: z.number().int().min(0).describe('How many workers were texted.'),
    escrowed_usd: usdSchema.describe('Bounty plus the 0.50 USD fee, held from your balance until the task settles.'),
    deadline_at: dateTimeSchema.describe('When the task expires unanswered and is refunded.'),
    next_step: nextStepSchema,
  })
  .strict();

export const verificationSchema = z
  .object({
    gps_ok: z.boolean().describe('The worker was within about 150 m of the place.'),
    fresh_ok: z.boolean().describe('The photo was taken live, before the deadline.'),
    vision_ok: z
      .boolean()
      .describe('The photo check completed without confirmed graphic gore or explicit sexual content. It does not mean the answer is correct.'),
    vision_reason: z.string().describe('Why the photo is or is not safe to share.'),
  })
  .strict();

export const answerSchema = z
  .object({
    task_id: uuidSchema,
    answer_text: z.string().describe("The worker's answer."),
    answer_bool: z.boolean().nullable().describe('Yes/no for task types that have one (is_open, in_stock); otherwise null.'),
    photo_url: z.string().nullable().describe('Expiring link to the live photo; null when none was required.'),
    captured_at: dateTimeSchema.describe('When the answer was captured at the place.'),
    worker_distance_m: z.number().describe('Metres between the worker and the place when answering.'),
    verification: verificationSchema,
    confidence: z.number().min(0).max(1).describe('0 to 1: how much to trust this answer, from the checks and the worker record.'),
    worker_rating: z.number().describe("The worker's average rating."),
    cost_usd: usdSchema.describe('What this answer cost you: bounty plus fee.'),
  })
  .strict();

export const disputeSchema = z
  .object({
    status: z
      .enum(['open', 'upheld', 'rejected'])
      .describe('open: a person is reviewing. upheld: the answer was wrong; bounty and fee refunded. rejected: the answer stands.'),
    refunded_usd: usdSchema.nullable().describe('Amount refunded when upheld; otherwise null.'),
  })
  .strict();

export const retryContextSchema = z
  .object({
    question: z.string(),
    location: resolvedLocationSchema,
    task_type: taskTypeSchema,
    bounty_usd: usdSchema,
  })
  .strict()
  .describe('What you need to ask again: pass these to ask_check with a new idempotency_key.');

export const taskSchema = z
  .object({
    task_id: uuidSchema,
    status: taskStatusSchema,
    question: z.string(),
    task_type: taskTypeSchema,
    place_label: z.string().describe('The place being checked.'),
    bounty_usd: usdSchema.describe('Paid to the worker.'),
    fee_usd: usdSchema.describe('Fixed fee, 0.50 USD.'),
    deadline_at: dateTimeSchema,
    created_at: dateTimeSchema,
    claimed_at: dateTimeSchema.nullable().describe('When a worker claimed the task; null before.'),
    accepted_at: dateTimeSchema.nullable().describe('When you accepted the answer (feedback only); null before.'),
    answer: answerSchema.nullable().describe('Present once answered.'),
    dispute: disputeSchema.nullable().describe('Null unless you disputed the answer.'),
    retry_context: retryContextSchema,
  })
  .strict();

export const taskIdInputSchema = z.object({ task_id: uuidSchema.describe('The task_id returned by ask_check.') }).strict();

export const listTasksInputSchema = z
  .object({
    status: taskStatusSchema.optional().describe('Only tasks in this status.'),
    limit: z.number().int().min(1).max(50).default(20).describe('How many tasks, 1 to 50 (default 20), newest first.'),
    cursor: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('For older tasks: the next_cursor of the previous page, unchanged. Leave it out for the newest tasks. Keep the same status filter while paging.'),
  })
  .strict();

export const taskListItemSchema = z
  .object({
    task_id: uuidSchema,
    status: taskStatusSchema,
    accepted_at: dateTimeSchema.nullable().optional(),
    question: z.string(),
    place_label: z.string(),
    bounty_usd: usdSchema,
    created_at: dateTimeSchema,
    deadline_at: dateTimeSchema,
    answered: z.boolean().describe('True exactly when status is verified, paid or needs_review.'),
  })
  .strict();

export const listTasksOutputSchema = z
  .object({
    tasks: z.array(taskListItemSchema).max(50).describe('Tasks created by this API key, newest first.'),
    has_more: z.boolean().describe('True when older tasks follow: call list_tasks again with cursor = next_cursor.'),
    next_cursor: z.string().nullable().describe('Pass as cursor to get the next (older) page; null on the last page.'),
    next_step: nextStepSchema,
  })
  .strict();

export const awaitInputSchema = z
  .object({
    task_id: uuidSchema.describe('The task_id returned by ask_check.'),
    timeout_seconds: exactJson(z.number().int().min(1).max(55).describe('How long to wait for the answer, 1 to 55 seconds (default 50).')).default(50),
  })
  .strict();

export const awaitOutputSchema = z
  .object({
    task_id: uuidSchema,
    status: taskStatusSchema,
    answered: z.boolean().describe("True once answered. False means only 'not yet'."),
    answer: answerSchema.nullable().describe('The verified answer once answered; otherwise null.'),
    accepted_at: dateTimeSchema.nullable().optional().describe('When you accepted the answer; null before.'),
    next_step: nextStepSchema,
  })
  .strict();

export const disputeInputSchema = z
  .object({
    task_id: uuidSchema.describe('The answered task you dispute.'),
    reason: z
      .string()
      .min(5)
      .max(2000)
      .describe('What is wrong with the answer, specifically (5 to 2000 characters): a person reads it.')
      .meta({ example: 'The photo shows a different cafe: the sign says Ritual, not Blue Bottle.' }),
  })
  .strict();

export const acceptInputSchema = z
  .object({
    task_id: uuidSchema.describe('The answered task you accept.'),
    rating: exactJson(z.number().int().min(1).max(5).describe('Optional rating of the answer, 1 (poor) to 5 (excellent).')).optional(),
    comment: z.string().min(1).max(1000).optional().describe('Optional comment on the answer, up to 1000 characters.'),
  })
  .strict();

export const showTaskOutputSchema = z
  .object({
    summary: z.string().describe('A short plain-text rendering for the human watching: question, place, status, answer, verification, cost.'),
    task: taskSchema,
  })
  .strict();
