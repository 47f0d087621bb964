import { z } from 'zod';
import { centsToUsd, FEE_CENTS, formatUsd, isWholeCents, MAX_BOUNTY_CENTS, MAX_TOP_UP_CENTS, MIN_BOUNTY_CENTS, MIN_TOP_UP_CENTS } from '@/domain/money/usd.ts';
import { balanceOutputSchema, spendPolicyOutputSchema } from './account.ts';
import { dateTimeSchema, taskTypeSchema, usdSchema, uuidSchema } from './common.ts';
import { taskSchema } from './tasks.ts';

/**
 * The owner's control page and the top-up page: not part of the agent API
 * (no REST route, no MCP tool). Inputs are what the pages' forms post, so
 * amounts arrive as text: blank means "no limit" where a limit is optional.
 * Not strict: the procedures' base input (the link's token) is merged in.
 */

/** The smallest daily cap that allows any ask: the 1 USD minimum bounty plus the fee. */
export const MIN_DAILY_CAP_CENTS = MIN_BOUNTY_CENTS + FEE_CENTS;
const MAX_DAILY_CAP_CENTS = 500_000;

const formNumber = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value);

/** A USD amount typed into a form, checked against [min, max] cents with reasons a person can act on. */
function usdField(range: { min: number; max: number; minReason: string; maxReason: string }) {
  return z
    .number({ error: 'must be a number of US dollars, like 5 or 12.50' })
    .min(centsToUsd(range.min), `must be at least ${formatUsd(range.min)} USD (${range.minReason})`)
    .max(centsToUsd(range.max), `must be at most ${formatUsd(range.max)} USD (${range.maxReason})`)
    .refine(isWholeCents, 'must have at most two decimals (whole cents)');
}

export const spendPolicyFormSchema = z.object({
  max_bounty_usd: z.preprocess(
    formNumber,
    usdField({ min: MIN_BOUNTY_CENTS, max: MAX_BOUNTY_CENTS, minReason: 'the smallest bounty', maxReason: 'the largest bounty' }).nullable(),
  ),
  daily_cap_usd: z.preprocess(
    formNumber,
    usdField({
      min: MIN_DAILY_CAP_CENTS,
      max: MAX_DAILY_CAP_CENTS,
      minReason: `the smallest ask: ${formatUsd(MIN_BOUNTY_CENTS)} bounty + ${formatUsd(FEE_CENTS)} fee`,
      maxReason: 'leave it blank for no daily cap',
    }).nullable(),
  ),
  allowed_task_types: z.array(taskTypeSchema).min(1, 'choose at least one task type'),
});

export const ownerSpendPolicySchema = spendPolicyOutputSchema.omit({ next_step: true });

export const controlOverviewSchema = z.object({
  agent_name: z.string(),
  owner_email: z.string().nullable(),
  balance: balanceOutputSchema.omit({ next_step: true }),
  spend_policy: ownerSpendPolicySchema,
  api_key_revoked_at: dateTimeSchema.nullable(),
  asking_by_email: z.object({
    is_live: z.boolean().describe('Whether email is live on this deploy; without it there is no asking address.'),
    is_enabled: z.boolean(),
    email_address: z.string().nullable(),
  }),
  tasks: z.array(taskSchema),
});

export const rotatedControlLinkSchema = z.object({ control_url: z.string() });
export const rotatedApiKeySchema = z.object({ api_key: z.string() });
export const revokedApiKeySchema = z.object({ revoked_at: dateTimeSchema });
export const emailAddressSchema = z.object({ email_address: z.string().nullable() });

export const topUpTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const topUpFormSchema = topUpTokenSchema.extend({
  amount_usd: z.preprocess(
    formNumber,
    usdField({ min: MIN_TOP_UP_CENTS, max: MAX_TOP_UP_CENTS, minReason: 'the smallest top-up', maxReason: 'the largest top-up at once' }),
  ),
  /** Random per form load: a double submit carries the same key and credits once. */
  submission_key: z.string().min(16).max(100),
});

/** `credited_payment_id`: the page confirms that credit (where a top-up posted without JavaScript lands); an id not this agent's is ignored. */
// A malformed id in the address is ignored (the page then confirms nothing), never an error.
export const topUpPageInputSchema = topUpTokenSchema.extend({ credited_payment_id: uuidSchema.optional().catch(undefined) });

export const topUpPageSchema = z.object({
  agent_name: z.string(),
  balance_usd: usdSchema,
  escrowed_usd: usdSchema,
  is_live: z.boolean(),
  payments: z.array(z.object({ amount_usd: usdSchema, status: z.enum(['pending', 'credited', 'failed']), created_at: dateTimeSchema })),
  credited: z.object({ amount_usd: usdSchema, balance_usd: usdSchema }).nullable(),
});

export const topUpResultSchema = z.discriminatedUnion('kind', [
  /** balance_usd: right after this credit, the same on every retry of the submission. */
  z.object({ kind: z.literal('credited'), payment_id: z.string(), amount_usd: usdSchema, balance_usd: usdSchema }),
  z.object({ kind: z.literal('redirect'), checkout_url: z.string() }),
]);

/** The owner forms' visible labels, so an error names what the person sees. */
export const OWNER_FORM_LABELS: Record<string, string> = {
  max_bounty_usd: 'Largest bounty per task',
  daily_cap_usd: 'Daily cap',
  allowed_task_types: 'Allowed task types',
  amount_usd: 'Amount',
};
