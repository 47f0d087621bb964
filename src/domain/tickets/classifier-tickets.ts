import { db } from '@/db/client.ts';
import type { ClassifierTicket, Prisma } from '@/db/generated/client.ts';
import { inTransaction, isUniqueViolation, type Tx } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { recordReviewAction, type Reviewer } from '@/domain/review/review-actions.ts';
import { askRequestOf, differingFields, type AskRequest } from '@/domain/tasks/ask-request.ts';

export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Ticket ids are Postgres bigints; a 19-digit id above this cannot exist. */
const MAX_TICKET_ID = 9_223_372_036_854_775_807n;

export type ReportInput = AskRequest & {
  idempotency_key: string;
  ask_idempotency_key: string;
  classifier_error: Record<string, unknown>;
  task_id?: string | undefined;
};

/**
 * Opens a support ticket for an ask the classifier refused. No dispatch, no
 * message, no charge. Idempotent on the report's own key.
 */
export async function reportClassifier(agentId: string, input: ReportInput, now: Date): Promise<{ ticket: ClassifierTicket; created: boolean }> {
  const key = { agentId, idempotencyKey: input.idempotency_key };
  const request = askRequestOf(input);
  const existing = await db().classifierTicket.findUnique({ where: { agentId_idempotencyKey: key } });
  if (existing) return { ticket: sameReportOrRefuse(existing, input), created: false };
  try {
    const ticket = await db().classifierTicket.create({
      data: {
        agentId,
        idempotencyKey: input.idempotency_key,
        askIdempotencyKey: input.ask_idempotency_key,
        request,
        classifierError: input.classifier_error as object,
        reportedTaskId: input.task_id ?? null,
        createdAt: now,
      },
    });
    return { ticket, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db().classifierTicket.findUniqueOrThrow({ where: { agentId_idempotencyKey: key } });
    return { ticket: sameReportOrRefuse(winner, input), created: false };
  }
}

function sameReportOrRefuse(ticket: ClassifierTicket, input: ReportInput): ClassifierTicket {
  const differing: string[] = differingFields(ticket.request as AskRequest, input);
  if (ticket.askIdempotencyKey !== input.ask_idempotency_key) differing.push('ask_idempotency_key');
  if (differing.length === 0) return ticket;
  throw new DomainError(
    'idempotency_key_reused',
    `Report idempotency_key "${input.idempotency_key}" was already used for ticket ${ticket.id} with different ${differing.join(', ')}.`,
    'Use a new idempotency_key for a new report, or resend the original report unchanged to read its ticket.',
    { idempotency_key: input.idempotency_key, ticket_id: String(ticket.id), differing_fields: differing },
  );
}

/** One ticket of this agent; an approval past its 24 hours reads (and is stored) as expired. */
export async function getOwnTicket(agentId: string, ticketId: bigint, now: Date): Promise<ClassifierTicket> {
  const ticket = ticketId <= MAX_TICKET_ID ? await db().classifierTicket.findFirst({ where: { id: ticketId, agentId } }) : null;
  if (!ticket) {
    throw new DomainError(
      'classifier_report_not_found',
      `No classifier report ${ticketId} was made with this API key.`,
      'Use the ticket_id returned by report_classifier with this key.',
      { ticket_id: String(ticketId) },
    );
  }
  return expireIfLapsed(ticket, now);
}

async function expireIfLapsed(ticket: ClassifierTicket, now: Date): Promise<ClassifierTicket> {
  if (ticket.status !== 'approved' || !ticket.approvalExpiresAt || ticket.approvalExpiresAt > now) return ticket;
  await db().classifierTicket.updateMany({ where: { id: ticket.id, status: 'approved' }, data: { status: 'expired' } });
  return db().classifierTicket.findUniqueOrThrow({ where: { id: ticket.id } });
}

/** Open tickets, oldest first, with the agent that reported each: the staff console's list. */
export async function listOpenTickets() {
  return db().classifierTicket.findMany({
    where: { status: 'open' },
    include: { agent: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** Staff decision: approve this exact request for this agent for 24 hours. Only an open ticket can be decided. */
export async function approveTicket({ ticketId, reviewer, note }: { ticketId: bigint; reviewer: Reviewer; note: string }, now: Date): Promise<ClassifierTicket> {
  const change = { status: 'approved', approvalExpiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS), decidedBy: reviewer.email, decidedAt: now } as const;
  return decide(ticketId, change, { reviewer, action: 'ticket_approved', note }, now);
}

/** Staff decision: the refusal stands; the reason is shown to the agent. */
export async function rejectTicket({ ticketId, reviewer, reason }: { ticketId: bigint; reviewer: Reviewer; reason: string }, now: Date): Promise<ClassifierTicket> {
  return decide(ticketId, { status: 'rejected', reason, decidedBy: reviewer.email, decidedAt: now }, { reviewer, action: 'ticket_rejected', note: reason }, now);
}

/** The decision and its review record in one transaction; the conditional update lets only the first decision win. */
async function decide(
  ticketId: bigint,
  change: Prisma.ClassifierTicketUpdateManyMutationInput,
  record: { reviewer: Reviewer; action: 'ticket_approved' | 'ticket_rejected'; note: string },
  now: Date,
): Promise<ClassifierTicket> {
  const notFound = () => new DomainError('classifier_report_not_found', `No classifier ticket ${ticketId}.`, 'Pick a ticket from the open list.', { ticket_id: String(ticketId) });
  if (ticketId > MAX_TICKET_ID) throw notFound();
  return inTransaction(async (tx) => {
    const updated = await tx.classifierTicket.updateMany({ where: { id: ticketId, status: 'open' }, data: change });
    const ticket = await tx.classifierTicket.findUnique({ where: { id: ticketId } });
    if (!ticket) throw notFound();
    if (updated.count === 0) {
      throw new DomainError('ticket_already_decided', `Ticket ${ticketId} is already ${ticket.status}.`, 'Nothing to do: each ticket is decided once. Reload the list to see the open ones.', {
        ticket_id: String(ticketId),
        status: ticket.status,
      });
    }
    await recordReviewAction(tx, record.reviewer, { action: record.action, ticketId, note: record.note }, now);
    return ticket;
  });
}

/**
 * Whether a ticket sent with an ask lets that ask skip the classifier: only an
 * approved, unexpired ticket of this agent, for this ask key and this exact
 * request. Returns the reason when it cannot be used.
 */
export async function checkTicketForAsk(
  agentId: string,
  ticketId: bigint,
  ask: AskRequest & { idempotency_key: string },
  now: Date,
): Promise<{ usable: true } | { usable: false; problem: string }> {
  const ticket = await getOwnTicket(agentId, ticketId, now);
  if (ticket.status !== 'approved') return { usable: false, problem: `classifier report ${ticketId} is ${ticket.status}, not approved.` };
  const differing: string[] = differingFields(ticket.request as AskRequest, ask);
  if (ticket.askIdempotencyKey !== ask.idempotency_key) differing.push('idempotency_key');
  if (differing.length > 0) {
    return { usable: false, problem: `classifier report ${ticketId} approved a different request (${differing.join(', ')} changed); it never permits a changed request.` };
  }
  return { usable: true };
}

/** Marks the ticket used by the task created with it, in the task's transaction. */
export async function consumeTicket(tx: Tx, ticketId: bigint, taskId: string, now: Date): Promise<void> {
  const consumed = await tx.classifierTicket.updateMany({
    where: { id: ticketId, status: 'approved', approvalExpiresAt: { gt: now } },
    data: { status: 'consumed', taskId },
  });
  if (consumed.count === 0) {
    throw new DomainError(
      'unsafe_task',
      `Classifier report ${ticketId} stopped being usable while this ask was processed (it expired or was used).`,
      'Check it with get_classifier_report. Nothing was charged.',
      { review_stage: 'classifier', classifier_report_id: String(ticketId) },
    );
  }
}
