import { db } from '@/db/client.ts';
import { expireOverdueTasks } from './settle.ts';
import type { Task } from '@/db/generated/client.ts';
import { inTransaction, isUniqueViolation } from '@/db/transaction.ts';
import { coverageAt, type Coverage } from '@/domain/dispatch/coverage.ts';
import { createOffers } from '@/domain/dispatch/dispatch.ts';
import { DomainError } from '@/domain/errors.ts';
import { workersToText } from '@/domain/limits/text-budget.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { deliverSoon } from '@/domain/outbox/outbox.ts';
import { centsToUsd, FEE_CENTS, usdToCents } from '@/domain/money/usd.ts';
import { assertAskWithinPolicy } from '@/domain/policy/spend-policy.ts';
import { readSpendState } from '@/domain/policy/spend-state.ts';
import { reviewAsk } from '@/domain/safety/review.ts';
import { checkTicketForAsk, consumeTicket } from '@/domain/tickets/classifier-tickets.ts';
import { env } from '@/env.ts';
import type { Place } from '@/providers/places/types.ts';
import { differingFields, type AskInput, type AskRequest } from './ask-request.ts';

/**
 * Creates a task and escrows bounty + fee in one transaction, or returns the
 * original task when this agent already used the idempotency key with the same
 * parameters. A refused ask records nothing, so the key stays usable.
 */
export async function askCheck(agentId: string, input: AskInput, now: Date): Promise<Task> {
  await expireOverdueTasks(now, agentId);
  const key = { agentId, idempotencyKey: input.idempotency_key };
  const findTwin = () => db().task.findUnique({ where: { agentId_idempotencyKey: key } });
  const earlier = await findTwin();
  if (earlier) return replayOrRefuse(earlier, input);

  let reviewed: Awaited<ReturnType<typeof reviewAndCover>>;
  try {
    reviewed = await reviewAndCover(agentId, input, now);
  } catch (error) {
    // A twin request may have created the task while this one was being reviewed (and, say, used up
    // the approved ticket): a retry of an ask in flight returns that task rather than a refusal.
    const twin = await findTwin();
    if (twin) return replayOrRefuse(twin, input);
    throw error;
  }
  const { place, coverage, consumedTicketId } = reviewed;
  const bountyCents = usdToCents(input.bounty_usd);

  try {
    const created = await inTransaction(async (tx) => {
      const spend = await readSpendState(tx, agentId, now, { lock: true });
      // A twin request that held the lock before us may have created the task meanwhile.
      const twin = await tx.task.findUnique({ where: { agentId_idempotencyKey: key } });
      if (twin) return replayOrRefuse(twin, input);
      assertAskWithinPolicy(spend, input.task_type, bountyCents);
      const textable = await workersToText(tx, { agentId, placeLabel: place.label }, coverage.workers, now);
      const task = await tx.task.create({
        data: {
          agentId,
          idempotencyKey: input.idempotency_key,
          question: input.question,
          taskType: input.task_type,
          locationInput: input.location,
          placeLabel: place.label,
          lat: place.lat,
          lng: place.lng,
          bountyCents,
          feeCents: FEE_CENTS,
          deadlineMinutes: input.deadline_minutes,
          requirePhoto: input.require_photo,
          classifierReportId: consumedTicketId,
          workersNotified: textable.length,
          createdAt: now,
          deadlineAt: new Date(now.getTime() + input.deadline_minutes * 60_000),
        },
      });
      await transfer(tx, {
        kind: 'escrow_hold',
        from: 'agent_balance',
        to: 'agent_escrow',
        amountCents: bountyCents + FEE_CENTS,
        agentId,
        taskId: task.id,
      });
      if (consumedTicketId !== null) await consumeTicket(tx, consumedTicketId, task.id, now);
      await createOffers(tx, task, textable, now);
      return task;
    });
    deliverSoon();
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db().task.findUniqueOrThrow({ where: { agentId_idempotencyKey: key } });
    return replayOrRefuse(winner, input);
  }
}

/**
 * Everything an ask must pass before money moves: an approved classifier
 * ticket if one was sent, the safety review, and someone near enough to text.
 */
async function reviewAndCover(agentId: string, input: AskInput, now: Date): Promise<{ place: Place; coverage: Coverage; consumedTicketId: bigint | null }> {
  const ticketId = input.classifier_report_id === undefined ? null : BigInt(input.classifier_report_id);
  const ticket = ticketId === null ? null : await checkTicketForAsk(agentId, ticketId, input, now);
  const place = await reviewAsk({
    question: input.question,
    location: input.location,
    taskType: input.task_type,
    classifierApproved: ticket?.usable === true,
    ...(ticket && !ticket.usable ? { ticketProblem: ticket.problem } : {}),
    ...(input.classifier_report_id ? { ticketId: input.classifier_report_id } : {}),
  });
  const coverage = await coverageAt(place, now);
  if (coverage.workersNearby === 0 && env().SMS_PROVIDER !== 'simulated') {
    throw new DomainError(
      'no_workers_nearby',
      `No registered workers are near ${place.label} right now.`,
      'Try another place nearby, or quote_task again later. Nothing was charged.',
      { place_label: place.label },
    );
  }
  return { place, coverage, consumedTicketId: ticket?.usable ? ticketId : null };
}

/** Same key, same parameters: the original task. Same key, other parameters: refused, naming what differs. */
function replayOrRefuse(task: Task, input: AskInput): Task {
  const original: AskRequest = {
    question: task.question,
    location: task.locationInput as AskRequest['location'],
    task_type: task.taskType,
    bounty_usd: centsToUsd(task.bountyCents),
    deadline_minutes: task.deadlineMinutes,
    require_photo: task.requirePhoto,
  };
  const differing = differingFields(original, input);
  if (differing.length === 0) return task;
  throw new DomainError(
    'idempotency_key_reused',
    `idempotency_key "${input.idempotency_key}" was already used for task ${task.id} with different ${differing.join(', ')}.`,
    `To get that task, retry with exactly its original parameters. To ask something new, use a new idempotency_key.`,
    { idempotency_key: input.idempotency_key, task_id: task.id, differing_fields: differing },
  );
}
