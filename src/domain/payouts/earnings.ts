import type { Tx } from '@/db/transaction.ts';
import type { Db } from '@/db/client.ts';
import { env } from '@/env.ts';

/** The smallest payout: below it a transfer costs more than it is worth. */
export const MIN_PAYOUT_CENTS = 100;

/**
 * A worker's earnings. Pay for a task is pending for PAYOUT_HOLD_HOURS after
 * it is paid (the window in which the asker usually disputes) and while a
 * dispute about it is open; after that it is available for payout. Available
 * below zero means a clawback took back pay already paid out: the worker owes
 * it, and it is netted from their next payout.
 */
export type Earnings = {
  /** Everything in worker_earnings now (the ledger's balance): available + pending. */
  balanceCents: number;
  pendingCents: number;
  /** What a payout would send now; 0 when owed. */
  availableCents: number;
  /** Taken back after being paid out; the next earnings repay it first. */
  owedCents: number;
  /** When the oldest pending pay becomes available (null: nothing pending or only disputed pay). */
  nextAvailableAt: Date | null;
};

export async function readEarnings(client: Db | Tx, workerId: string, now: Date): Promise<Earnings> {
  const holdMs = env().PAYOUT_HOLD_HOURS * 3_600_000;
  const cutoff = new Date(now.getTime() - holdMs);
  const [row] = await client.$queryRaw<{ balance: number; pending: bigint | null; oldest_in_window: Date | null }[]>`
    SELECT w.earnings_cents AS balance,
      (SELECT SUM(l.amount_cents) FROM ledger_entries l JOIN tasks t ON t.id = l.task_id
        WHERE l.worker_id = w.id AND l.kind = 'worker_payout'
          AND (l.created_at > ${cutoff} OR t.status = 'disputed')
          AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.task_id = l.task_id AND c.kind = 'payout_clawback')) AS pending,
      (SELECT MIN(l.created_at) FROM ledger_entries l
        WHERE l.worker_id = w.id AND l.kind = 'worker_payout' AND l.created_at > ${cutoff}) AS oldest_in_window
    FROM workers w WHERE w.id = ${workerId}::uuid`;
  if (!row) throw new Error(`no worker ${workerId}`);
  const pendingCents = Number(row.pending ?? 0);
  const free = row.balance - pendingCents;
  return {
    balanceCents: row.balance,
    pendingCents,
    availableCents: Math.max(0, free),
    owedCents: Math.max(0, -free),
    nextAvailableAt: row.oldest_in_window ? new Date(row.oldest_in_window.getTime() + holdMs) : null,
  };
}
