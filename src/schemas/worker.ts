import { z } from 'zod';

/** What the worker page sends with an answer. */
export const workerAnswerSchema = z
  .object({
    answer_text: z.string().trim().min(1, 'write what you saw').max(2000),
    answer_bool: z.boolean().nullable(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    photo_id: z.uuid().nullable(),
  })
  .strict();

export type WorkerAnswer = z.infer<typeof workerAnswerSchema>;

/** Task types whose answer is a yes or a no (the page offers the two buttons). */
export const YES_NO_TASK_TYPES: readonly string[] = ['is_open', 'in_stock'];

/** The worker's private task link, as the worker procedures take it. */
export const workerTokenSchema = z.object({ token: z.string().min(1).max(200) });

/** An answer with the link it is for (the worker page sends the token in the URL; the edge merges it in). */
export const workerAnswerInputSchema = workerAnswerSchema.extend(workerTokenSchema.shape);

/** The worker page's view of a task: only what a worker needs, never the agent or the other workers. */
export const workerTaskViewSchema = z.object({
  state: z.enum(['open', 'yours', 'taken', 'expired', 'cancelled', 'answered', 'paused']),
  status: z.string(),
  question: z.string(),
  task_type: z.string(),
  place_label: z.string(),
  lat: z.number(),
  lng: z.number(),
  bounty_usd: z.number(),
  require_photo: z.boolean(),
  deadline_at: z.string(),
  claimed_by: z.enum(['you', 'someone_else']).nullable(),
  photo_id: z.string().nullable(),
  outcome: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('checking') }),
      z.object({ kind: z.literal('paid'), reviewed: z.boolean(), dispute_rejected: z.boolean() }),
      z.object({ kind: z.literal('in_review') }),
      z.object({ kind: z.literal('disputed') }),
      z.object({ kind: z.literal('upheld'), taken_back_cents: z.number().int() }),
      z.object({ kind: z.literal('rejected') }),
    ])
    .nullable(),
  failed_checks: z.array(z.object({ check: z.enum(['gps', 'freshness', 'photo_content']), message: z.string() })),
});

export type WorkerTaskView = z.infer<typeof workerTaskViewSchema>;
