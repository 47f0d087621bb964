import { z } from 'zod';
import { dateTimeSchema, idempotencyKeySchema, ticketIdSchema, uuidSchema } from './common.ts';
import { askInputSchema } from './tasks.ts';

export const ticketStatusSchema = z
  .enum(['open', 'approved', 'rejected', 'expired', 'consumed'])
  .describe('open: waiting for a person. approved: retry the unchanged ask with classifier_report_id within 24 h. rejected / expired: no retry. consumed: the task was created (task_id).');

export const reportClassifierInputSchema = askInputSchema
  .omit({ classifier_report_id: true, idempotency_key: true })
  .extend({
    idempotency_key: idempotencyKeySchema.describe('The key of this report, one per report (not the ask key).'),
    ask_idempotency_key: idempotencyKeySchema.describe('The idempotency_key of the ask that was refused.'),
    classifier_error: z
      .object({
        error: z.literal('unsafe_task').describe('The refusal being reported.'),
        message: z.string().max(4000).optional(),
        fix: z.string().max(4000).optional(),
      })
      .catchall(z.unknown())
      .describe('The unsafe_task error body you received, as it was.'),
    task_id: uuidSchema.optional().describe('A related task, if any.'),
  })
  .strict();

const ticketFields = {
  ticket_id: ticketIdSchema,
  status: ticketStatusSchema,
  approval_expires_at: dateTimeSchema.optional().describe('When an approval stops being usable (24 hours after approval).'),
  reason: z.string().optional().describe("The reviewer's reason, when given."),
  task_id: uuidSchema.optional().describe('Set once consumed: the task the approved retry created.'),
};

export const ticketOutputSchema = z.object(ticketFields).strict();

export const reportClassifierOutputSchema = z
  .object({ ...ticketFields, created: z.boolean().describe('True when this call created the ticket; false for a repeat of the same report.') })
  .strict();

export const ticketIdInputSchema = z.object({ ticket_id: ticketIdSchema }).strict();
