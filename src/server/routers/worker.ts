import { z } from 'zod';
import { photoStorage } from '@/providers/storage/index.ts';
import { centsToUsd } from '@/domain/money/usd.ts';
import { workerTaskDetails } from '@/domain/tasks/worker-outcome.ts';
import { claimTask, submitAnswer, type WorkerOffer } from '@/domain/tasks/worker-flow.ts';
import { workerAnswerInputSchema, workerTaskViewSchema, workerTokenSchema, type WorkerTaskView } from '@/schemas/worker.ts';
import { router, workerProcedure } from '../trpc.ts';

/** The worker's task page (`/w/<token>`): no REST or MCP form; the page and its three POST routes call these. */
export const workerRouter = router({
  view: workerProcedure
    .input(workerTokenSchema)
    .output(workerTaskViewSchema.extend({ photo_preview_url: z.string().nullable() }))
    .query(async ({ ctx }) => ({ ...toWorkerTaskView(ctx.offer), photo_preview_url: await storedPhotoPreview(ctx.offer) })),

  claim: workerProcedure
    .input(workerTokenSchema)
    .output(workerTaskViewSchema)
    .mutation(async ({ ctx, input }) => toWorkerTaskView(await claimTask(input.token, ctx.now()))),

  answer: workerProcedure
    .input(workerAnswerInputSchema)
    .output(workerTaskViewSchema)
    .mutation(async ({ ctx, input }) =>
      toWorkerTaskView(
        await submitAnswer(input.token, { answerText: input.answer_text, answerBool: input.answer_bool, lat: input.lat, lng: input.lng, photoId: input.photo_id }, ctx.now()),
      ),
    ),
});

/** How long the preview link of a photo already sent keeps working (the page is reloaded for a new one). */
const PREVIEW_TTL_SECONDS = 60 * 60;

/** The photo this worker already sent for their claimed task, so a reload shows it again. */
async function storedPhotoPreview(offer: WorkerOffer): Promise<string | null> {
  const stored = offer.task.claimedById === offer.workerId && offer.state === 'yours' ? offer.task.photos[0] : undefined;
  return stored ? photoStorage().signedUrl(stored.storageKey, PREVIEW_TTL_SECONDS) : null;
}

function toWorkerTaskView(offer: WorkerOffer): WorkerTaskView {
  const { task } = offer;
  return {
    state: offer.state,
    status: task.status,
    question: task.question,
    task_type: task.taskType,
    place_label: task.placeLabel,
    lat: task.lat,
    lng: task.lng,
    bounty_usd: centsToUsd(task.bountyCents),
    require_photo: task.requirePhoto,
    deadline_at: task.deadlineAt.toISOString(),
    ...workerTaskDetails(task, offer.workerId),
  };
}
