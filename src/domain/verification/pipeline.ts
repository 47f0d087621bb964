import { db } from '@/db/client.ts';
import { inTransaction } from '@/db/transaction.ts';
import { applyEvent, payOutEscrow } from '@/domain/tasks/settle.ts';
import { photoStorage } from '@/providers/storage/index.ts';
import { visionProvider } from '@/providers/vision/index.ts';
import { checkFreshness, checkGps, confidenceOf } from './checks.ts';

/**
 * Automatic verification, then payout. GPS distance, photo freshness and the
 * photo-content check decide verified or needs_review; a verified task pays
 * the worker at once. Each step is a conditional transition, so running this
 * twice (or in two processes) settles once.
 */
export async function verifyAndSettle(taskId: string, now: Date): Promise<void> {
  const task = await db().task.findUniqueOrThrow({ where: { id: taskId }, include: { answer: { include: { photo: true, worker: true } } } });
  const answer = task.answer;
  if (!answer || !task.claimedAt) return;
  if (task.status === 'submitted') {
    const gps = checkGps(answer, task);
    const fresh = checkFreshness({ photo: answer.photo, requirePhoto: task.requirePhoto, claimedAt: task.claimedAt, deadlineAt: task.deadlineAt });
    const vision = await checkPhotoContent(answer.photo?.storageKey ?? null);
    const checks = { gpsOk: gps.gpsOk, freshOk: fresh.freshOk, visionOk: vision.ok };
    const passed = checks.gpsOk && checks.freshOk && checks.visionOk;
    await inTransaction(async (tx) => {
      if (!(await applyEvent(tx, taskId, passed ? 'pass_verification' : 'fail_verification'))) return;
      await tx.answer.update({
        where: { taskId },
        data: { ...checks, visionReason: vision.reason, confidence: confidenceOf(checks, answer.worker.rating), verifiedAt: now },
      });
    });
  }
  await inTransaction(async (tx) => {
    if (await applyEvent(tx, taskId, 'pay_worker', { closedAt: now })) await payOutEscrow(tx, task, answer.workerId);
  });
}

/** vision_ok: only confirmed graphic or sexual content fails; a provider that cannot answer sends the task to a person. */
async function checkPhotoContent(storageKey: string | null): Promise<{ ok: boolean; reason: string }> {
  if (!storageKey) return { ok: true, reason: 'No photo to check.' };
  try {
    const { bytes, contentType } = await photoStorage().get(storageKey);
    const verdict = await visionProvider().check(bytes, contentType);
    return { ok: verdict.status !== 'unsafe', reason: verdict.reason };
  } catch (error) {
    return { ok: false, reason: `The photo check could not run (${error instanceof Error ? error.message : 'provider failure'}); a person will review it before it is shared or paid.` };
  }
}

/** The sweeper's share: answers whose verification or payout was interrupted (a crash, a restart) are finished here. */
export async function finishInterruptedVerifications(now: Date): Promise<void> {
  const stuck = await db().task.findMany({
    where: { OR: [{ status: 'submitted', submittedAt: { lte: new Date(now.getTime() - 30_000) } }, { status: 'verified' }] },
    select: { id: true },
    take: 100,
  });
  for (const { id } of stuck) await verifyAndSettle(id, now);
}
