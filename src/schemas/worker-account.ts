import { z } from 'zod';
import { dateTimeSchema, usdSchema, uuidSchema } from './common.ts';
import { staffWorkerSchema } from './staff.ts';

/**
 * The worker's own account pages (/work). Not part of the agent API: no REST
 * or MCP metadata, only the pages call these in-process. Inputs of signed-in
 * calls are not strict: they are merged with the procedure's `session` field.
 */

export const requestCodeInputSchema = z.object({ phone: z.string().trim().min(1, 'type your phone number').max(30) }).strict();

export const requestCodeOutputSchema = z.object({
  phone: z.string(),
  expires_at: dateTimeSchema,
  /** False on a simulated deploy: no text is sent, staff read the code in the console's outbox. */
  texting_live: z.boolean(),
});

export const verifyCodeInputSchema = z
  .object({ phone: z.string().trim().min(1).max(30), code: z.string().trim().regex(/^\d{6}$/, 'the code is the 6 digits from the text') })
  .strict();

export const workerSessionOutputSchema = z.object({ session_token: z.string(), expires_at: dateTimeSchema });

/** "HH:MM" in 24-hour time, or empty for no quiet hours. */
const timeOfDaySchema = z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a 24-hour time such as 22:00')]);

export const workerProfileInputSchema = z
  .object({
    name: z.string().trim().min(1, 'type the name you go by').max(80),
    home_lat: z.number().min(-90).max(90),
    home_lng: z.number().min(-180).max(180),
    radius_m: z.number().int().min(100).max(50_000),
    time_zone: z.string().trim().min(1).max(64),
    is_available: z.boolean(),
    quiet_start: timeOfDaySchema,
    quiet_end: timeOfDaySchema,
  });

export const setAvailableInputSchema = z.object({ is_available: z.boolean() });

export const emptyWorkerInputSchema = z.object({}).strict();

export const workerSummarySchema = z.object({
  worker_id: uuidSchema,
  name: z.string(),
  phone: z.string(),
  approval: z.enum(['pending', 'approved', 'rejected']),
  approval_note: z.string().nullable(),
  is_active: z.boolean(),
  is_available: z.boolean(),
  home_lat: z.number(),
  home_lng: z.number(),
  radius_m: z.number().int(),
  time_zone: z.string(),
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
  in_quiet_hours: z.boolean(),
  payouts_ready: z.boolean(),
});

export const payoutSchema = z.object({
  payout_id: uuidSchema,
  amount_usd: usdSchema,
  status: z.enum(['pending', 'sent', 'failed']),
  trigger: z.enum(['requested', 'weekly']),
  provider: z.string(),
  failure: z.string().nullable(),
  created_at: dateTimeSchema,
});

export const workerHomeSchema = z.object({
  phone: z.string(),
  /** Null until the profile is saved once. */
  worker: workerSummarySchema.nullable(),
  offers: z.array(
    z.object({ task_id: uuidSchema, question: z.string(), place_label: z.string(), bounty_usd: usdSchema, deadline_at: dateTimeSchema, distance_from_home_m: z.number(), link: z.string() }),
  ),
  tasks: z.array(
    z.object({
      task_id: uuidSchema,
      question: z.string(),
      place_label: z.string(),
      bounty_usd: usdSchema,
      outcome: z.enum(['to_answer', 'checking', 'in_review', 'paid', 'disputed', 'taken_back', 'not_paid', 'expired']),
      claimed_at: dateTimeSchema.nullable(),
      link: z.string().nullable(),
    }),
  ),
  earnings: z.object({
    available_usd: usdSchema,
    pending_usd: usdSchema,
    owed_usd: usdSchema,
    paid_out_usd: usdSchema,
    next_available_at: dateTimeSchema.nullable(),
    hold_hours: z.number().int(),
    min_payout_usd: usdSchema,
  }),
  payouts: z.array(payoutSchema),
  payouts_provider: z.object({ name: z.string(), is_live: z.boolean(), description: z.string(), needs_account: z.boolean() }),
});

export const payoutSetupOutputSchema = z.object({ url: z.string() });

export const signedOutOutputSchema = z.object({ sessions_ended: z.number().int() });

export const decideApplicantInputSchema = z
  .object({ worker_id: uuidSchema, decision: z.enum(['approve', 'reject']), note: z.string().trim().min(3, 'write a short note saying why (at least 3 characters)').max(1000) })
  .strict();

export const applicantSchema = staffWorkerSchema
  .pick({ worker_id: true, name: true, phone: true, home_lat: true, home_lng: true, radius_m: true })
  .extend({ time_zone: z.string(), applied_at: dateTimeSchema });

export const listApplicantsOutputSchema = z.object({ applicants: z.array(applicantSchema) });

export const decidedApplicantOutputSchema = z.object({ worker_id: uuidSchema, approval: z.enum(['pending', 'approved', 'rejected']) });
