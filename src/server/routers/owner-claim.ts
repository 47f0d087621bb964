import { claimOwnership, readOwnerClaim } from '@/domain/agents/owner-claim.ts';
import { ownerClaimInputSchema, ownerClaimResultSchema, ownerClaimTokenSchema, ownerClaimViewSchema } from '@/schemas/account.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The page behind claim_url, where a human becomes an agent's owner. No openapi or mcp meta: not agent API. */
export const ownerClaimRouter = router({
  view: publicProcedure
    .input(ownerClaimTokenSchema)
    .output(ownerClaimViewSchema)
    .query(async ({ ctx, input }) => ({ agent_name: (await readOwnerClaim(input.token, ctx.now())).agentName })),

  claim: publicProcedure
    .input(ownerClaimInputSchema)
    .output(ownerClaimResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await claimOwnership(input.token, input.owner_email, ctx.now());
      return { agent_name: result.agentName, emailed: result.emailed, control_url: result.controlUrl };
    }),
});
