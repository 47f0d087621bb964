import { requestPayout } from '@/domain/payouts/payouts.ts';
import { parseMinuteOfDay } from '@/domain/workers/availability.ts';
import {
  decideApplicant,
  findWorkerByPhone,
  listApplicants,
  readWorkerHome,
  refreshPayoutReadiness,
  requireWorker,
  saveWorkerProfile,
  setWorkerAvailable,
  startPayoutSetup,
} from '@/domain/workers/account.ts';
import { requestSignInCode, signOut, signOutEverywhere, verifySignInCode } from '@/domain/workers/sign-in.ts';
import { publicBaseUrl } from '@/env.ts';
import { smsProviderInfo } from '@/providers/sms/index.ts';
import {
  decideApplicantInputSchema,
  decidedApplicantOutputSchema,
  emptyWorkerInputSchema,
  listApplicantsOutputSchema,
  payoutSchema,
  payoutSetupOutputSchema,
  requestCodeInputSchema,
  requestCodeOutputSchema,
  setAvailableInputSchema,
  signedOutOutputSchema,
  verifyCodeInputSchema,
  workerHomeSchema,
  workerProfileInputSchema,
  workerSessionOutputSchema,
  workerSummarySchema,
} from '@/schemas/worker-account.ts';
import { toApplicantDto, toPayoutDto, toWorkerHomeDto, toWorkerSummaryDto } from '../worker-account-dto.ts';
import { publicProcedure, router, staffProcedure, workerSessionProcedure } from '../trpc.ts';

/**
 * Workers' own accounts: sign-in by texted code, profile and availability,
 * earnings and payouts. Deliberately without REST or MCP metadata: only the
 * /work pages and the staff console call these, in-process.
 */
export const workerAccountRouter = router({
  requestCode: publicProcedure
    .input(requestCodeInputSchema)
    .output(requestCodeOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const sent = await requestSignInCode(input.phone, ctx.clientIp, ctx.now());
      return { phone: sent.phone, expires_at: sent.expiresAt.toISOString(), texting_live: smsProviderInfo().isLive };
    }),

  verifyCode: publicProcedure
    .input(verifyCodeInputSchema)
    .output(workerSessionOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await verifySignInCode(input.phone, input.code, ctx.clientIp, ctx.now());
      return { session_token: session.sessionToken, expires_at: session.expiresAt.toISOString() };
    }),

  home: workerSessionProcedure
    .output(workerHomeSchema)
    .query(async ({ ctx }) => {
      const found = await findWorkerByPhone(ctx.signIn.phone);
      const worker = found && (await refreshPayoutReadiness(found, ctx.now()));
      return toWorkerHomeDto(ctx.signIn.phone, worker ? await readWorkerHome(worker, ctx.now()) : null, ctx.now());
    }),

  saveProfile: workerSessionProcedure
    .input(workerProfileInputSchema)
    .output(workerSummarySchema)
    .mutation(async ({ ctx, input }) => {
      const worker = await saveWorkerProfile(
        ctx.signIn.phone,
        {
          name: input.name,
          homeLat: input.home_lat,
          homeLng: input.home_lng,
          radiusM: input.radius_m,
          timeZone: input.time_zone,
          isAvailable: input.is_available,
          quietStartMinute: parseMinuteOfDay(input.quiet_start),
          quietEndMinute: parseMinuteOfDay(input.quiet_end),
        },
        ctx.now(),
      );
      return toWorkerSummaryDto(worker, ctx.now());
    }),

  setAvailable: workerSessionProcedure
    .input(setAvailableInputSchema)
    .output(workerSummarySchema)
    .mutation(async ({ ctx, input }) => {
      const worker = await requireWorker(ctx.signIn.phone);
      return toWorkerSummaryDto(await setWorkerAvailable(worker.id, input.is_available), ctx.now());
    }),

  requestPayout: workerSessionProcedure
    .output(payoutSchema)
    .mutation(async ({ ctx }) => toPayoutDto(await requestPayout((await requireWorker(ctx.signIn.phone)).id, ctx.now()))),

  startPayoutSetup: workerSessionProcedure
    .output(payoutSetupOutputSchema)
    .mutation(async ({ ctx }) => ({ url: await startPayoutSetup(await requireWorker(ctx.signIn.phone), `${publicBaseUrl()}/work/me`) })),

  signOut: workerSessionProcedure
    .output(signedOutOutputSchema)
    .mutation(async ({ ctx }) => {
      await signOut(ctx.signIn, ctx.now());
      return { sessions_ended: 1 };
    }),

  signOutEverywhere: workerSessionProcedure
    .output(signedOutOutputSchema)
    .mutation(async ({ ctx }) => ({ sessions_ended: await signOutEverywhere(ctx.signIn, ctx.now()) })),
});

/** The staff console's Applicants list: self-signed-up workers waiting for a decision. */
export const applicantsRouter = router({
  list: staffProcedure
    .input(emptyWorkerInputSchema)
    .output(listApplicantsOutputSchema)
    .query(async () => ({ applicants: (await listApplicants()).map(toApplicantDto) })),

  decide: staffProcedure
    .input(decideApplicantInputSchema)
    .output(decidedApplicantOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const worker = await decideApplicant(input.worker_id, input.decision, ctx.staff, input.note, ctx.now());
      return { worker_id: worker.id, approval: worker.approval };
    }),
});
