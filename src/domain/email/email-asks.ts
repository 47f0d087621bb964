import { db } from '@/db/client.ts';
import type { EmailAsk, Prisma } from '@/db/generated/client.ts';
import { isUniqueViolation, type Tx } from '@/db/transaction.ts';
import { emailTokenIn } from '@/domain/agents/links.ts';
import { DomainError, type ErrorBody } from '@/domain/errors.ts';
import { ANSWERED_STATUSES, FINAL_STATUSES } from '@/domain/tasks/state-machine.ts';

/**
 * The agent behind an asking address. An unknown address, or one the owner
 * rotated or disabled, is refused: nobody is told anything about it.
 */
export async function findAgentByEmailAddress(to: string): Promise<{ id: string }> {
  const token = emailTokenIn(to);
  const agent = token ? await db().agent.findUnique({ where: { emailToken: token }, select: { id: true } }) : null;
  if (!agent) {
    throw new DomainError(
      'email_address_not_found',
      'The email is not addressed to an active Spotcheck asking address.',
      "Send to the agent's current email_address; its owner may have rotated or disabled the old one.",
    );
  }
  return agent;
}

export function findEmailAsk(agentId: string, messageId: string): Promise<EmailAsk | null> {
  return db().emailAsk.findUnique({ where: { agentId_messageId: { agentId, messageId } } });
}

export type NewEmailAsk = { agentId: string; messageId: string; replyTo: string; subject: string } & (
  | { taskId: string; refusal?: undefined }
  | { taskId?: undefined; refusal: ErrorBody }
);

/** Records what came of an email. Null when a concurrent delivery of the same email recorded it first (that one replies). */
export async function recordEmailAsk(ask: NewEmailAsk): Promise<EmailAsk | null> {
  try {
    return await db().emailAsk.create({
      data: { ...ask, taskId: ask.taskId ?? null, refusal: (ask.refusal ?? undefined) as Prisma.InputJsonValue | undefined },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** What a reply needs to know about the email it answers. */
export type EmailAskToAnswer = Pick<EmailAsk, 'id' | 'agentId' | 'messageId' | 'replyTo' | 'subject' | 'taskId' | 'refusal'>;

/** Claims the first reply of one email ask: true for exactly one caller, however many processes try. Claimed in the transaction that queues it. */
export async function claimAskReply(tx: Tx, id: string, now: Date): Promise<boolean> {
  const claimed = await tx.emailAsk.updateMany({ where: { id, askReplySentAt: null }, data: { askReplySentAt: now } });
  return claimed.count === 1;
}

/** First replies left unsent (the process that took the email stopped before replying), claimed for this caller. */
export async function claimUnsentAskReplies(tx: Tx, now: Date): Promise<EmailAskToAnswer[]> {
  return tx.$queryRaw<EmailAskToAnswer[]>`
    UPDATE email_asks SET ask_reply_sent_at = ${now}
    WHERE id IN (SELECT id FROM email_asks WHERE ask_reply_sent_at IS NULL ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED)
    RETURNING id, agent_id AS "agentId", message_id AS "messageId", reply_to AS "replyTo", subject, task_id AS "taskId", refusal`;
}

/**
 * Outcome replies now due (the task was answered, or can no longer be), each
 * claimed for this caller only: the conditional update lets one process win.
 */
export async function claimDueOutcomeReplies(tx: Tx, now: Date): Promise<EmailAskToAnswer[]> {
  const done = [...ANSWERED_STATUSES, ...FINAL_STATUSES];
  return tx.$queryRaw<EmailAskToAnswer[]>`
    UPDATE email_asks SET outcome_reply_sent_at = ${now}
    WHERE id IN (
      SELECT e.id FROM email_asks e JOIN tasks t ON t.id = e.task_id
      WHERE e.outcome_reply_sent_at IS NULL AND e.ask_reply_sent_at IS NOT NULL AND t.status::text = ANY(${done})
      ORDER BY e.created_at LIMIT 50 FOR UPDATE OF e SKIP LOCKED
    ) AND outcome_reply_sent_at IS NULL
    RETURNING id, agent_id AS "agentId", message_id AS "messageId", reply_to AS "replyTo", subject, task_id AS "taskId", refusal`;
}
