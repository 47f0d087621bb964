import { expect } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { findLedgerMismatches } from '../../src/domain/money/ledger.ts';
import { ESCROW_HELD_STATUSES } from '../../src/domain/tasks/state-machine.ts';

/**
 * The books balance: every agent's balance and escrow equal the ledger, each
 * task's escrow is held exactly while it is open, and no balance is negative.
 */
export async function expectBooksBalanced(): Promise<void> {
  expect(await findLedgerMismatches(db())).toEqual([]);
  const heldWrongly = await db().$queryRaw<{ agent_id: string }[]>`
    SELECT a.id AS agent_id FROM agents a
    LEFT JOIN (
      SELECT agent_id, SUM(bounty_cents + fee_cents - refunded_cents) AS held
      FROM tasks WHERE status::text = ANY(${[...ESCROW_HELD_STATUSES]})
      GROUP BY agent_id
    ) t ON t.agent_id = a.id
    WHERE a.escrow_cents <> COALESCE(t.held, 0)`;
  expect(heldWrongly).toEqual([]);
}
