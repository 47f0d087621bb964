import type { z } from 'zod';
import type { ClassifierTicket, Task } from '@/db/generated/client.ts';
import type { AgentTask, TaskPage } from '@/domain/tasks/queries.ts';
import type { SignupResult } from '@/domain/agents/signup.ts';
import type { Balance, SpendPolicy } from '@/domain/agents/account.ts';
import type { ControlOverview } from '@/domain/agents/control.ts';
import type { TopUpOutcome, TopUpPage } from '@/domain/money/top-up.ts';
import type { controlOverviewSchema, ownerSpendPolicySchema, topUpPageSchema, topUpResultSchema } from '@/schemas/owner.ts';
import { centsToUsd, formatUsd, FEE_CENTS, MIN_BOUNTY_CENTS } from '@/domain/money/usd.ts';
import { NO_RATINGS_YET } from '@/domain/verification/checks.ts';
import { isAnswered, isDoneWaiting, isOpen } from '@/domain/tasks/state-machine.ts';
import type { Quote } from '@/domain/tasks/quote.ts';
import type { signupOutputSchema, balanceOutputSchema, spendPolicyOutputSchema } from '@/schemas/account.ts';
import type { ticketOutputSchema } from '@/schemas/classifier-reports.ts';
import type { answerSchema, askOutputSchema, awaitOutputSchema, showTaskOutputSchema, listTasksOutputSchema, quoteOutputSchema, taskListItemSchema, taskSchema } from '@/schemas/tasks.ts';

/** Cents inside, the spec outside: one mapping per resource, each checked by its response schema. */

type Out<T extends z.ZodType> = z.output<T>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Said to an agent with no owner yet: how its human can take it over. */
const GET_AN_OWNER =
  'You have no owner yet: call create_claim_link (POST /v1/claim-link) and give claim_url to your human; they enter their email there and get a private control link for your limits and funds.';

export function toSignupDto(result: SignupResult, hasOwner: boolean): Out<typeof signupOutputSchema> {
  return {
    agent_id: result.agentId,
    api_key: result.apiKey,
    balance_usd: centsToUsd(result.balanceCents),
    top_up_url: result.topUpUrl,
    email_address: result.emailAddress,
    next_step:
      'Store api_key now: it is shown only once. Send it as "Authorization: Bearer <api_key>" on every call. ' +
      'Then call quote_task (POST /v1/quote) with a location and task_type, and ask_check (POST /v1/tasks) when allowed is true.' +
      (hasOwner ? '' : ` ${GET_AN_OWNER}`),
  };
}

export function toTaskDto(task: AgentTask): Out<typeof taskSchema> {
  const location = { lat: task.lat, lng: task.lng, label: task.placeLabel };
  return {
    task_id: task.id,
    status: task.status,
    question: task.question,
    task_type: task.taskType,
    place_label: task.placeLabel,
    bounty_usd: centsToUsd(task.bountyCents),
    fee_usd: centsToUsd(task.feeCents),
    deadline_at: iso(task.deadlineAt),
    created_at: iso(task.createdAt),
    claimed_at: isoOrNull(task.claimedAt),
    accepted_at: isoOrNull(task.acceptedAt),
    answer: toAnswerDto(task),
    dispute: task.dispute
      ? { status: task.dispute.status, refunded_usd: task.dispute.refundedCents === null ? null : centsToUsd(task.dispute.refundedCents) }
      : null,
    retry_context: { question: task.question, location, task_type: task.taskType, bounty_usd: centsToUsd(task.bountyCents) },
  };
}

/** The answer once verification has run (null while nobody answered or checks are still running). */
export function toAnswerDto(task: AgentTask): Out<typeof answerSchema> | null {
  const answer = task.answer;
  if (!answer || answer.gpsOk === null || answer.freshOk === null || answer.visionOk === null) return null;
  return {
    task_id: task.id,
    answer_text: answer.answerText,
    answer_bool: answer.answerBool,
    photo_url: task.photoUrl,
    captured_at: iso(answer.capturedAt),
    worker_distance_m: answer.distanceM,
    verification: { gps_ok: answer.gpsOk, fresh_ok: answer.freshOk, vision_ok: answer.visionOk, vision_reason: answer.visionReason ?? '' },
    confidence: answer.confidence ?? 0,
    worker_rating: answer.worker.ratingCount > 0 ? answer.worker.rating : NO_RATINGS_YET,
    cost_usd: centsToUsd(task.bountyCents + task.feeCents),
  };
}

export function toTaskListItemDto(task: AgentTask): Out<typeof taskListItemSchema> {
  return {
    task_id: task.id,
    status: task.status,
    accepted_at: isoOrNull(task.acceptedAt),
    question: task.question,
    place_label: task.placeLabel,
    bounty_usd: centsToUsd(task.bountyCents),
    created_at: iso(task.createdAt),
    deadline_at: iso(task.deadlineAt),
    answered: isAnswered(task.status),
  };
}

