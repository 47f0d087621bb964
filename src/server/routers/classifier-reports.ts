import { getOwnTicket, reportClassifier } from '@/domain/tickets/classifier-tickets.ts';
import { reportClassifierInputSchema, reportClassifierOutputSchema, ticketIdInputSchema, ticketOutputSchema } from '@/schemas/classifier-reports.ts';
import { toTicketDto } from '../dto.ts';
import { agentProcedure, router } from '../trpc.ts';

export const classifierReportsRouter = router({
  reportClassifier: agentProcedure
    .meta({
      mcp: {
        name: 'report_classifier',
        description:
          "Only after ask_check refused an ask with unsafe_task and review_stage \"classifier\" that you believe is wrong: opens a support ticket with that exact request, its idempotency_key as ask_idempotency_key and the error as classifier_error. No dispatch, no charge. Then poll get_classifier_report; when approved, retry the unchanged ask with classifier_report_id.",
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: {
        method: 'POST',
        path: '/v1/classifier-reports',
        tags: ['classifier reports'],
        summary: 'Report an ask the classifier wrongly refused with unsafe_task; a person may approve that exact request for 24 h',
      },
      errors: ['invalid_input', 'unauthorized', 'idempotency_key_reused', 'rate_limited'],
    })
    .input(reportClassifierInputSchema)
    .output(reportClassifierOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const { ticket, created } = await reportClassifier(ctx.agent.id, input, ctx.now());
      return { ...toTicketDto(ticket), created };
    }),

  getClassifierReport: agentProcedure
    .meta({
      mcp: {
        name: 'get_classifier_report',
        description:
          "Read a classifier ticket. status approved: retry the unchanged original ask (same idempotency_key) with classifier_report_id = ticket_id within 24 hours. rejected or expired: the ask cannot be made. consumed: task_id is the task created.",
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      openapi: { method: 'GET', path: '/v1/classifier-reports/{ticket_id}', tags: ['classifier reports'], summary: 'Read a classifier ticket' },
      errors: ['invalid_input', 'unauthorized', 'classifier_report_not_found', 'rate_limited'],
    })
    .input(ticketIdInputSchema)
    .output(ticketOutputSchema)
    .query(async ({ ctx, input }) => toTicketDto(await getOwnTicket(ctx.agent.id, BigInt(input.ticket_id), ctx.now()))),
});
