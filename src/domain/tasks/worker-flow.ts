import { randomUUID } from 'node:crypto';
import { db } from '@/db/client.ts';
import type { Prisma } from '@/db/generated/client.ts';
import { inTransaction, type Tx } from '@/db/transaction.ts';
import { hashSecret } from '@/domain/agents/credentials.ts';
import { DomainError } from '@/domain/errors.ts';
import { checkGps } from '@/domain/verification/checks.ts';
import { preparePhoto } from '@/domain/verification/photo.ts';
import { verifyAndSettle } from '@/domain/verification/pipeline.ts';
import { photoStorage } from '@/providers/storage/index.ts';
import { applyEvent, expireOverdueTasks } from './settle.ts';
import { WORKER_TASK_INCLUDE } from './worker-outcome.ts';

type OfferWithTask = Prisma.TaskOfferGetPayload<{ include: { task: { include: typeof WORKER_TASK_INCLUDE }; worker: true } }>;

/** What an unknown worker link is told (the page answers 404 with it). */
export const UNKNOWN_TASK_LINK = { message: 'This task link is not valid.', fix: 'Open the link from the latest text Spotcheck sent you.' };

/** What the worker behind a private link may do now. */
export type OfferState = 'open' | 'yours' | 'taken' | 'expired' | 'cancelled' | 'answered' | 'paused';

export type WorkerOffer = OfferWithTask & { state: OfferState };

/** The task behind a worker's private link, with what that worker may do with it now. */
export async function openOffer(token: string, now: Date): Promise<WorkerOffer> {
  const found = await db().taskOffer.findUnique({ where: { tokenHash: hashSecret(token) }, select: { task: { select: { agentId: true } } } });
  if (!found) throw new DomainError('offer_not_found', UNKNOWN_TASK_LINK.message, UNKNOWN_TASK_LINK.fix);
  await expireOverdueTasks(now, found.task.agentId);
  const offer = await db().taskOffer.findUniqueOrThrow({ where: { tokenHash: hashSecret(token) }, include: { task: { include: WORKER_TASK_INCLUDE }, worker: true } });
  return { ...offer, state: stateFor(offer) };
}

function stateFor({ task, worker }: OfferWithTask): OfferState {
  const isMine = task.claimedById === worker.id;
  switch (task.status) {
    case 'dispatched':
      return worker.isActive && !worker.removedAt ? 'open' : 'paused';
    case 'claimed':
      return isMine ? 'yours' : 'taken';
    case 'expired':
      return 'expired';
    case 'refunded':
      return task.claimedById ? (isMine ? 'answered' : 'taken') : 'cancelled';
    default:
      return isMine ? 'answered' : 'taken';
  }
}

function unavailable(offer: WorkerOffer): DomainError {
  const what: Record<OfferState, string> = {
    open: 'is open',
    yours: 'is yours',
    taken: 'was claimed by someone else first',
    expired: 'expired before anyone answered',
    cancelled: 'was cancelled by the asker',
    answered: 'is already answered',
    paused: 'cannot be claimed while your account is paused',
  };
  return new DomainError('task_unavailable', `This task ${what[offer.state]}.`, 'Nothing to do here; watch for the next text.', { state: offer.state });
}

/** First claim wins: the conditional update lets exactly one worker move the task from dispatched to claimed. */
export async function claimTask(token: string, now: Date): Promise<WorkerOffer> {
  const offer = await openOffer(token, now);
  if (offer.state === 'yours') return offer;
  if (offer.state !== 'open') throw unavailable(offer);
  const claimed = await inTransaction((tx) => applyEvent(tx, offer.taskId, 'claim', { claimedAt: now, claimedById: offer.workerId }));
  const current = await openOffer(token, now);
  if (!claimed) throw unavailable(current);
  return current;
}

async function requireOwnClaimedTask(token: string, now: Date): Promise<WorkerOffer> {
  const offer = await openOffer(token, now);
  if (offer.state !== 'yours') throw unavailable(offer);
  return offer;
}

/**
 * A photo taken through the worker page. Our clock stamps when it arrived;
 * the copy we keep has no metadata, so nothing in it identifies the worker.
 */
export async function storePhoto(token: string, bytes: Buffer, now: Date): Promise<{ photoId: string }> {
  const offer = await requireOwnClaimedTask(token, now);
  await assertRoomForPhoto(db(), offer.taskId);
  const prepared = await preparePhoto(bytes);
  const storageKey = `${offer.taskId}-${randomUUID()}.jpg`;
  await photoStorage().put(storageKey, prepared.jpeg, 'image/jpeg');
  const photo = await inTransaction(async (tx) => {
    // Concurrent uploads for one task take turns here, so the count holds.
    await tx.$queryRaw`SELECT id FROM tasks WHERE id = ${offer.taskId}::uuid FOR UPDATE`;
    await assertRoomForPhoto(tx, offer.taskId);
    return tx.photo.create({
    data: {
      taskId: offer.taskId,
      workerId: offer.workerId,
      storageKey,
      contentType: 'image/jpeg',
      bytes: prepared.jpeg.length,
      capturedAt: now,
      exifTakenAt: prepared.exifTakenAt,
      exifHasOffset: prepared.exifHasOffset,
    },
    });
  });
  return { photoId: photo.id };
}

/** Photos one task may receive: a retake or two is normal; more is abuse of storage. */
export const MAX_PHOTOS_PER_TASK = 5;

async function assertRoomForPhoto(client: Pick<Tx, 'photo'>, taskId: string): Promise<void> {
  const count = await client.photo.count({ where: { taskId } });
  if (count >= MAX_PHOTOS_PER_TASK) {
    throw new DomainError('too_many_photos', `This task already has ${count} photos, the most it takes.`, 'Answer with one of the photos already taken.', {
      max_photos: MAX_PHOTOS_PER_TASK,
    });
  }
}

export type AnswerSubmission = { answerText: string; answerBool: boolean | null; lat: number; lng: number; photoId: string | null };

/** The worker's answer: the task moves to submitted, then verification runs (and is retried by the sweeper if this process dies). */
export async function submitAnswer(token: string, submission: AnswerSubmission, now: Date): Promise<WorkerOffer> {
  const offer = await requireOwnClaimedTask(token, now);
  const photo = submission.photoId
    ? await db().photo.findFirst({ where: { id: submission.photoId, taskId: offer.taskId, workerId: offer.workerId } })
    : null;
  if (submission.photoId && !photo) throw new DomainError('invalid_input', 'That photo does not belong to this task.', 'Take the photo again on this page.', { field: 'photo_id' });
  if (offer.task.requirePhoto && !photo) throw new DomainError('invalid_input', 'This task needs a live photo.', 'Take a photo with the camera button, then send the answer.', { field: 'photo_id' });
  const gps = checkGps(submission, offer.task);
  const submitted = await inTransaction(async (tx) => {
    if (!(await applyEvent(tx, offer.taskId, 'submit', { submittedAt: now }))) return false;
    await tx.answer.create({
      data: {
        taskId: offer.taskId,
        workerId: offer.workerId,
        answerText: submission.answerText,
        answerBool: submission.answerBool,
        photoId: photo?.id ?? null,
        lat: submission.lat,
        lng: submission.lng,
        distanceM: gps.distanceM,
        capturedAt: photo?.capturedAt ?? now,
        submittedAt: now,
      },
    });
    return true;
  });
  if (!submitted) throw unavailable(await openOffer(token, now));
  await verifyAndSettle(offer.taskId, now).catch((error: unknown) => console.error(`[verify] task ${offer.taskId} will be retried`, error));
  return openOffer(token, now);
}