export function toTaskListDto({ tasks, nextCursor }: TaskPage, request: { status?: string | undefined; cursor?: string | undefined }): Out<typeof listTasksOutputSchema> {
  const open = tasks.filter((task) => isOpen(task.status)).length;
  const more = nextCursor ? ' Older tasks follow: call list_tasks again with cursor = next_cursor.' : '';
  return {
    tasks: tasks.map(toTaskListItemDto),
    has_more: nextCursor !== null,
    next_cursor: nextCursor,
    next_step:
      tasks.length === 0
        ? request.cursor
          ? 'No older tasks: this was the last page.'
          : request.status
            ? `No task of this key is ${request.status}. Call list_tasks without status to see them all.`
            : 'No tasks yet. Call quote_task, then ask_check to create one.'
        : `Call get_task with a task_id for the full answer and verification${open > 0 ? `, or await_answer for the ${open} still open` : ''}.${more}`,
  };
}

export function toAskDto(task: Task): Out<typeof askOutputSchema> {
  const escrowCents = task.bountyCents + task.feeCents;
  return {
    task_id: task.id,
    status: 'dispatched',
    workers_notified: task.workersNotified,
    escrowed_usd: centsToUsd(escrowCents),
    deadline_at: iso(task.deadlineAt),
    // A retry with the same key replays this response unchanged (as Stripe does), whatever became of the task since.
    next_step:
      `Call await_answer with task_id ${task.id}; repeat while answered is false and status is dispatched, claimed or submitted. ` +
      `If nobody answers by ${iso(task.deadlineAt)} the ${formatUsd(escrowCents)} USD is refunded in full; cancel_task refunds it now while nobody has claimed it.` +
      (task.workersNotified === 0 ? ' No worker was near enough to text: unless one becomes available, the task expires at its deadline and is refunded.' : ''),
  };
}

export function toQuoteDto(quote: Quote): Out<typeof quoteOutputSchema> {
  return {
    workers_nearby: quote.workersNearby,
    est_minutes_to_answer: quote.estMinutesToAnswer,
    suggested_bounty_usd: centsToUsd(quote.suggestedBountyCents),
    allowed: quote.allowed,
    reason_if_not: quote.reasonIfNot,
    resolved_location: { lat: quote.place.lat, lng: quote.place.lng, label: quote.place.label },
  };
}

export function toBalanceDto(balance: Balance): Out<typeof balanceOutputSchema> {
  const smallestAskCents = MIN_BOUNTY_CENTS + FEE_CENTS;
  return {
    balance_usd: centsToUsd(balance.balanceCents),
    escrowed_usd: centsToUsd(balance.escrowCents),
    top_up_url: balance.topUpUrl,
    next_step:
      balance.balanceCents < smallestAskCents
        ? `The balance is below the smallest ask (${formatUsd(smallestAskCents)} USD). Give your human ${balance.topUpUrl} and call get_balance again after they pay.`
        : balance.largestBountyCents < MIN_BOUNTY_CENTS
          ? "The balance is enough, but your owner's spend limits allow no ask right now: see get_spend_policy (the daily cap resets at midnight UTC)."
          : `You can ask with a bounty up to ${formatUsd(balance.largestBountyCents)} USD (plus the 0.50 USD fee), the most your balance and your owner's limits allow now. When balance_usd is below bounty + 0.50, give your human top_up_url.`,
  };
}

export function toSpendPolicyDto(policy: SpendPolicy, hasOwner: boolean): Out<typeof spendPolicyOutputSchema> {
  return {
    max_bounty_usd: policy.maxBountyCents === null ? null : centsToUsd(policy.maxBountyCents),
    daily_cap_usd: policy.dailyCapCents === null ? null : centsToUsd(policy.dailyCapCents),
    spent_today_usd: centsToUsd(policy.spentTodayCents),
    remaining_today_usd: policy.remainingTodayCents === null ? null : centsToUsd(policy.remainingTodayCents),
    allowed_task_types: [...policy.allowedTaskTypes],
    resets_at: iso(policy.resetsAt),
    next_step: hasOwner
      ? 'Only your human can change these limits, through their private control link. quote_task shows what you can ask now.'
      : `These are the defaults; only an owner can change them. ${GET_AN_OWNER}`,
  };
}

