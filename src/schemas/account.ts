import { z } from 'zod';
import { nextStepSchema, taskTypeSchema, usdSchema, dateTimeSchema, uuidSchema } from './common.ts';

/** Anyone holding it can fetch the signup's api_key for 24 hours, so it must be hard to guess. */
export const signupIdempotencyKeySchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
  .describe(
    'Optional; also accepted as the Idempotency-Key header. A retry with the same key and the same name and owner_email returns the first response, api_key included, for 24 hours. Use a random value (a UUID): whoever knows it can fetch the api_key.',
  )
  .meta({ example: '3f1c9a8e-2b7d-4e0f-9c1a-5d6e7f8a9b0c' });

export const signupInputSchema = z
  .object({
    name: z.string().min(2).max(80).refine((name) => name.length < 2 || name.trim().length >= 2, 'must contain a name, not only spaces').describe('A name for your agent, 2 to 80 characters.').meta({ example: 'research-assistant' }),
    owner_email: z
      .email()
      .optional()
      .describe('Your human\'s e-mail. When email is live they get a private control link to set spend limits and add funds; you never see the link.'),
    idempotency_key: signupIdempotencyKeySchema.optional(),
  })
  .strict();

export const signupOutputSchema = z
  .object({
    agent_id: uuidSchema,
    api_key: z.string().describe('Send as "Authorization: Bearer <api_key>" on every other call. Shown only this once: store it now.'),
    balance_usd: usdSchema.describe('Starting balance; 20 USD in test mode.'),
    top_up_url: z.string().nullable().describe('Link your human opens to add funds. Not a real checkout on a simulated deploy.'),
    email_address: z
      .string()
      .nullable()
      .describe('Private address for asking by email; null when email is not configured. Anyone who knows it can spend the balance.'),
    next_step: nextStepSchema,
  })
  .strict();

export const balanceOutputSchema = z
  .object({
    balance_usd: usdSchema.describe('Prepaid balance available for new tasks.'),
    escrowed_usd: usdSchema.describe('Held in open tasks (bounty plus fee each) until they settle.'),
    top_up_url: z.string().nullable().describe('Give this link to your human to add funds; call get_balance again after they pay.'),
    next_step: nextStepSchema,
  })
  .strict();

export const spendPolicyOutputSchema = z
  .object({
    max_bounty_usd: usdSchema.nullable().describe('Largest bounty per task; null when your owner set no limit (the service maximum is 50).'),
    daily_cap_usd: usdSchema.nullable().describe('Most this key may commit per UTC day, bounty plus fee; null when no cap is set.'),
    spent_today_usd: usdSchema.describe('Committed today (UTC), bounty plus fee; refunds give it back.'),
    remaining_today_usd: usdSchema.nullable().describe('What is left of the daily cap today; null when no cap is set.'),
    allowed_task_types: z.array(taskTypeSchema).describe('Task types this key may ask.'),
    resets_at: dateTimeSchema.describe('Next midnight UTC, when spent_today_usd returns to 0.'),
    next_step: nextStepSchema,
  })
  .strict();

export const claimLinkOutputSchema = z
  .object({
    claim_url: z.string().describe('A one-time link for your human: they enter their email there and get the private control link. It replaces any earlier one.'),
    expires_at: dateTimeSchema.describe('The link stops working after this (7 days).'),
    next_step: nextStepSchema,
  })
  .strict();

/** The claim page (no REST or MCP form): the link's token, and the email of the human taking the agent. */
export const ownerClaimTokenSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const ownerClaimInputSchema = z.object({ token: z.string().min(1).max(200), owner_email: z.email().max(254) }).strict();
export const ownerClaimViewSchema = z.object({ agent_name: z.string() });
export const ownerClaimResultSchema = z.object({
  agent_name: z.string(),
  emailed: z.boolean(),
  /** Only on a simulated deploy, where no email would reach the owner: the control link, to show once. */
  control_url: z.string().nullable(),
});
