import { z } from 'zod';

const partSchema = z
  .object({
    live: z.boolean().describe('True when this part talks to a real provider.'),
    provider: z.string().describe('The provider in use; "simulated" for the test stand-in.'),
    description: z.string().describe('What this means for you, in plain words.'),
  })
  .strict();

export const statusOutputSchema = z
  .object({
    service: z.literal('spotcheck'),
    version: z.string().describe('Service version.'),
    mode: z.enum(['simulated', 'live', 'mixed']).describe('simulated: every outside part is a test stand-in.'),
    summary: z.string().describe('Which parts are live, in plain words.'),
    parts: z
      .object({
        texting: partSchema,
        payments: partSchema,
        email: partSchema,
        place_lookup: partSchema,
        photo_check: partSchema.describe('How answer photos are checked for unsafe content.'),
        photo_storage: partSchema.describe('Where answer photos are kept.'),
        safety_classifier: partSchema.describe('The second stage of the safety review: local (a model in this process) or llm (a live model endpoint).'),
        worker_payouts: partSchema.describe('How workers are paid their earnings (simulated: recorded, no money moves).'),
      })
      .strict(),
  })
  .strict();
