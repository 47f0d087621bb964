import type { Prisma } from '@/db/generated/client.ts';
import { checkFreshness, GPS_TOLERANCE_M } from '@/domain/verification/checks.ts';

/** What the worker page loads with a task to tell the worker how their claim and answer went. */
export const WORKER_TASK_INCLUDE = {
  answer: { include: { photo: true } },
  dispute: true,
  photos: { orderBy: { capturedAt: 'desc' }, take: 1 },
} as const satisfies Prisma.TaskInclude;

type TaskForWorker = Prisma.TaskGetPayload<{ include: typeof WORKER_TASK_INCLUDE }>;

/** A verification check that did not pass, named the way the worker page says it. */
export type FailedCheck = { check: 'gps' | 'freshness' | 'photo_content'; message: string };

/**
 * How an answered task ended for its worker: checking (verification running),
 * paid (reviewed when a person decided it), in_review (a check failed),
 * disputed, upheld (the asker's dispute won; pay taken back if it was paid),
 * rejected (a person reviewed a failed check and did not pay).
 */
export type WorkerOutcome =
  | { kind: 'checking' }
  | { kind: 'paid'; reviewed: boolean; dispute_rejected: boolean }
  | { kind: 'in_review' }
  | { kind: 'disputed' }
  | { kind: 'upheld'; taken_back_cents: number }
  | { kind: 'rejected' };

export type WorkerTaskDetails = {
  claimed_by: 'you' | 'someone_else' | null;
  /** The last photo this worker sent for the task (the server keeps it across reloads). */
  photo_id: string | null;
  outcome: WorkerOutcome | null;
  failed_checks: FailedCheck[];
};

export function workerTaskDetails(task: TaskForWorker, workerId: string): WorkerTaskDetails {
  const mine = task.claimedById === workerId;
  const photo = mine ? (task.photos[0] ?? null) : null;
  return {
    claimed_by: task.claimedById === null ? null : mine ? 'you' : 'someone_else',
    photo_id: photo && photo.workerId === workerId ? photo.id : null,
    outcome: mine && task.answer ? outcomeOf(task) : null,
    failed_checks: mine ? failedChecks(task) : [],
  };
}

function outcomeOf(task: TaskForWorker): WorkerOutcome {
  const { dispute, answer } = task;
  const checksFailed = answer?.gpsOk === false || answer?.freshOk === false || answer?.visionOk === false;
  switch (task.status) {
    case 'paid':
      return { kind: 'paid', reviewed: checksFailed || dispute?.status === 'rejected', dispute_rejected: dispute?.status === 'rejected' };
    case 'needs_review':
      return { kind: 'in_review' };
    case 'disputed':
      return { kind: 'disputed' };
    case 'refunded':
      return dispute?.status === 'upheld' ? { kind: 'upheld', taken_back_cents: dispute.disputedFrom === 'paid' ? task.bountyCents : 0 } : { kind: 'rejected' };
    default:
      return { kind: 'checking' };
  }
}

function failedChecks(task: TaskForWorker): FailedCheck[] {
  const answer = task.answer;
  if (!answer) return [];
  const failed: FailedCheck[] = [];
  if (answer.gpsOk === false) {
    failed.push({ check: 'gps', message: `Location: you were ${Math.round(answer.distanceM)} m from the place; it must be within ${GPS_TOLERANCE_M} m.` });
  }
  if (answer.freshOk === false && task.claimedAt) {
    const { reason } = checkFreshness({ photo: answer.photo, requirePhoto: task.requirePhoto, claimedAt: task.claimedAt, deadlineAt: task.deadlineAt });
    failed.push({ check: 'freshness', message: `Live photo: ${reason}.` });
  }
  if (answer.visionOk === false) failed.push({ check: 'photo_content', message: `Photo content: ${answer.visionReason ?? 'the automatic photo check did not pass'}` });
  return failed;
}
