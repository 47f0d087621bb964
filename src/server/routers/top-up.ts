import { readTopUpPage, startTopUp } from '@/domain/money/top-up.ts';
import { usdToCents } from '@/domain/money/usd.ts';
import { topUpFormSchema, topUpPageInputSchema, topUpPageSchema, topUpResultSchema } from '@/schemas/owner.ts';
import { toTopUpPageDto, toTopUpResultDto } from '../dto.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The top-up page behind top_up_url: its token only lets someone add funds. No openapi or mcp meta: not agent API. */
export const topUpRouter = router({
  page: publicProcedure
    .input(topUpPageInputSchema)
    .output(topUpPageSchema)
    .query(async ({ input }) => toTopUpPageDto(await readTopUpPage(input.token, input.credited_payment_id))),

  start: publicProcedure
    .input(topUpFormSchema)
    .output(topUpResultSchema)
    .mutation(async ({ ctx, input }) =>
      toTopUpResultDto(await startTopUp(input.token, { amountCents: usdToCents(input.amount_usd), submissionKey: input.submission_key }, ctx.now())),
    ),
});
