import { expect } from '@playwright/test';
import { PrismaPg } from '@prisma/adapter-pg';
import { db, type Db } from '../../src/db/client.ts';
import { PrismaClient } from '../../src/db/generated/client.ts';
import { findLedgerMismatches, findWorkerLedgerMismatches } from '../../src/domain/money/ledger.ts';
import { ESCROW_HELD_STATUSES } from '../../src/domain/tasks/state-machine.ts';

/**
 * The books balance: every agent's balance and escrow and every worker's
 * earnings equal the ledger; a task's escrow is held exactly while it is open
 * (a task disputed after payment holds none); every worker payout left
 * earnings exactly once for its amount (and came back exactly once if, and
 * only if, it failed); all entries sum to zero across accounts by
 * construction (each row debits one account and credits another).
 */
export async function expectBooksBalanced(): Promise<void> {
  await expectBooksBalancedOn(db());
}

/** The same check on another database, e.g. an IsolatedDeployment's. */
export async function expectBooksBalancedAt(databaseUrl: string): Promise<void> {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 1 }) });
  try {
    await expectBooksBalancedOn(client);
  } finally {
    await client.$disconnect();
  }
}

async function expectBooksBalancedOn(client: Db): Promise<void> {
  expect(await findBookProblems(client)).toEqual({ agents: [], workers: [], escrowHeldWrongly: [], payoutsWrong: [] });
}

/** Every way the books can disagree, empty lists when they balance (the chaos run counts them). */
export async function findBookProblems(client: Db) {
  const agents = await findLedgerMismatches(client);
  const workers = await findWorkerLedgerMismatches(client);
  const escrowHeldWrongly = await client.$queryRaw<{ agent_id: string }[]>`
    SELECT a.id AS agent_id FROM agents a
    LEFT JOIN (
      SELECT t.agent_id, SUM(t.bounty_cents + t.fee_cents - t.refunded_cents) AS held
      FROM tasks t LEFT JOIN disputes d ON d.task_id = t.id
      WHERE t.status::text = ANY(${[...ESCROW_HELD_STATUSES]}) AND (d.disputed_from IS NULL OR d.disputed_from <> 'paid')
      GROUP BY t.agent_id
    ) t ON t.agent_id = a.id
    WHERE a.escrow_cents <> COALESCE(t.held, 0)`;
  const payoutsWrong = await client.$queryRaw<{ payout_id: string }[]>`
    SELECT p.id AS payout_id FROM worker_payouts p
    WHERE (SELECT COUNT(*) FROM ledger_entries l WHERE l.payout_id = p.id AND l.kind = 'earnings_payout'
             AND l.amount_cents = p.amount_cents AND l.worker_id = p.worker_id
             AND l.debit_account = 'worker_earnings' AND l.credit_account = 'external') <> 1
       OR (SELECT COUNT(*) FROM ledger_entries l WHERE l.payout_id = p.id AND l.kind = 'earnings_payout_reversal'
             AND l.amount_cents = p.amount_cents AND l.debit_account = 'external' AND l.credit_account = 'worker_earnings')
          <> CASE WHEN p.status = 'failed' THEN 1 ELSE 0 END
    UNION ALL
    SELECT l.payout_id FROM ledger_entries l
    WHERE l.kind IN ('earnings_payout', 'earnings_payout_reversal') AND l.payout_id IS NULL`;
  return { agents, workers, escrowHeldWrongly, payoutsWrong };
}
