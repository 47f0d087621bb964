import type { Tx } from '@/db/transaction.ts';
import type { LedgerAccount, LedgerKind } from '@/db/generated/enums.ts';

export type Transfer = {
  kind: LedgerKind;
  from: LedgerAccount;
  to: LedgerAccount;
  amountCents: number;
  /** Every move but a worker's payout belongs to an agent. */
  agentId?: string;
  taskId?: string;
  /** Required when money enters or leaves worker_earnings. */
  workerId?: string;
  /** A top-up's payment: ledger_entries.payment_id is unique, so a payment is credited once. */
  paymentId?: string;
  /** A worker payout: ledger_entries (payout_id, kind) is unique, so a payout leaves earnings once. */
  payoutId?: string;
};

/** How each agent-owned account maps onto the cached totals on the agent row. */
const AGENT_COLUMN: Partial<Record<LedgerAccount, 'balanceCents' | 'escrowCents'>> = {
  agent_balance: 'balanceCents',
  agent_escrow: 'escrowCents',
};

/**
 * Moves money: one insert-only ledger row plus the matching change of the
 * agent's cached balance and escrow, in the caller's transaction. The
 * database's CHECK refuses any change that would make either negative.
 */
export async function transfer(tx: Tx, move: Transfer): Promise<void> {
  await tx.ledgerEntry.create({
    data: {
      kind: move.kind,
      debitAccount: move.from,
      creditAccount: move.to,
      amountCents: move.amountCents,
      agentId: move.agentId ?? null,
      taskId: move.taskId ?? null,
      workerId: move.workerId ?? null,
      paymentId: move.paymentId ?? null,
      payoutId: move.payoutId ?? null,
    },
  });
  if (move.from === 'worker_earnings' || move.to === 'worker_earnings') {
    if (!move.workerId) throw new Error(`${move.kind}: a worker_earnings transfer needs workerId`);
    const delta = move.to === 'worker_earnings' ? move.amountCents : -move.amountCents;
    await tx.worker.update({ where: { id: move.workerId }, data: { earningsCents: { increment: delta } }, select: { id: true } });
  }
  const changes: Partial<Record<'balanceCents' | 'escrowCents', { increment: number }>> = {};
  const fromColumn = AGENT_COLUMN[move.from];
  const toColumn = AGENT_COLUMN[move.to];
  if (fromColumn) changes[fromColumn] = { increment: -move.amountCents };
  if (toColumn) changes[toColumn] = { increment: move.amountCents };
  if (fromColumn || toColumn) {
    if (!move.agentId) throw new Error(`${move.kind}: an agent account transfer needs agentId`);
    await tx.agent.update({ where: { id: move.agentId }, data: changes, select: { id: true } });
  }
}

export type LedgerMismatch = {
  agentId: string;
  balanceCents: number;
  ledgerBalanceCents: number;
  escrowCents: number;
  ledgerEscrowCents: number;
};

/** Workers whose cached earnings disagree with the ledger: empty when the books balance. */
export async function findWorkerLedgerMismatches(tx: Tx): Promise<{ workerId: string; earningsCents: number; ledgerCents: number }[]> {
  const rows = await tx.$queryRaw<{ worker_id: string; earnings_cents: number; ledger: bigint }[]>`
    SELECT w.id AS worker_id, w.earnings_cents,
      COALESCE(SUM(CASE WHEN l.credit_account = 'worker_earnings' THEN l.amount_cents
                        WHEN l.debit_account = 'worker_earnings' THEN -l.amount_cents ELSE 0 END), 0) AS ledger
    FROM workers w LEFT JOIN ledger_entries l ON l.worker_id = w.id
    GROUP BY w.id HAVING w.earnings_cents <> COALESCE(SUM(CASE WHEN l.credit_account = 'worker_earnings' THEN l.amount_cents
                        WHEN l.debit_account = 'worker_earnings' THEN -l.amount_cents ELSE 0 END), 0)`;
  return rows.map((row) => ({ workerId: row.worker_id, earningsCents: row.earnings_cents, ledgerCents: Number(row.ledger) }));
}

/** Agents whose cached balance or escrow disagree with the ledger: empty when the books balance. */
export async function findLedgerMismatches(tx: Tx): Promise<LedgerMismatch[]> {
  const rows = await tx.$queryRaw<
    { agent_id: string; balance_cents: number; escrow_cents: number; ledger_balance: bigint; ledger_escrow: bigint }[]
  >`
    WITH totals AS (
      SELECT agent_id,
        SUM(CASE WHEN credit_account = 'agent_balance' THEN amount_cents ELSE 0 END)
          - SUM(CASE WHEN debit_account = 'agent_balance' THEN amount_cents ELSE 0 END) AS balance,
        SUM(CASE WHEN credit_account = 'agent_escrow' THEN amount_cents ELSE 0 END)
          - SUM(CASE WHEN debit_account = 'agent_escrow' THEN amount_cents ELSE 0 END) AS escrow
      FROM ledger_entries GROUP BY agent_id
    )
    SELECT a.id AS agent_id, a.balance_cents, a.escrow_cents,
      COALESCE(t.balance, 0) AS ledger_balance, COALESCE(t.escrow, 0) AS ledger_escrow
    FROM agents a LEFT JOIN totals t ON t.agent_id = a.id
    WHERE a.balance_cents <> COALESCE(t.balance, 0) OR a.escrow_cents <> COALESCE(t.escrow, 0)`;
  return rows.map((row) => ({
    agentId: row.agent_id,
    balanceCents: row.balance_cents,
    ledgerBalanceCents: Number(row.ledger_balance),
    escrowCents: row.escrow_cents,
    ledgerEscrowCents: Number(row.ledger_escrow),
  }));
}
