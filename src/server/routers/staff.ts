import { listOutboxMessages } from '@/domain/outbox/outbox.ts';
import { listReviewActions } from '@/domain/review/review-actions.ts';
import { listReviewQueue } from '@/domain/review/review-queue.ts';
import { resolveDispute, settleNeedsReview } from '@/domain/review/settle-review.ts';
import { approveTicket, listOpenTickets, rejectTicket } from '@/domain/tickets/classifier-tickets.ts';
import { addWorker, listWorkers, removeWorker, setWorkerActive } from '@/domain/workers/workers.ts';
import {
  addWorkerInputSchema,
  approveTicketInputSchema,
  emptyInputSchema,
  listOutboxOutputSchema,
  listTicketsOutputSchema,
  listWorkersOutputSchema,
  newestInputSchema,
  rejectTicketInputSchema,
  resolveDisputeInputSchema,
  reviewHistoryOutputSchema,
  reviewQueueOutputSchema,
  setWorkerActiveInputSchema,
  settledTaskOutputSchema,
  settleNeedsReviewInputSchema,
  staffMemberSchema,
  staffTicketSchema,
  workerChangedOutputSchema,
  workerIdInputSchema,
} from '@/schemas/staff.ts';
import { toOutboxMessageDto, toReviewActionDto, toReviewQueueItemDto, toStaffMemberDto, toStaffTicketDto, toStaffWorkerDto, toWorkerChangedDto } from '../staff-dto.ts';
import { router, staffProcedure } from '../trpc.ts';

/**
 * The staff console: review queue, classifier tickets, workers and the outbox.
 * Deliberately without REST or MCP metadata: only the console's pages and
 * server actions call these, in-process, with a signed-in staff session.
 */
export const staffRouter = router({
  me: staffProcedure
    .input(emptyInputSchema)
    .output(staffMemberSchema)
    .query(({ ctx }) => toStaffMemberDto(ctx.staff)),

  reviewQueue: staffProcedure
    .input(emptyInputSchema)
    .output(reviewQueueOutputSchema)
    .query(async () => ({ items: (await listReviewQueue()).map(toReviewQueueItemDto) })),

  settleNeedsReview: staffProcedure
    .input(settleNeedsReviewInputSchema)
    .output(settledTaskOutputSchema)
    .mutation(async ({ ctx, input }) => {
      await settleNeedsReview({ taskId: input.task_id, decision: input.decision, reviewer: ctx.staff, note: input.note }, ctx.now());
      return { task_id: input.task_id, decision: input.decision };
    }),

  resolveDispute: staffProcedure
    .input(resolveDisputeInputSchema)
    .output(settledTaskOutputSchema)
    .mutation(async ({ ctx, input }) => {
      await resolveDispute({ taskId: input.task_id, decision: input.decision, reviewer: ctx.staff, note: input.note }, ctx.now());
      return { task_id: input.task_id, decision: input.decision };
    }),

  listTickets: staffProcedure
    .input(emptyInputSchema)
    .output(listTicketsOutputSchema)
    .query(async () => ({ tickets: (await listOpenTickets()).map(toStaffTicketDto) })),

  approveTicket: staffProcedure
    .input(approveTicketInputSchema)
    .output(staffTicketSchema.pick({ ticket_id: true, status: true, approval_expires_at: true }))
    .mutation(async ({ ctx, input }) => {
      const ticket = await approveTicket({ ticketId: BigInt(input.ticket_id), reviewer: ctx.staff, note: input.note }, ctx.now());
      return { ticket_id: input.ticket_id, status: ticket.status, approval_expires_at: ticket.approvalExpiresAt?.toISOString() ?? null };
    }),

  rejectTicket: staffProcedure
    .input(rejectTicketInputSchema)
    .output(staffTicketSchema.pick({ ticket_id: true, status: true, reason: true }))
    .mutation(async ({ ctx, input }) => {
      const ticket = await rejectTicket({ ticketId: BigInt(input.ticket_id), reviewer: ctx.staff, reason: input.reason }, ctx.now());
      return { ticket_id: input.ticket_id, status: ticket.status, reason: ticket.reason };
    }),

  listWorkers: staffProcedure
    .input(emptyInputSchema)
    .output(listWorkersOutputSchema)
    .query(async () => ({ workers: (await listWorkers()).map(toStaffWorkerDto) })),

  addWorker: staffProcedure
    .input(addWorkerInputSchema)
    .output(workerChangedOutputSchema)
    .mutation(async ({ ctx, input }) =>
      toWorkerChangedDto(await addWorker({ name: input.name, phone: input.phone, homeLat: input.home_lat, homeLng: input.home_lng, radiusM: input.radius_m }, ctx.now(), ctx.staff)),
    ),

  setWorkerActive: staffProcedure
    .input(setWorkerActiveInputSchema)
    .output(workerChangedOutputSchema)
    .mutation(async ({ ctx, input }) => toWorkerChangedDto(await setWorkerActive(input.worker_id, input.is_active, ctx.staff, ctx.now()))),

  removeWorker: staffProcedure
    .input(workerIdInputSchema)
    .output(workerChangedOutputSchema)
    .mutation(async ({ ctx, input }) => toWorkerChangedDto(await removeWorker(input.worker_id, ctx.staff, ctx.now()))),

  listOutbox: staffProcedure
    .input(newestInputSchema)
    .output(listOutboxOutputSchema)
    .query(async ({ input }) => ({ messages: (await listOutboxMessages(input.limit)).map(toOutboxMessageDto) })),

  reviewHistory: staffProcedure
    .input(newestInputSchema)
    .output(reviewHistoryOutputSchema)
    .query(async ({ input }) => ({ actions: (await listReviewActions(input.limit)).map(toReviewActionDto) })),
});
