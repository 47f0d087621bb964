import { db } from '@/db/client.ts';
import type { Prisma } from '@/db/generated/client.ts';
import { PHOTO_URL_TTL_SECONDS } from '@/domain/tasks/queries.ts';
import { photoStorage } from '@/providers/storage/index.ts';

const QUEUE_VIEW = {
  dispute: true,
  answer: { include: { photo: true, worker: { include: { _count: { select: { answers: true } } } } } },
  agent: { select: { id: true, name: true, _count: { select: { tasks: true } } } },
} as const;

/** More than a reviewer works through at once; the rest show after these are settled. */
const QUEUE_PAGE = 200;

type QueueRow = Prisma.TaskGetPayload<{ include: typeof QUEUE_VIEW }>;

/** One task waiting for a person, with what a reviewer needs to decide it. */
export type ReviewQueueItem = QueueRow & {
  kind: 'dispute' | 'needs_review';
  /** When it started waiting: the dispute, or the answer that failed a check. */
  waitingSince: Date;
  photoUrl: string | null;
  /** Disputes ever raised on this agent's tasks: a habit of disputing good answers shows here. */
  agentDisputes: number;
  /** Disputes upheld against this worker's answers. */
  workerUpheldDisputes: number;
  /** Another task whose photo from this worker carries the same camera time: likely the same gallery photo again. */
  samePhotoAsTask: string | null;
};

/** Tasks waiting for a person, oldest first: open disputes and failed verifications. */
export async function listReviewQueue(): Promise<ReviewQueueItem[]> {
  const rows = await db().task.findMany({
    where: { OR: [{ status: 'needs_review' }, { status: 'disputed', dispute: { status: 'open' } }] },
    include: QUEUE_VIEW,
    // Roughly oldest first in the database, so the cap keeps the longest-waiting; exact order below.
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
    take: QUEUE_PAGE,
  });
  const agentIds = [...new Set(rows.map((row) => row.agentId))];
  const workerIds = [...new Set(rows.flatMap((row) => (row.answer ? [row.answer.workerId] : [])))];
  const [agentDisputes, workerUpheld] = await Promise.all([
    db().task.groupBy({ by: ['agentId'], where: { agentId: { in: agentIds }, dispute: { isNot: null } }, _count: { _all: true } }),
    db().answer.groupBy({ by: ['workerId'], where: { workerId: { in: workerIds }, task: { dispute: { status: 'upheld' } } }, _count: { _all: true } }),
  ]);
  const disputesOf = new Map(agentDisputes.map((group) => [group.agentId, group._count._all]));
  const upheldOf = new Map(workerUpheld.map((group) => [group.workerId, group._count._all]));
  const items = await Promise.all(
    rows.map(async (row): Promise<ReviewQueueItem> => {
      const key = row.answer?.photo?.storageKey;
      const isDispute = row.status === 'disputed';
      return {
        ...row,
        kind: isDispute ? 'dispute' : 'needs_review',
        waitingSince: (isDispute ? row.dispute?.createdAt : row.answer?.verifiedAt) ?? row.submittedAt ?? row.createdAt,
        photoUrl: key ? await photoStorage().signedUrl(key, PHOTO_URL_TTL_SECONDS) : null,
        agentDisputes: disputesOf.get(row.agentId) ?? 0,
        workerUpheldDisputes: row.answer ? (upheldOf.get(row.answer.workerId) ?? 0) : 0,
        samePhotoAsTask: await reusedPhotoOf(row.answer?.photo ?? null),
      };
    }),
  );
  return items.sort((a, b) => a.waitingSince.getTime() - b.waitingSince.getTime());
}

/** A camera time to the second is as good as a fingerprint for one worker's photos: the same one twice is a reused photo. */
async function reusedPhotoOf(photo: { id: string; workerId: string; exifTakenAt: Date | null } | null): Promise<string | null> {
  if (!photo?.exifTakenAt) return null;
  const twin = await db().photo.findFirst({ where: { workerId: photo.workerId, exifTakenAt: photo.exifTakenAt, id: { not: photo.id } }, select: { taskId: true } });
  return twin?.taskId ?? null;
}
