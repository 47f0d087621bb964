import { centsToUsd } from '@/domain/money/usd.ts';
import { claimTask, submitAnswer, type WorkerOffer } from '@/domain/tasks/worker-flow.ts';
import { workerAnswerInputSchema, workerTaskViewSchema, workerTokenSchema, type WorkerTaskView } from '@/schemas/worker.ts';
import { router, workerProcedure } from '../trpc.ts';

/** The worker's task page (`/w/<token>`): no REST or MCP form; the page and its three POST routes call these. */
export const workerRouter = router({
  view: workerProcedure
    .input(workerTokenSchema)
    .output(workerTaskViewSchema)
    .query(({ ctx }) => toWorkerTaskView(ctx.offer)),

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
  };
}
