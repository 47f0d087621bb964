import { db } from '@/db/client.ts';
import type { Worker } from '@/db/generated/client.ts';
import { DomainError } from '@/domain/errors.ts';

export type NewWorker = { name: string; phone: string; homeLat: number; homeLng: number; radiusM?: number };

const E164 = /^\+[1-9][0-9]{6,14}$/;

/** Staff register a worker; they are texted tasks near their home area from then on. */
export async function addWorker(input: NewWorker, now: Date): Promise<Worker> {
  if (!E164.test(input.phone)) {
    throw new DomainError('invalid_input', `phone "${input.phone}" is not an international number.`, 'Give the phone as +<country code><number>, e.g. +14155550123.', { field: 'phone' });
  }
  if (Math.abs(input.homeLat) > 90 || Math.abs(input.homeLng) > 180) {
    throw new DomainError('invalid_input', 'The home area coordinates are out of range.', 'Use lat -90..90 and lng -180..180.', { field: 'home' });
  }
  const radiusM = input.radiusM ?? 3000;
  if (radiusM < 100 || radiusM > 50_000) {
    throw new DomainError('invalid_input', `radius ${radiusM} m is out of range.`, 'Use a radius between 100 and 50000 metres.', { field: 'radius_m' });
  }
  const existing = await db().worker.findUnique({ where: { phone: input.phone } });
  if (existing && !existing.removedAt) {
    throw new DomainError('invalid_input', `A worker with phone ${input.phone} already exists.`, 'Pause or remove that worker first, or use another number.', { field: 'phone' });
  }
  const data = { name: input.name, phone: input.phone, homeLat: input.homeLat, homeLng: input.homeLng, radiusM, isActive: true, removedAt: null };
  return existing
    ? db().worker.update({ where: { id: existing.id }, data })
    : db().worker.create({ data: { ...data, createdAt: now } });
}

/** Paused workers keep their record and earnings but are not texted. */
export async function setWorkerActive(workerId: string, isActive: boolean): Promise<Worker> {
  return db().worker.update({ where: { id: workerId }, data: { isActive } });
}

/** Removal keeps the record for the ledger and past answers; the worker is never texted again. */
export async function removeWorker(workerId: string, now: Date): Promise<Worker> {
  return db().worker.update({ where: { id: workerId }, data: { isActive: false, removedAt: now } });
}

export async function listWorkers(): Promise<Worker[]> {
  return db().worker.findMany({ where: { removedAt: null }, orderBy: { createdAt: 'desc' } });
}
