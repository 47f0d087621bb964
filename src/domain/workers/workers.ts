import { db } from '@/db/client.ts';
import type { Worker } from '@/db/generated/client.ts';
import { inTransaction } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { recordReviewAction, type Reviewer } from '@/domain/review/review-actions.ts';

export type NewWorker = { name: string; phone: string; homeLat: number; homeLng: number; radiusM?: number };

const E164 = /^\+[1-9][0-9]{6,14}$/;

/** The phone as an international number without spaces or punctuation; refuses anything else. */
export function normalizePhone(input: string): string {
  const phone = input.replace(/[\s().-]/g, '');
  if (!E164.test(phone)) throw notAPhone(input);
  return phone;
}

function notAPhone(input: string): DomainError {
  return new DomainError('invalid_input', `phone "${input}" is not an international number.`, 'Give the phone as +<country code><number>, e.g. +14155550123.', { field: 'phone' });
}

/**
 * Staff register a worker; they are texted tasks near their home area from
 * then on. `by` is the staff member, recorded in the review history (the
 * operator's command line and test fixtures add workers without one).
 */
export async function addWorker(input: NewWorker, now: Date, by?: Reviewer): Promise<Worker> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 80) {
    throw new DomainError('invalid_input', 'The worker name must be 1 to 80 characters.', 'Give the name the worker goes by, e.g. Ana.', { field: 'name' });
  }
  if (!E164.test(input.phone)) throw notAPhone(input.phone);
  if (!Number.isFinite(input.homeLat) || !Number.isFinite(input.homeLng) || Math.abs(input.homeLat) > 90 || Math.abs(input.homeLng) > 180) {
    throw new DomainError('invalid_input', 'The home area coordinates are out of range.', 'Use lat -90..90 and lng -180..180.', { field: 'home' });
  }
  const radiusM = input.radiusM ?? 3000;
  if (!Number.isInteger(radiusM) || radiusM < 100 || radiusM > 50_000) {
    throw new DomainError('invalid_input', `radius ${radiusM} m is out of range.`, 'Use a whole number of metres between 100 and 50000.', { field: 'radius_m' });
  }
  return inTransaction(async (tx) => {
    const existing = await tx.worker.findUnique({ where: { phone: input.phone } });
    // An applicant (waiting or rejected) that staff add themselves becomes an approved worker on the same record.
    if (existing && !existing.removedAt && existing.approval === 'approved') {
      throw new DomainError('invalid_input', `A worker with phone ${input.phone} already exists.`, 'Pause or remove that worker first, or use another number.', { field: 'phone' });
    }
    const data = { name, phone: input.phone, homeLat: input.homeLat, homeLng: input.homeLng, radiusM, isActive: true, removedAt: null, approval: 'approved' as const };
    // A removed worker's number comes back as the same record, so past answers and earnings stay theirs.
    const worker = existing ? await tx.worker.update({ where: { id: existing.id }, data }) : await tx.worker.create({ data: { ...data, createdAt: now } });
    if (by) await recordReviewAction(tx, by, { action: 'worker_added', note: `${name} (${input.phone}), within ${radiusM} m of ${input.homeLat}, ${input.homeLng}` }, now);
    return worker;
  });
}

/** Paused workers keep their record and earnings but are not texted; resuming texts them again. */
export async function setWorkerActive(workerId: string, isActive: boolean, by: Reviewer, now: Date): Promise<Worker> {
  return changeWorker(workerId, { isActive }, by, { action: isActive ? 'worker_resumed' : 'worker_paused', verb: isActive ? 'resumed' : 'paused' }, now);
}

/** Removal keeps the record for the ledger and past answers; the worker is never texted again. */
export async function removeWorker(workerId: string, by: Reviewer, now: Date): Promise<Worker> {
  return changeWorker(workerId, { isActive: false, removedAt: now }, by, { action: 'worker_removed', verb: 'removed' }, now);
}

async function changeWorker(
  workerId: string,
  data: { isActive: boolean; removedAt?: Date },
  by: Reviewer,
  record: { action: 'worker_paused' | 'worker_resumed' | 'worker_removed'; verb: string },
  now: Date,
): Promise<Worker> {
  return inTransaction(async (tx) => {
    const updated = await tx.worker.updateMany({ where: { id: workerId, removedAt: null }, data });
    if (updated.count === 0) {
      throw new DomainError('worker_not_found', `No current worker ${workerId}.`, 'Reload the workers list: the worker may have been removed. Add them again to bring them back.', { worker_id: workerId });
    }
    const worker = await tx.worker.findUniqueOrThrow({ where: { id: workerId } });
    await recordReviewAction(tx, by, { action: record.action, note: `${worker.name} (${worker.phone}) ${record.verb}` }, now);
    return worker;
  });
}

/** Current workers, newest first, with how many answers each has given. */
export async function listWorkers() {
  return db().worker.findMany({ where: { removedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], include: { _count: { select: { answers: true } } } });
}
