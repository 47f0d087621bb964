import { db } from '@/db/client.ts';
import type { Worker } from '@/db/generated/client.ts';
import { inTransaction } from '@/db/transaction.ts';
import { offerLinkToken } from '@/domain/dispatch/offer-links.ts';
import { DomainError } from '@/domain/errors.ts';
import { distanceMetres } from '@/domain/geo/distance.ts';
import { readEarnings } from '@/domain/payouts/earnings.ts';
import { listPayouts } from '@/domain/payouts/payouts.ts';
import { recordReviewAction, type Reviewer } from '@/domain/review/review-actions.ts';
import { payoutsProvider } from '@/providers/payouts/index.ts';
import { isKnownTimeZone } from './availability.ts';

/** What a worker fills in after their phone is confirmed (and may change later). */
export type WorkerProfile = {
  name: string;
  homeLat: number;
  homeLng: number;
  radiusM: number;
  timeZone: string;
  isAvailable: boolean;
  /** Both null: no quiet hours. */
  quietStartMinute: number | null;
  quietEndMinute: number | null;
};

function checkProfile(profile: WorkerProfile): WorkerProfile {
  const name = profile.name.trim();
  const refuse = (field: string, message: string, fix: string) => new DomainError('invalid_input', message, fix, { field });
  if (name.length < 1 || name.length > 80) throw refuse('name', 'Your name must be 1 to 80 characters.', 'Give the name you go by, e.g. Ana.');
  if (!Number.isFinite(profile.homeLat) || !Number.isFinite(profile.homeLng) || Math.abs(profile.homeLat) > 90 || Math.abs(profile.homeLng) > 180) {
    throw refuse('home', 'The home area is not a place on Earth.', 'Use "my current location", or latitude -90 to 90 and longitude -180 to 180.');
  }
  if (!Number.isInteger(profile.radiusM) || profile.radiusM < 100 || profile.radiusM > 50_000) {
    throw refuse('radius_m', `A radius of ${profile.radiusM} m is out of range.`, 'Use a whole number of metres between 100 and 50000.');
  }
  if (!isKnownTimeZone(profile.timeZone)) throw refuse('time_zone', `"${profile.timeZone}" is not a time zone we know.`, 'Use a name such as America/Los_Angeles or Europe/Paris.');
  if ((profile.quietStartMinute === null) !== (profile.quietEndMinute === null) || (profile.quietStartMinute !== null && profile.quietStartMinute === profile.quietEndMinute)) {
    throw refuse('quiet_hours', 'Quiet hours need a start and a different end.', 'Give both times, e.g. 22:00 to 07:00, or leave both empty.');
  }
  return { ...profile, name };
}

/** The worker record of a signed-in phone, if it has one that is not removed. */
export async function findWorkerByPhone(phone: string): Promise<Worker | null> {
  const worker = await db().worker.findUnique({ where: { phone } });
  return worker && !worker.removedAt ? worker : null;
}

/**
 * Saves the signed-in phone's profile. The first save is an application:
 * the worker waits for staff approval before any offer. A number staff
 * removed earlier applies afresh on the same record (its history stays).
 */
export async function saveWorkerProfile(phone: string, input: WorkerProfile, now: Date): Promise<Worker> {
  const profile = checkProfile(input);
  const data = {
    name: profile.name,
    homeLat: profile.homeLat,
    homeLng: profile.homeLng,
    radiusM: profile.radiusM,
    timeZone: profile.timeZone,
    isAvailable: profile.isAvailable,
    quietStartMinute: profile.quietStartMinute,
    quietEndMinute: profile.quietEndMinute,
  };
  return inTransaction(async (tx) => {
    const existing = await tx.worker.findUnique({ where: { phone } });
    if (existing && !existing.removedAt) return tx.worker.update({ where: { id: existing.id }, data });
    const application = { ...data, phone, approval: 'pending' as const, approvalDecidedBy: null, approvalNote: null, approvalDecidedAt: null, isActive: true, removedAt: null, createdAt: now };
    return existing ? tx.worker.update({ where: { id: existing.id }, data: application }) : tx.worker.create({ data: application });
  });
}

/** The "available now" switch. */
export async function setWorkerAvailable(workerId: string, isAvailable: boolean): Promise<Worker> {
  return db().worker.update({ where: { id: workerId }, data: { isAvailable } });
}

