import type { z } from 'zod';
import type { ClassifierTicket, OutboxMessage, ReviewAction, Worker } from '@/db/generated/client.ts';
import type { StaffMember } from '@/domain/staff/accounts.ts';
import type { ReviewQueueItem } from '@/domain/review/review-queue.ts';
import { centsToUsd } from '@/domain/money/usd.ts';
import { checkFreshness } from '@/domain/verification/checks.ts';
import { renderMasked } from '@/domain/outbox/outbox.ts';
import type { outboxMessageSchema, reviewActionSchema, reviewQueueItemSchema, staffMemberSchema, staffTicketSchema, staffWorkerSchema, workerChangedOutputSchema } from '@/schemas/staff.ts';

/** The staff console's view of each resource: cents to USD, dates to ISO strings, ids to strings. */

type Out<T extends z.ZodType> = z.output<T>;

const iso = (date: Date) => date.toISOString();

export function toStaffMemberDto(staff: StaffMember): Out<typeof staffMemberSchema> {
  return { email: staff.email, name: staff.name };
}

export function toReviewQueueItemDto(item: ReviewQueueItem): Out<typeof reviewQueueItemSchema> {
  const { answer, dispute } = item;
  const checks = answer ? { gps: answer.gpsOk, fresh: answer.freshOk, vision: answer.visionOk } : {};
  return {
    kind: item.kind,
    task_id: item.id,
    status: item.status,
    question: item.question,
    task_type: item.taskType,
    place: { label: item.placeLabel, lat: item.lat, lng: item.lng },
    bounty_usd: centsToUsd(item.bountyCents),
    fee_usd: centsToUsd(item.feeCents),
    created_at: iso(item.createdAt),
    waiting_since: iso(item.waitingSince),
    dispute: dispute ? { reason: dispute.reason, disputed_from: dispute.disputedFrom, created_at: iso(dispute.createdAt) } : null,
    answer: answer
      ? {
          answer_text: answer.answerText,
          answer_bool: answer.answerBool,
          photo_url: item.photoUrl,
          captured_at: iso(answer.capturedAt),
          worker_distance_m: answer.distanceM,
          sent_from: { lat: answer.lat, lng: answer.lng },
          camera_taken_at: answer.photo?.exifTakenAt ? iso(answer.photo.exifTakenAt) : null,
          freshness_reason: item.claimedAt
            ? checkFreshness({ photo: answer.photo, requirePhoto: item.requirePhoto, claimedAt: item.claimedAt, deadlineAt: item.deadlineAt }).reason
            : 'the task was never claimed',
          same_photo_as_task: item.samePhotoAsTask,
          confidence: answer.confidence,
          verification: {
            gps_ok: answer.gpsOk,
            fresh_ok: answer.freshOk,
            vision_ok: answer.visionOk,
            vision_reason: answer.visionReason,
            failed_checks: (['gps', 'fresh', 'vision'] as const).filter((check) => checks[check] === false),
          },
        }
      : null,
    worker: answer
      ? {
          worker_id: answer.worker.id,
          name: answer.worker.name,
          rating: answer.worker.rating,
          rating_count: answer.worker.ratingCount,
          answers: answer.worker._count.answers,
          earnings_usd: centsToUsd(answer.worker.earningsCents),
          upheld_disputes: item.workerUpheldDisputes,
          is_active: answer.worker.isActive,
        }
      : null,
    agent: { agent_id: item.agent.id, name: item.agent.name, tasks: item.agent._count.tasks, disputes: item.agentDisputes },
  };
}

export function toStaffTicketDto(ticket: ClassifierTicket & { agent: { id: string; name: string } }): Out<typeof staffTicketSchema> {
  return {
    ticket_id: String(ticket.id),
    status: ticket.status,
    created_at: iso(ticket.createdAt),
    agent: { agent_id: ticket.agent.id, name: ticket.agent.name },
    ask_idempotency_key: ticket.askIdempotencyKey,
    request: ticket.request as Record<string, unknown>,
    classifier_error: ticket.classifierError as Record<string, unknown>,
    approval_expires_at: ticket.approvalExpiresAt ? iso(ticket.approvalExpiresAt) : null,
    reason: ticket.reason,
  };
}

export function toStaffWorkerDto(worker: Worker & { _count: { answers: number } }): Out<typeof staffWorkerSchema> {
  return {
    ...toWorkerChangedDto(worker),
    home_lat: worker.homeLat,
    home_lng: worker.homeLng,
    radius_m: worker.radiusM,
    rating: worker.rating,
    rating_count: worker.ratingCount,
    answers: worker._count.answers,
    earnings_usd: centsToUsd(worker.earningsCents),
    created_at: iso(worker.createdAt),
  };
}

export function toWorkerChangedDto(worker: Worker): Out<typeof workerChangedOutputSchema> {
  return { worker_id: worker.id, name: worker.name, phone: worker.phone, is_active: worker.isActive };
}

export function toOutboxMessageDto(message: OutboxMessage): Out<typeof outboxMessageSchema> {
  return {
    id: String(message.id),
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: renderMasked(message),
    provider: message.provider,
    task_id: message.taskId,
    created_at: iso(message.createdAt),
    status: message.status,
    attempts: message.attempts,
    last_error: message.lastError,
    sent_at: message.sentAt ? iso(message.sentAt) : null,
    next_attempt_at: message.status === 'pending' ? iso(message.nextAttemptAt) : null,
  };
}

export function toReviewActionDto(action: ReviewAction): Out<typeof reviewActionSchema> {
  return {
    id: action.id,
    staff_email: action.staffEmail,
    action: action.action,
    task_id: action.taskId,
    ticket_id: action.ticketId === null ? null : String(action.ticketId),
    note: action.note,
    created_at: iso(action.createdAt),
  };
}
