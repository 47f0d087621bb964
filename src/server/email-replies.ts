import type { Task } from '@/db/generated/client.ts';
import { isAskingByEmailOn } from '@/providers/email/index.ts';
import { emailFormatLines } from './edge/inbound-email-format.ts';
import { claimAskReply, claimDueOutcomeReplies, claimUnsentAskReplies, type EmailAskToAnswer } from '@/domain/email/email-asks.ts';
import { inTransaction, type Tx } from '@/db/transaction.ts';
import { deliverSoon, enqueueEmail } from '@/domain/outbox/outbox.ts';
import type { ErrorBody } from '@/domain/errors.ts';
import { formatUsd } from '@/domain/money/usd.ts';
import { PHOTO_URL_TTL_SECONDS, readAgentTask } from '@/domain/tasks/queries.ts';
import { toAnswerDto } from './dto.ts';

/**
 * Replies to asks that came by email, each queued exactly once across every
 * server process: a reply is claimed (its *_sent_at set) in the same
 * transaction that writes it to the outbox, which then delivers it.
 */

/** The first reply, at once: the task's progress or the refusal. */
export async function replyToEmailAsk(ask: EmailAskToAnswer, now: Date): Promise<void> {
  await inTransaction(async (tx) => {
    if (await claimAskReply(tx, ask.id, now)) await queueAskReply(tx, ask);
  });
  deliverSoon();
}

/** Run every second by the background loop: answers and endings now due, and first replies a stopped process left unqueued. */
export async function queueDueEmailReplies(now: Date): Promise<void> {
  if (!isAskingByEmailOn()) return;
  await inTransaction(async (tx) => {
    for (const ask of await claimUnsentAskReplies(tx, now)) await queueAskReply(tx, ask);
  });
  await inTransaction(async (tx) => {
    for (const ask of await claimDueOutcomeReplies(tx, now)) await queueOutcomeReply(tx, ask);
  });
  deliverSoon();
}

async function queueAskReply(tx: Tx, ask: EmailAskToAnswer): Promise<void> {
  const task = ask.taskId ? await tx.task.findUniqueOrThrow({ where: { id: ask.taskId } }) : null;
  const text = task ? progressText(task) : refusalText(ask.refusal as ErrorBody);
  await queueReply(tx, ask, text);
}

function progressText(task: Task): string {
  const escrowed = formatUsd(task.bountyCents + task.feeCents);
  return [
    `Spotcheck asked nearby people to check this for you.`,
    '',
    `task_id: ${task.id}`,
    'status: dispatched',
    `workers notified: ${task.workersNotified}`,
    `deadline: ${task.deadlineAt.toISOString()}`,
    `escrowed: ${escrowed} USD (bounty plus fee, held from your balance)`,
    '',
    `We will reply again with the answer, or if nobody answers by the deadline (then the ${escrowed} USD is refunded in full).`,
    ...(task.workersNotified === 0 ? ['No worker was near enough to text: unless one becomes available, the task expires at its deadline and is refunded.'] : []),
    `With the agent's API key you can also follow it: GET /v1/tasks/${task.id}.`,
  ].join('\n');
}

function refusalText(refusal: ErrorBody): string {
  return [
    `Spotcheck did not ask this: ${refusal.message}`,
    '',
    `What to do: ${refusal.fix}`,
    `(error: ${refusal.error}; nothing was charged.)`,
    '',
    'How to ask by email:',
    ...emailFormatLines(),
  ].join('\n');
}

async function queueOutcomeReply(tx: Tx, ask: EmailAskToAnswer): Promise<void> {
  if (!ask.taskId) return;
  const task = await readAgentTask(ask.taskId);
  const answer = toAnswerDto(task);
  const cost = formatUsd(task.bountyCents + task.feeCents);
  const yesNo = answer?.answer_bool === null || answer?.answer_bool === undefined ? [] : [`yes/no: ${answer.answer_bool ? 'yes' : 'no'}`];
  const text = answer
    ? [
        `The answer to task ${task.id} (status ${task.status}):`,
        '',
        answer.answer_text,
        '',
        ...yesNo,
        `photo: ${answer.photo_url ? `${answer.photo_url} (link valid ${PHOTO_URL_TTL_SECONDS / 60} minutes; get_task gives a fresh one)` : 'none'}`,
        `verification: gps_ok ${answer.verification.gps_ok}, fresh_ok ${answer.verification.fresh_ok}, vision_ok ${answer.verification.vision_ok} (${answer.verification.vision_reason})`,
        `confidence: ${answer.confidence.toFixed(2)}`,
        `cost: ${cost} USD`,
        ...(task.status === 'needs_review' ? ['', 'An automatic check failed, so a person reviews it before the worker is paid; if they refuse it, the cost is refunded.'] : []),
      ]
    : task.status === 'expired'
      ? [`Nobody answered task ${task.id} before its deadline (${task.deadlineAt.toISOString()}).`, '', `The ${cost} USD (bounty plus fee) was refunded to your balance.`]
      : [`Task ${task.id} was cancelled (status ${task.status}).`, '', `The ${cost} USD (bounty plus fee) was refunded to your balance.`];
  await queueReply(tx, ask, text.join('\n'));
}

function queueReply(tx: Tx, ask: EmailAskToAnswer, text: string): Promise<void> {
  const subject = /^\s*re\s*:/i.test(ask.subject) ? ask.subject : `Re: ${ask.subject}`;
  return enqueueEmail(tx, { to: ask.replyTo, subject, text, inReplyTo: ask.messageId, taskId: ask.taskId });
}
