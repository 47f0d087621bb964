import { expect, test } from '@playwright/test';
import { db } from '@/db/client.ts';
import { coverageAt } from '@/domain/dispatch/coverage.ts';
import { DomainError } from '@/domain/errors.ts';
import { resolveDispute } from '@/domain/review/settle-review.ts';
import { decideApplicant, saveWorkerProfile } from '@/domain/workers/account.ts';
import { localMinuteOfDay } from '@/domain/workers/availability.ts';
import { addWorker } from '@/domain/workers/workers.ts';
import { signUp } from '../../../e2e/support/api.ts';
import { expectBooksBalanced } from '../../../e2e/support/ledger.ts';
import { addTestWorker, answeredTask, privateSpot } from '../../../e2e/support/workers.ts';
import { readEarnings } from './earnings.ts';
import { PayoutRefused, type PayoutsProvider } from '@/providers/payouts/types.ts';
import { createPayout, finishInterruptedPayouts, requestPayout, sendPayout } from './payouts.ts';

test.afterAll(expectBooksBalanced);

const HOUR = 3_600_000;
const newPhone = () => `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const profileAt = (spot: { lat: number; lng: number }, extra: Partial<Parameters<typeof saveWorkerProfile>[1]> = {}) => ({
  name: 'Applicant',
  homeLat: spot.lat,
  homeLng: spot.lng,
  radiusM: 2000,
  timeZone: 'UTC',
  isAvailable: true,
  quietStartMinute: null,
  quietEndMinute: null,
  ...extra,
});

async function refusal(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Verification and payout run right after the answer; wait for the pay to land. */
async function expectEarnings(workerId: string, cents: number) {
  await expect.poll(async () => (await db().worker.findUniqueOrThrow({ where: { id: workerId } })).earningsCents).toBe(cents);
}

/** A worker at a spot of their own whose first answer (4.00 USD) has been paid, and the agent that asked. */
async function paidWorker(agentName: string) {
  const agent = await signUp(agentName);
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const first = await answeredTask(agent, 0, { spot, worker });
  await expectEarnings(worker.id, 400);
  return { agent, spot, worker, taskId: first.taskId };
}

test('dispatch offers only approved, available workers outside their quiet hours; approval is recorded with who and why', async () => {
  const spot = privateSpot();
  const now = new Date();
  const staffAdded = await addTestWorker(spot, 'Staff added');
  const applicant = await saveWorkerProfile(newPhone(), profileAt(spot), now);
  expect(applicant.approval).toBe('pending');
  const resting = await saveWorkerProfile(newPhone(), profileAt(spot, { isAvailable: false }), now);
  const minute = localMinuteOfDay('UTC', now);
  const sleeping = await saveWorkerProfile(newPhone(), profileAt(spot, { quietStartMinute: minute, quietEndMinute: (minute + 60) % 1440 }), now);
  const awake = await saveWorkerProfile(newPhone(), profileAt(spot, { quietStartMinute: (minute + 60) % 1440, quietEndMinute: (minute + 120) % 1440 }), now);
  for (const worker of [resting, sleeping, awake]) await decideApplicant(worker.id, 'approve', { email: 'rita@example.com' }, 'Looks fine', now);

  const offered = async () => (await coverageAt({ ...spot, label: 'spot' } as never, now)).workers.map((worker) => worker.id).sort();
  expect(await offered()).toEqual([staffAdded.id, awake.id].sort());

  await decideApplicant(applicant.id, 'approve', { email: 'rita@example.com' }, 'Phone checked by call', now);
  expect(await offered()).toEqual([staffAdded.id, awake.id, applicant.id].sort());
  expect(await db().reviewAction.findFirst({ where: { action: 'worker_approved', note: { contains: applicant.phone } } })).toMatchObject({
    staffEmail: 'rita@example.com',
    note: `Applicant (${applicant.phone}): Phone checked by call`,
  });
  expect((await refusal(decideApplicant(applicant.id, 'reject', { email: 'rita@example.com' }, 'Changed my mind', now))).code).toBe('worker_not_found');

  // A rejected applicant whom staff then add themselves becomes an approved worker on the same record.
  const rejected = await saveWorkerProfile(newPhone(), profileAt(spot), now);
  expect((await decideApplicant(rejected.id, 'reject', { email: 'rita@example.com' }, 'Could not reach them', now)).approval).toBe('rejected');
  expect(await offered()).not.toContain(rejected.id);
  const added = await addWorker({ name: 'Applicant', phone: rejected.phone, homeLat: spot.lat, homeLng: spot.lng, radiusM: 2000 }, now);
  expect(added).toMatchObject({ id: rejected.id, approval: 'approved' });
  expect(await offered()).toContain(rejected.id);
});

test('pay waits out the dispute window, then a payout takes everything available out of earnings once, in the ledger', async () => {
  const { worker } = await paidWorker('payout-bot');

  const pending = await refusal(createPayout(worker.id, 'requested', new Date()));
  expect(pending.code).toBe('insufficient_balance');
  expect(pending.context).toMatchObject({ available_usd: 0, pending_usd: 4, owed_usd: 0 });
  expect(await readEarnings(db(), worker.id, later(71))).toMatchObject({ availableCents: 0, pendingCents: 400 });

  const payout = await requestPayout(worker.id, later(73));
  expect(payout).toMatchObject({ amountCents: 400, status: 'sent', provider: 'simulated', providerRef: `simulated:${payout.id}`, trigger: 'requested' });
  expect(await db().ledgerEntry.findMany({ where: { payoutId: payout.id }, select: { kind: true, debitAccount: true, creditAccount: true, amountCents: true } })).toEqual([
    { kind: 'earnings_payout', debitAccount: 'worker_earnings', creditAccount: 'external', amountCents: 400 },
  ]);
  await expectEarnings(worker.id, 0);
  expect((await refusal(requestPayout(worker.id, later(73)))).code).toBe('insufficient_balance');
  // A weekly run in the same week makes nothing.
  expect(await createPayout(worker.id, 'weekly', later(74))).toBeNull();
});

test('a clawback after a payout is recorded as owed and netted from the next earnings', async () => {
  const { agent, spot, worker, taskId } = await paidWorker('clawback-bot');
  await requestPayout(worker.id, later(73));

  expect((await agent.call('POST', `/v1/tasks/${taskId}/dispute`, { reason: 'The photo shows another kiosk.' })).status).toBe(200);
  await resolveDispute({ taskId, decision: 'uphold', reviewer: { email: 'rita@example.com' }, note: 'Wrong kiosk' }, new Date());
  await expectEarnings(worker.id, -400);
  expect(await readEarnings(db(), worker.id, later(73))).toMatchObject({ availableCents: 0, owedCents: 400, pendingCents: 0 });
  expect((await refusal(requestPayout(worker.id, later(73)))).context).toMatchObject({ owed_usd: 4 });

  await answeredTask(agent, 0, { spot, worker });
  await answeredTask(agent, 0, { spot, worker });
  await expectEarnings(worker.id, 400);
  expect(await readEarnings(db(), worker.id, later(80))).toMatchObject({ availableCents: 400, owedCents: 0 });
  expect((await requestPayout(worker.id, later(80))).amountCents).toBe(400);
});

test('a payout written but never sent (a crash) is sent by the sweep exactly once', async () => {
  const { worker } = await paidWorker('crash-bot');
  const written = await createPayout(worker.id, 'requested', later(73));
  expect(written).toMatchObject({ status: 'pending', attempts: 0 });
  const id = written?.id as string;

  await Promise.all([finishInterruptedPayouts(later(74)), finishInterruptedPayouts(later(74))]);
  expect(await db().workerPayout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'sent', attempts: 1, providerRef: `simulated:${id}` });
  await finishInterruptedPayouts(later(75));
  expect((await db().workerPayout.findUniqueOrThrow({ where: { id } })).attempts).toBe(1);
  expect(await db().ledgerEntry.count({ where: { payoutId: id } })).toBe(1);
});

/** A provider whose send does what `send` says (the rest is never used here). */
const providerThat = (send: PayoutsProvider['send']): PayoutsProvider => ({ ...({} as PayoutsProvider), name: 'stripe', isLive: true, needsAccount: false, send });

test('a send that fails for a while stays pending and is retried; a refusal for good puts the money back in earnings once', async () => {
  const { agent, spot, worker } = await paidWorker('refusal-bot');

  const first = (await createPayout(worker.id, 'requested', later(73)))?.id as string;
  await sendPayout(first, later(73), providerThat(async () => { throw new Error('no answer from the provider'); }));
  expect(await db().workerPayout.findUniqueOrThrow({ where: { id: first } })).toMatchObject({ status: 'pending', attempts: 1 });
  // Within the lease nobody sends it again; after it, the retry names its attempt and lands once.
  const attempts: number[] = [];
  const recording = providerThat(async (request) => {
    attempts.push(request.attempt);
    return { providerRef: `tr_${request.payoutId}` };
  });
  await sendPayout(first, new Date(later(73).getTime() + 30_000), recording);
  expect(attempts).toEqual([]);
  await sendPayout(first, new Date(later(73).getTime() + 61_000), recording);
  expect(attempts).toEqual([2]);
  expect(await db().workerPayout.findUniqueOrThrow({ where: { id: first } })).toMatchObject({ status: 'sent', providerRef: `tr_${first}` });
  await expectEarnings(worker.id, 0);

  await answeredTask(agent, 0, { spot, worker });
  await expectEarnings(worker.id, 400);
  const second = (await createPayout(worker.id, 'requested', later(80)))?.id as string;
  const refusing = providerThat(async () => { throw new PayoutRefused('Stripe refused the transfer: account closed'); });
  await sendPayout(second, later(80), refusing);
  await sendPayout(second, later(81), refusing);
  expect(await db().workerPayout.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: 'failed', failure: 'Stripe refused the transfer: account closed' });
  expect((await db().ledgerEntry.findMany({ where: { payoutId: second }, orderBy: { id: 'asc' } })).map((entry) => entry.kind)).toEqual(['earnings_payout', 'earnings_payout_reversal']);
  await expectEarnings(worker.id, 400);
  expect(await readEarnings(db(), worker.id, later(81))).toMatchObject({ availableCents: 400 });
});