/** The owner's control page: the agent's own views (balance, policy, tasks) without the agent-facing next steps. */
export function toControlOverviewDto(overview: ControlOverview): Out<typeof controlOverviewSchema> {
  const { next_step: _balanceStep, ...balance } = toBalanceDto(overview.balance);
  return {
    agent_name: overview.name,
    owner_email: overview.ownerEmail,
    balance,
    spend_policy: toOwnerSpendPolicyDto(overview.policy),
    api_key_revoked_at: isoOrNull(overview.apiKeyRevokedAt),
    asking_by_email: { is_live: overview.isEmailLive, is_enabled: overview.isAskingByEmailEnabled, email_address: overview.emailAddress },
    tasks: overview.tasks.map(toTaskDto),
  };
}

export function toOwnerSpendPolicyDto(policy: SpendPolicy): Out<typeof ownerSpendPolicySchema> {
  const { next_step: _policyStep, ...rest } = toSpendPolicyDto(policy, true);
  return rest;
}

export function toTopUpPageDto(page: TopUpPage): Out<typeof topUpPageSchema> {
  return {
    agent_name: page.agentName,
    balance_usd: centsToUsd(page.balanceCents),
    escrowed_usd: centsToUsd(page.escrowCents),
    is_live: page.isLive,
    payments: page.payments.map((payment) => ({ amount_usd: centsToUsd(payment.amountCents), status: payment.status, created_at: iso(payment.createdAt) })),
    credited: page.credited && { amount_usd: centsToUsd(page.credited.amountCents), balance_usd: centsToUsd(page.credited.balanceAfterCents) },
  };
}

export function toTopUpResultDto(outcome: TopUpOutcome): Out<typeof topUpResultSchema> {
  return outcome.kind === 'redirect'
    ? { kind: 'redirect', checkout_url: outcome.url }
    : { kind: 'credited', payment_id: outcome.paymentId, amount_usd: centsToUsd(outcome.amountCents), balance_usd: centsToUsd(outcome.balanceCents) };
}

export function toAwaitDto(task: AgentTask): Out<typeof awaitOutputSchema> {
  return {
    task_id: task.id,
    status: task.status,
    answered: isAnswered(task.status),
    // As in get_task: an answer stays visible after a dispute or a refund, though `answered` is then false.
    answer: toAnswerDto(task),
    accepted_at: isoOrNull(task.acceptedAt),
    next_step: isAnswered(task.status)
      ? 'Answered: read answer and answer.verification. If it is wrong, call dispute_answer with a specific reason.'
      : isDoneWaiting(task.status)
        ? `Stop waiting: the task is ${task.status}. ${task.status === 'disputed' ? 'A person is reviewing the dispute; read it with get_task.' : 'Its escrow was refunded; call ask_check with a new idempotency_key to ask again.'}`
        : `Not answered yet (${task.status}). Call await_answer again with task_id ${task.id}; the deadline is ${iso(task.deadlineAt)}.`,
  };
}

export function toTicketDto(ticket: ClassifierTicket): Out<typeof ticketOutputSchema> {
  return {
    ticket_id: String(ticket.id),
    status: ticket.status,
    ...(ticket.approvalExpiresAt ? { approval_expires_at: iso(ticket.approvalExpiresAt) } : {}),
    ...(ticket.reason ? { reason: ticket.reason } : {}),
    ...(ticket.taskId ? { task_id: ticket.taskId } : {}),
  };
}

/** A plain-text rendering for the human watching the agent (MCP show_task). */
export function toShowTaskDto(task: AgentTask): Out<typeof showTaskOutputSchema> {
  const dto = toTaskDto(task);
  const answer = dto.answer;
  const lines = [
    `Spotcheck task ${dto.task_id}: ${dto.status}`,
    `Question: ${dto.question}`,
    `Place: ${dto.place_label} (${dto.task_type})`,
    answer
      ? `Answer: ${answer.answer_text}${answer.answer_bool === null ? '' : ` (${answer.answer_bool ? 'yes' : 'no'})`}`
      : `Answer: none yet (deadline ${dto.deadline_at})`,
    ...(answer
      ? [
          `Verification: GPS ${answer.verification.gps_ok ? 'ok' : 'FAILED'} (${Math.round(answer.worker_distance_m)} m away), ` +
            `photo fresh ${answer.verification.fresh_ok ? 'ok' : 'FAILED'}, photo check ${answer.verification.vision_ok ? 'ok' : 'FAILED'}: ${answer.verification.vision_reason}`,
          `Confidence: ${Math.round(answer.confidence * 100)}%`,
        ]
      : []),
    ...(dto.dispute ? [`Dispute: ${dto.dispute.status}${dto.dispute.refunded_usd === null ? '' : `, refunded ${dto.dispute.refunded_usd.toFixed(2)} USD`}`] : []),
    `Cost: ${formatUsd(task.bountyCents + task.feeCents)} USD (bounty ${formatUsd(task.bountyCents)} + fee ${formatUsd(task.feeCents)})`,
  ];
  return { summary: lines.join('\n'), task: dto };
}
