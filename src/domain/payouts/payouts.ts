import { randomUUID } from 'node:crypto';
import { db } from '@/db/client.ts';
import type { WorkerPayout } from '@/db/generated/client.ts';
import { inTransaction } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { formatUsd } from '@/domain/money/usd.ts';
import { payoutsProvider } from '@/providers/payouts/index.ts';
import { PayoutRefused, type PayoutsProvider } from '@/providers/payouts/types.ts';
import { MIN_PAYOUT_CENTS, readEarnings } from './earnings.ts';

const WEEK_MS = 7 * 24 * 3_600_000;
/** A send in progress holds its payout this long; after that a sweep may retry it (the idempotency key keeps it single). */
const SEND_LEASE_MS = 60_000;

export type PayoutTrigger = 'requested' | 'weekly';

/**
 * Takes everything available out of the worker's earnings as one payout: the
 * payout row and its ledger entry are written in one transaction (the worker
 * row locked, so two requests cannot both take the same money); the provider
 * is called only after commit, by `sendPayout`. A weekly run makes nothing
 * when the worker had a payout in the last 7 days; it returns null then.
 */
export async function createPayout(workerId: string, trigger: PayoutTrigger, now: Date): Promise<WorkerPayout | null> {
  const provider = payoutsProvider();
  return inTransaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM workers WHERE id = ${workerId}::uuid FOR UPDATE`;
    const worker = await tx.worker.findUnique({ where: { id: workerId } });
    if (!worker || worker.removedAt) throw new DomainError('worker_not_found', 'This worker account no longer exists.', 'Sign in again at /work.');
    if (trigger === 'weekly' && (await tx.workerPayout.count({ where: { workerId, createdAt: { gt: new Date(now.getTime() - WEEK_MS) } } })) > 0) return null;
    if (provider.needsAccount && (!worker.stripeAccountId || !worker.payoutsReadyAt)) {
      throw new DomainError('invalid_input', 'Set up where your money goes before the first payout.', 'Press "Set up payouts with Stripe" on your page and finish the steps there.', { field: 'payout_account' });
    }
    const earnings = await readEarnings(tx, workerId, now);
    if (earnings.availableCents < MIN_PAYOUT_CENTS) {
      throw new DomainError(
        'insufficient_balance',
        `You have $${formatUsd(earnings.availableCents)} available; a payout needs at least $${formatUsd(MIN_PAYOUT_CENTS)}.`,
        earnings.pendingCents > 0
          ? `$${formatUsd(earnings.pendingCents)} is still pending and becomes available after the dispute window; ask again then.`
          : `Answer more tasks, then ask again once $${formatUsd(MIN_PAYOUT_CENTS)} is available.`,
        { available_usd: earnings.availableCents / 100, pending_usd: earnings.pendingCents / 100, owed_usd: earnings.owedCents / 100, min_payout_usd: MIN_PAYOUT_CENTS / 100 },
      );
    }
    const payout = await tx.workerPayout.create({
      data: { id: randomUUID(), workerId, amountCents: earnings.availableCents, provider: provider.name, destination: worker.stripeAccountId, trigger, createdAt: now },
    });
    await transfer(tx, { kind: 'earnings_payout', from: 'worker_earnings', to: 'external', amountCents: payout.amountCents, workerId, payoutId: payout.id });
    return payout;
  });
}

/** The worker asks to be paid now: the payout is written, then sent; a send that fails for a while is retried by the sweep. */
export async function requestPayout(workerId: string, now: Date): Promise<WorkerPayout> {
  const payout = await createPayout(workerId, 'requested', now);
  if (!payout) throw new Error('a requested payout is never skipped');
  await sendPayout(payout.id, now);
  return db().workerPayout.findUniqueOrThrow({ where: { id: payout.id } });
}

/**
 * Sends one written payout to the provider, at most one process at a time
 * (a lease on the row), with the payout id as the provider's idempotency key:
 * a crash after the provider paid and before we recorded it is retried
 * without paying twice. A refusal for good puts the money back in earnings.
 */
export async function sendPayout(payoutId: string, now: Date, provider: PayoutsProvider = payoutsProvider()): Promise<void> {
  const leaseEnd = new Date(now.getTime() - SEND_LEASE_MS);
  const [claimed] = await db().$queryRaw<{ id: string; worker_id: string; amount_cents: number; destination: string | null; attempts: number }[]>`
    UPDATE worker_payouts SET attempted_at = ${now}, attempts = attempts + 1
    WHERE id = ${payoutId}::uuid AND status = 'pending' AND (attempted_at IS NULL OR attempted_at < ${leaseEnd})
    RETURNING id, worker_id, amount_cents, destination, attempts`;
  if (!claimed) return;
  try {
    const { providerRef } = await provider.send({
      payoutId: claimed.id,
      workerId: claimed.worker_id,
      amountCents: claimed.amount_cents,
      destination: claimed.destination,
      attempt: claimed.attempts,
    });
    await db().workerPayout.updateMany({ where: { id: payoutId, status: 'pending' }, data: { status: 'sent', providerRef, settledAt: new Date() } });
  } catch (error) {
    if (!(error instanceof PayoutRefused)) {
      console.error(`[payouts] payout ${payoutId} not sent yet; the sweep retries it`, error);
      return;
    }
    await inTransaction(async (tx) => {
      const failed = await tx.workerPayout.updateMany({ where: { id: payoutId, status: 'pending' }, data: { status: 'failed', failure: error.message, settledAt: new Date() } });
      if (failed.count !== 1) return;
      await transfer(tx, { kind: 'earnings_payout_reversal', from: 'external', to: 'worker_earnings', amountCents: claimed.amount_cents, workerId: claimed.worker_id, payoutId });
    });
  }
}

/** The sweep's share: payouts written but not (yet) sent, after a crash or a provider outage. */
export async function finishInterruptedPayouts(now: Date): Promise<void> {
  const stuck = await db().workerPayout.findMany({
    where: { status: 'pending', OR: [{ attemptedAt: null, createdAt: { lt: new Date(now.getTime() - 5_000) } }, { attemptedAt: { lt: new Date(now.getTime() - SEND_LEASE_MS) } }] },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: 50,
  });
  for (const payout of stuck) await sendPayout(payout.id, now);
}

/**
 * The weekly automatic payout: every approved worker with at least the
 * minimum available, who can receive money and had no payout in 7 days.
 */
export async function runWeeklyPayouts(now: Date): Promise<number> {
  const provider = payoutsProvider();
  const candidates = await db().worker.findMany({
    where: {
      removedAt: null,
      approval: 'approved',
      earningsCents: { gte: MIN_PAYOUT_CENTS },
      ...(provider.needsAccount ? { payoutsReadyAt: { not: null } } : {}),
      payouts: { none: { createdAt: { gt: new Date(now.getTime() - WEEK_MS) } } },
    },
    select: { id: true },
    take: 200,
  });
  let made = 0;
  for (const { id } of candidates) {
    try {
      const payout = await createPayout(id, 'weekly', now);
      if (!payout) continue;
      made++;
      await sendPayout(payout.id, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Pending pay only, or an account not ready: next week's run tries again.
    }
  }
  return made;
}

/** The worker's payouts, newest first. */
export async function listPayouts(workerId: string, limit = 20) {
  return db().workerPayout.findMany({ where: { workerId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: limit });
}
