import { z } from 'zod';
import { getBalance, getSpendPolicy } from '@/domain/agents/account.ts';
import { createOwnerClaimLink, hasOwner } from '@/domain/agents/owner-claim.ts';
import { signUpAgent } from '@/domain/agents/signup.ts';
import { DomainError } from '@/domain/errors.ts';
import { balanceOutputSchema, claimLinkOutputSchema, signupIdempotencyKeySchema, signupInputSchema, signupOutputSchema, spendPolicyOutputSchema } from '@/schemas/account.ts';
import { toBalanceDto, toSignupDto, toSpendPolicyDto } from '../dto.ts';
import { agentProcedure, router, signupProcedure } from '../trpc.ts';

/** The body's idempotency_key or the Idempotency-Key header (one of them, or both equal). */
function signupIdempotencyKey(fromBody: string | undefined, fromHeader: string | null): string | undefined {
  if (fromHeader === null) return fromBody;
  const header = signupIdempotencyKeySchema.safeParse(fromHeader);
  if (!header.success || (fromBody !== undefined && fromBody !== fromHeader)) {
    throw new DomainError(
      'invalid_input',
      header.success ? 'The Idempotency-Key header and the body\'s idempotency_key differ.' : 'The Idempotency-Key header must be 16 to 128 printable characters without spaces.',
      'Send one idempotency key (a UUID), in the header or in the body.',
      { fields: [{ field: 'idempotency_key', problem: header.success ? 'differs from the Idempotency-Key header' : 'Idempotency-Key header: 16 to 128 printable characters' }] },
    );
  }
  return header.data;
}

export const accountRouter = router({
  signup: signupProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/v1/signup',
        protect: false,
        tags: ['account'],
        summary: 'Sign up an agent: get an API key and a prepaid balance',
        description:
          'Public, no key needed. Returns api_key (shown only once: store it), a prepaid balance (20 USD in test mode), top_up_url for your human, and email_address when asking by email is on. Pass owner_email so your human gets a private control link to set spend limits. Then call quote_task and ask_check with "Authorization: Bearer <api_key>".',
      },
      errors: ['invalid_input', 'idempotency_key_reused', 'rate_limited'],
    })
    .input(signupInputSchema)
    .output(signupOutputSchema)
    .mutation(async ({ ctx, input }) =>
      toSignupDto(
        await signUpAgent({ name: input.name, ownerEmail: input.owner_email, idempotencyKey: signupIdempotencyKey(input.idempotency_key, ctx.idempotencyKeyHeader) }, ctx.now()),
        input.owner_email !== undefined,
      ),
    ),

  getBalance: agentProcedure
    .meta({
      mcp: {
        name: 'get_balance',
        description:
          "Your prepaid balance, the amount escrowed in open tasks, and top_up_url. When balance_usd is below bounty + 0.50, give top_up_url to your human and call get_balance again after they pay.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'GET', path: '/v1/balance', tags: ['account'], summary: 'Balance, amount escrowed in open tasks, and the top-up link' },
      errors: ['unauthorized', 'rate_limited'],
    })
    .input(z.object({}).strict())
    .output(balanceOutputSchema)
    .query(async ({ ctx }) => toBalanceDto(await getBalance(ctx.agent.id, ctx.now()))),

  getSpendPolicy: agentProcedure
    .meta({
      mcp: {
        name: 'get_spend_policy',
        description:
          "The limits your human set for this API key: max_bounty_usd per task, daily_cap_usd (bounty + fee, UTC day), spent_today_usd, remaining_today_usd and allowed_task_types. Only the human can change them.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'GET', path: '/v1/spend-policy', tags: ['account'], summary: "This key's spend limits, set by its human owner" },
      errors: ['unauthorized', 'rate_limited'],
    })
    .input(z.object({}).strict())
    .output(spendPolicyOutputSchema)
    .query(async ({ ctx }) => toSpendPolicyDto(await getSpendPolicy(ctx.agent.id, ctx.now()), await hasOwner(ctx.agent.id))),

  createClaimLink: agentProcedure
    .meta({
      mcp: {
        name: 'create_claim_link',
        description:
          'Only when you signed up without owner_email: a one-time link for your human. They open it, enter their email, and get the private control link to set your spend limits and add funds. Refused (owner_already_set) once you have an owner.',
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      openapi: { method: 'POST', path: '/v1/claim-link', tags: ['account'], summary: 'A one-time link your human uses to become your owner' },
      errors: ['unauthorized', 'owner_already_set', 'rate_limited'],
    })
    .input(z.object({}).strict())
    .output(claimLinkOutputSchema)
    .mutation(async ({ ctx }) => {
      const link = await createOwnerClaimLink(ctx.agent.id, ctx.now());
      return {
        claim_url: link.claimUrl,
        expires_at: link.expiresAt.toISOString(),
        next_step: 'Give claim_url to your human. Once they enter their email there, get_spend_policy shows the limits they set.',
      };
    }),
});