/** Self-signed-up workers waiting for a decision, oldest first. */
export async function listApplicants() {
  return db().worker.findMany({ where: { approval: 'pending', removedAt: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 200 });
}

/** Staff approve (offers start) or reject an applicant, with who and why recorded; a second decision is refused. */
export async function decideApplicant(workerId: string, decision: 'approve' | 'reject', by: Reviewer, note: string, now: Date): Promise<Worker> {
  return inTransaction(async (tx) => {
    const approval = decision === 'approve' ? 'approved' : 'rejected';
    const updated = await tx.worker.updateMany({
      where: { id: workerId, approval: 'pending', removedAt: null },
      data: { approval, approvalDecidedBy: by.email, approvalNote: note, approvalDecidedAt: now },
    });
    if (updated.count === 0) {
      throw new DomainError('worker_not_found', `No applicant ${workerId} is waiting.`, 'Reload the Applicants list: someone may have decided already.', { worker_id: workerId });
    }
    const worker = await tx.worker.findUniqueOrThrow({ where: { id: workerId } });
    await recordReviewAction(tx, by, { action: decision === 'approve' ? 'worker_approved' : 'worker_rejected', note: `${worker.name} (${worker.phone}): ${note}` }, now);
    return worker;
  });
}

/** How a task the worker claimed ended, in their words. */
export type TaskOutcome = 'to_answer' | 'checking' | 'in_review' | 'paid' | 'disputed' | 'taken_back' | 'not_paid' | 'expired';

function outcomeOf(task: { status: string; dispute: { status: string } | null }): TaskOutcome {
  switch (task.status) {
    case 'claimed':
      return 'to_answer';
    case 'submitted':
      return 'checking';
    case 'needs_review':
      return 'in_review';
    case 'verified':
    case 'paid':
      return 'paid';
    case 'disputed':
      return 'disputed';
    case 'refunded':
      return task.dispute?.status === 'upheld' ? 'taken_back' : 'not_paid';
    default:
      return 'expired';
  }
}

/**
 * Everything on the worker's own page: offers still open near them (with the
 * same private links their texts carry), their tasks and how each ended,
 * earnings and payouts.
 */
export async function readWorkerHome(worker: Worker, now: Date) {
  const [offers, tasks, earnings, payouts, paidOut] = await Promise.all([
    db().taskOffer.findMany({
      where: { workerId: worker.id, task: { status: 'dispatched', deadlineAt: { gt: now } } },
      include: { task: { select: { id: true, question: true, placeLabel: true, lat: true, lng: true, bountyCents: true, deadlineAt: true } } },
      orderBy: { createdAt: 'desc' },
      take: 20,
    }),
    db().task.findMany({
      where: { claimedById: worker.id },
      select: { id: true, question: true, placeLabel: true, bountyCents: true, status: true, claimedAt: true, dispute: { select: { status: true } }, offers: { where: { workerId: worker.id }, select: { id: true } } },
      orderBy: { claimedAt: 'desc' },
      take: 20,
    }),
    readEarnings(db(), worker.id, now),
    listPayouts(worker.id),
    db().workerPayout.aggregate({ where: { workerId: worker.id, status: { not: 'failed' } }, _sum: { amountCents: true } }),
  ]);
  return {
    worker,
    offers: offers.map((offer) => ({
      ...offer.task,
      link: `/w/${offerLinkToken(offer.id)}`,
      distanceFromHomeM: Math.round(distanceMetres({ lat: worker.homeLat, lng: worker.homeLng }, offer.task)),
    })),
    tasks: tasks.map((task) => ({ ...task, outcome: outcomeOf(task), link: task.offers[0] ? `/w/${offerLinkToken(task.offers[0].id)}` : null })),
    earnings,
    paidOutCents: paidOut._sum.amountCents ?? 0,
    payouts,
    payoutsNeedAccount: payoutsProvider().needsAccount,
  };
}

export type WorkerHome = Awaited<ReturnType<typeof readWorkerHome>>;

/**
 * Stripe's onboarding page for the worker's payout account (made on first
 * use), and whether it is ready: checked with the provider each time the
 * worker comes back from it.
 */
export async function startPayoutSetup(worker: Worker, returnUrl: string): Promise<string> {
  const { accountId, url } = await payoutsProvider().startOnboarding({ workerId: worker.id, accountId: worker.stripeAccountId, returnUrl });
  if (accountId !== worker.stripeAccountId) await db().worker.update({ where: { id: worker.id }, data: { stripeAccountId: accountId } });
  return url;
}

export async function refreshPayoutReadiness(worker: Worker, now: Date): Promise<Worker> {
  if (!worker.stripeAccountId || worker.payoutsReadyAt || !payoutsProvider().needsAccount) return worker;
  if (!(await payoutsProvider().isAccountReady(worker.stripeAccountId))) return worker;
  return db().worker.update({ where: { id: worker.id }, data: { payoutsReadyAt: now } });
}

/** The signed-in phone's worker record; refused until the profile is saved. */
export async function requireWorker(phone: string): Promise<Worker> {
  const worker = await findWorkerByPhone(phone);
  if (!worker) throw new DomainError('worker_not_found', 'Your phone is confirmed but your profile is not saved yet.', 'Fill in your name and home area on /work/me and save.');
  return worker;
}
