import { z } from 'zod';
import { dateTimeSchema, taskStatusSchema, taskTypeSchema, ticketIdSchema, usdSchema, uuidSchema } from './common.ts';

/**
 * The staff console's inputs and outputs. Not part of the agent API: these
 * procedures carry no REST or MCP metadata, so no public document lists them.
 * Number fields are declared here, not shared with agent schemas, because the
 * REST adapter pins coercion on the field objects of body-taking procedures.
 */

export const emptyInputSchema = z.object({}).strict();

/** Why a reviewer decided as they did; kept in the review history. */
const noteSchema = z.string().trim().min(3, 'write a short note saying why (at least 3 characters)').max(1000);

export const settleNeedsReviewInputSchema = z.object({ task_id: uuidSchema, decision: z.enum(['pay', 'refund']), note: noteSchema }).strict();

export const resolveDisputeInputSchema = z.object({ task_id: uuidSchema, decision: z.enum(['uphold', 'reject']), note: noteSchema }).strict();

export const approveTicketInputSchema = z.object({ ticket_id: ticketIdSchema, note: noteSchema }).strict();

export const rejectTicketInputSchema = z.object({ ticket_id: ticketIdSchema, reason: noteSchema }).strict();

export const addWorkerInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    phone: z.string().trim().min(1).max(20),
    home_lat: z.number().min(-90).max(90),
    home_lng: z.number().min(-180).max(180),
    radius_m: z.number().int().min(100).max(50_000),
  })
  .strict();

export const setWorkerActiveInputSchema = z.object({ worker_id: uuidSchema, is_active: z.boolean() }).strict();

export const workerIdInputSchema = z.object({ worker_id: uuidSchema }).strict();

/** How many of the newest rows a list shows. */
export const newestInputSchema = z.object({ limit: z.number().int().min(1).max(500) }).strict();

export const staffMemberSchema = z.object({ email: z.string(), name: z.string() });

const verificationSchema = z.object({
  gps_ok: z.boolean().nullable(),
  fresh_ok: z.boolean().nullable(),
  vision_ok: z.boolean().nullable(),
  vision_reason: z.string().nullable(),
  /** Names of the checks that failed (gps, fresh, vision). */
  failed_checks: z.array(z.enum(['gps', 'fresh', 'vision'])),
});

export const reviewQueueItemSchema = z.object({
  kind: z.enum(['dispute', 'needs_review']),
  task_id: uuidSchema,
  status: taskStatusSchema,
  question: z.string(),
  task_type: taskTypeSchema,
  place: z.object({ label: z.string(), lat: z.number(), lng: z.number() }),
  bounty_usd: usdSchema,
  fee_usd: usdSchema,
  created_at: dateTimeSchema,
  waiting_since: dateTimeSchema,
  dispute: z.object({ reason: z.string(), disputed_from: taskStatusSchema, created_at: dateTimeSchema }).nullable(),
  answer: z
    .object({
      answer_text: z.string(),
      answer_bool: z.boolean().nullable(),
      photo_url: z.string().nullable(),
      captured_at: dateTimeSchema,
      worker_distance_m: z.number(),
      /** Where the phone said it was when the answer was sent. */
      sent_from: z.object({ lat: z.number(), lng: z.number() }),
      /** The camera's own time from the photo's EXIF (null: none recorded), and why freshness passed or failed. */
      camera_taken_at: dateTimeSchema.nullable(),
      freshness_reason: z.string(),
      /** Another photo of this worker's with the very same camera time: a gallery photo sent again. */
      same_photo_as_task: uuidSchema.nullable(),
      confidence: z.number().nullable(),
      verification: verificationSchema,
    })
    .nullable(),
  worker: z
    .object({
      worker_id: uuidSchema,
      name: z.string(),
      rating: z.number(),
      rating_count: z.number().int(),
      answers: z.number().int(),
      earnings_usd: usdSchema,
      upheld_disputes: z.number().int(),
      is_active: z.boolean(),
    })
    .nullable(),
  agent: z.object({ agent_id: uuidSchema, name: z.string(), tasks: z.number().int(), disputes: z.number().int() }),
});

export const reviewQueueOutputSchema = z.object({ items: z.array(reviewQueueItemSchema) });

export const settledTaskOutputSchema = z.object({ task_id: uuidSchema, decision: z.enum(['pay', 'refund', 'uphold', 'reject']) });

export const staffTicketSchema = z.object({
  ticket_id: ticketIdSchema,
  status: z.enum(['open', 'approved', 'rejected', 'expired', 'consumed']),
  created_at: dateTimeSchema,
  agent: z.object({ agent_id: uuidSchema, name: z.string() }),
  ask_idempotency_key: z.string(),
  /** The refused ask's parameters, as the agent sent them (defaults applied). */
  request: z.record(z.string(), z.unknown()),
  /** The unsafe_task body the agent received. */
  classifier_error: z.record(z.string(), z.unknown()),
  approval_expires_at: dateTimeSchema.nullable(),
  reason: z.string().nullable(),
});

export const listTicketsOutputSchema = z.object({ tickets: z.array(staffTicketSchema) });

export const staffWorkerSchema = z.object({
  worker_id: uuidSchema,
  name: z.string(),
  phone: z.string(),
  home_lat: z.number(),
  home_lng: z.number(),
  radius_m: z.number().int(),
  is_active: z.boolean(),
  rating: z.number(),
  rating_count: z.number().int(),
  answers: z.number().int(),
  earnings_usd: usdSchema,
  created_at: dateTimeSchema,
});

export const listWorkersOutputSchema = z.object({ workers: z.array(staffWorkerSchema) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** Private links (worker task links, owner control links) are masked: staff never see a live one. */
  body: z.string(),
  provider: z.string(),
  task_id: uuidSchema.nullable(),
  created_at: dateTimeSchema,
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: dateTimeSchema.nullable(),
  next_attempt_at: dateTimeSchema.nullable(),
});

export const listOutboxOutputSchema = z.object({ messages: z.array(outboxMessageSchema) });

export const workerChangedOutputSchema = staffWorkerSchema.pick({ worker_id: true, name: true, phone: true, is_active: true });

export const reviewActionSchema = z.object({
  id: uuidSchema,
  staff_email: z.string(),
  action: z.string(),
  task_id: uuidSchema.nullable(),
  ticket_id: z.string().nullable(),
  note: z.string(),
  created_at: dateTimeSchema,
});

export const reviewHistoryOutputSchema = z.object({ actions: z.array(reviewActionSchema) });
