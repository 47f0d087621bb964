import { readControlOverview, revokeApiKey, rotateApiKey, rotateControlLink } from '@/domain/agents/control.ts';
import { disableEmailAddress, rotateEmailAddress } from '@/domain/agents/email-address.ts';
import { getSpendPolicy } from '@/domain/agents/account.ts';
import { updateSpendPolicy } from '@/domain/agents/owner-settings.ts';
import { usdToCents } from '@/domain/money/usd.ts';
import {
  controlOverviewSchema,
  emailAddressSchema,
  ownerSpendPolicySchema,
  revokedApiKeySchema,
  rotatedApiKeySchema,
  rotatedControlLinkSchema,
  spendPolicyFormSchema,
} from '@/schemas/owner.ts';
import { toControlOverviewDto, toOwnerSpendPolicyDto } from '../dto.ts';
import { ownerProcedure, router } from '../trpc.ts';

const centsOrNull = (usd: number | null) => (usd === null ? null : usdToCents(usd));

/**
 * The owner's private control page. Deliberately without openapi or mcp
 * meta: these are not part of the agent API and appear in no agent document.
 */
export const ownerRouter = router({
  overview: ownerProcedure
    .output(controlOverviewSchema)
    .query(async ({ ctx }) => toControlOverviewDto(await readControlOverview(ctx.owned.id, ctx.now()))),

  updateSpendPolicy: ownerProcedure
    .input(spendPolicyFormSchema)
    .output(ownerSpendPolicySchema)
    .mutation(async ({ ctx, input }) => {
      await updateSpendPolicy(ctx.owned.id, {
        maxBountyCents: centsOrNull(input.max_bounty_usd),
        dailyCapCents: centsOrNull(input.daily_cap_usd),
        allowedTaskTypes: input.allowed_task_types,
      });
      return toOwnerSpendPolicyDto(await getSpendPolicy(ctx.owned.id, ctx.now()));
    }),

  rotateControlLink: ownerProcedure
    .output(rotatedControlLinkSchema)
    .mutation(async ({ ctx }) => ({ control_url: (await rotateControlLink(ctx.owned.id)).controlUrl })),

  rotateApiKey: ownerProcedure
    .output(rotatedApiKeySchema)
    .mutation(async ({ ctx }) => ({ api_key: (await rotateApiKey(ctx.owned.id)).apiKey })),

  revokeApiKey: ownerProcedure
    .output(revokedApiKeySchema)
    .mutation(async ({ ctx }) => ({ revoked_at: (await revokeApiKey(ctx.owned.id, ctx.now())).revokedAt.toISOString() })),

  /** Also how asking by email is turned back on: always with a fresh address. */
  rotateEmailAddress: ownerProcedure
    .output(emailAddressSchema)
    .mutation(async ({ ctx }) => ({ email_address: (await rotateEmailAddress(ctx.owned.id)).emailAddress })),

  disableEmailAddress: ownerProcedure
    .output(emailAddressSchema)
    .mutation(async ({ ctx }) => ({ email_address: (await disableEmailAddress(ctx.owned.id)).emailAddress })),
});
