import { expect, test } from '@playwright/test';
import { classifierOnlyAsk } from '../support/classifier-only-ask.ts';
import { approveTicket, rejectTicket } from '../../src/domain/tickets/classifier-tickets.ts';
import { signUp, type ApiAgent } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

const STAFF = { email: 'staff@test' };

const TRUCK_ASK = classifierOnlyAsk();

async function refusedAsk(agent: ApiAgent, key: string) {
  const refusal = await agent.ask({ ...TRUCK_ASK, idempotency_key: key });
  expect(refusal.status).toBe(422);
  expect(refusal.body).toMatchObject({ error: 'unsafe_task', review_stage: 'classifier' });
  expect(refusal.body.fix).toContain('report_classifier');
  return refusal.body;
}

async function report(agent: ApiAgent, askKey: string, classifierError: Record<string, unknown>, reportKey = `report-${askKey}`) {
  return agent.call('POST', '/v1/classifier-reports', {
    ...TRUCK_ASK,
    idempotency_key: reportKey,
    ask_idempotency_key: askKey,
    classifier_error: classifierError,
  });
}

test('refused → report → approved → unchanged retry creates the task once → later reads return it', async () => {
  const agent = await signUp();
  const error = await refusedAsk(agent, 'truck-1');
  expect((await agent.call('GET', '/v1/balance')).body.balance_usd).toBe(20);

  const created = await report(agent, 'truck-1', error);
  expect(created.status).toBe(200);
  expect(created.body).toEqual({ ticket_id: expect.stringMatching(/^[1-9][0-9]{0,18}$/), status: 'open', created: true });
  const ticketId: string = created.body.ticket_id;

  const repeated = await report(agent, 'truck-1', error);
  expect(repeated.body).toEqual({ ticket_id: ticketId, status: 'open', created: false });

  const whileOpen = await agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-1', classifier_report_id: ticketId });
  expect(whileOpen.status).toBe(422);
  expect(whileOpen.body.classifier_report_problem).toContain('open');

  const approvedAt = new Date();
  await approveTicket({ ticketId: BigInt(ticketId), reviewer: STAFF, note: 'A food truck is a business; where it trades next is public.' }, approvedAt);
  const approved = await agent.call('GET', `/v1/classifier-reports/${ticketId}`);
  expect(approved.body).toEqual({
    ticket_id: ticketId,
    status: 'approved',
    approval_expires_at: new Date(approvedAt.getTime() + 24 * 3600_000).toISOString(),
  });

  const changed = await agent.ask({ ...TRUCK_ASK, bounty_usd: 5, idempotency_key: 'truck-1', classifier_report_id: ticketId });
  expect(changed.status).toBe(422);
  expect(changed.body.error).toBe('unsafe_task');
  expect(changed.body.classifier_report_problem).toContain('bounty_usd');
  const otherKey = await agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-other', classifier_report_id: ticketId });
  expect(otherKey.status).toBe(422);

  const retries = await Promise.all(
    Array.from({ length: 5 }, () => agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-1', classifier_report_id: ticketId })),
  );
  expect(retries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  const taskId = retries[0]?.body.task_id;
  expect(new Set(retries.map((r) => r.body.task_id))).toEqual(new Set([taskId]));
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 4.5 });

  const consumed = await agent.call('GET', `/v1/classifier-reports/${ticketId}`);
  expect(consumed.body).toMatchObject({ ticket_id: ticketId, status: 'consumed', task_id: taskId });
  const later = await agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-1', classifier_report_id: ticketId });
  expect(later.body.task_id).toBe(taskId);
});

test('rejected and expired tickets permit nothing', async () => {
  const agent = await signUp();
  const rejectedError = await refusedAsk(agent, 'truck-r');
  const rejected = (await report(agent, 'truck-r', rejectedError)).body.ticket_id as string;
  await rejectTicket({ ticketId: BigInt(rejected), reviewer: STAFF, reason: 'Tracking where a vehicle goes is following.' }, new Date());
  expect((await agent.call('GET', `/v1/classifier-reports/${rejected}`)).body).toEqual({
    ticket_id: rejected,
    status: 'rejected',
    reason: 'Tracking where a vehicle goes is following.',
  });
  const afterReject = await agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-r', classifier_report_id: rejected });
  expect(afterReject.status).toBe(422);
  expect(afterReject.body.classifier_report_problem).toContain('rejected');

  const expiredError = await refusedAsk(agent, 'truck-e');
  const expired = (await report(agent, 'truck-e', expiredError)).body.ticket_id as string;
  await approveTicket({ ticketId: BigInt(expired), reviewer: STAFF, note: 'ok' }, new Date(Date.now() - 25 * 3600_000));
  expect((await agent.call('GET', `/v1/classifier-reports/${expired}`)).body.status).toBe('expired');
  const afterExpiry = await agent.ask({ ...TRUCK_ASK, idempotency_key: 'truck-e', classifier_report_id: expired });
  expect(afterExpiry.status).toBe(422);
  expect(afterExpiry.body.classifier_report_problem).toContain('expired');
  expect((await agent.call('GET', '/v1/tasks')).body.tasks).toEqual([]);
});

test('an approved ticket never overrides the deterministic rules', async () => {
  const agent = await signUp();
  const ask = { question: 'Follow the woman in the red coat and tell me where she goes', location: 'Dolores Park, San Francisco', task_type: 'other_public' };
  const refusal = await agent.ask({ ...ask, idempotency_key: 'rules-1' });
  expect(refusal.body).toMatchObject({ error: 'unsafe_task', review_stage: 'rules' });
  // Any refusal can be reported (a person judges it), but an approval only skips the classifier: the rules run first.
  const ticket = await agent.call('POST', '/v1/classifier-reports', { ...ask, idempotency_key: 'r-rules-1', ask_idempotency_key: 'rules-1', classifier_error: refusal.body });
  expect(ticket.body).toMatchObject({ status: 'open', created: true });
  await approveTicket({ ticketId: BigInt(ticket.body.ticket_id), reviewer: STAFF, note: 'ok' }, new Date());
  const retry = await agent.ask({ ...ask, idempotency_key: 'rules-1', classifier_report_id: ticket.body.ticket_id });
  expect(retry.status).toBe(422);
  expect(retry.body).toMatchObject({ review_stage: 'rules', classifier_report_problem: expect.stringContaining('safety rules') });
  expect((await agent.call('GET', '/v1/tasks')).body.tasks).toEqual([]);
});

test('tickets are private to their agent and malformed ids are refused', async () => {
  const [owner, stranger] = await Promise.all([signUp(), signUp()]);
  const error = await refusedAsk(owner, 'truck-p');
  const ticketId = (await report(owner, 'truck-p', error)).body.ticket_id as string;
  const peek = await stranger.call('GET', `/v1/classifier-reports/${ticketId}`);
  expect(peek.status).toBe(404);
  expect(peek.body.error).toBe('classifier_report_not_found');
  const use = await stranger.ask({ ...TRUCK_ASK, idempotency_key: 'truck-p', classifier_report_id: ticketId });
  expect(use.status).toBe(404);
  for (const bad of ['0', '01', 'abc', '12345678901234567890']) {
    expect((await owner.call('GET', `/v1/classifier-reports/${bad}`)).status, bad).toBe(400);
  }
  expect((await owner.call('GET', '/v1/classifier-reports/9999999999999999999')).status).toBe(404);
});

test('report_classifier validates its own fields', async () => {
  const agent = await signUp();
  const base = { ...TRUCK_ASK, idempotency_key: 'rep', ask_idempotency_key: 'ask' };
  const wrongError = await agent.call('POST', '/v1/classifier-reports', { ...base, classifier_error: { error: 'insufficient_balance' } });
  expect(wrongError.status).toBe(400);
  expect(JSON.stringify(wrongError.body.fields)).toContain('classifier_error');
  const longMessage = await agent.call('POST', '/v1/classifier-reports', { ...base, classifier_error: { error: 'unsafe_task', message: 'm'.repeat(4001) } });
  expect(longMessage.status).toBe(400);
  const extras = await agent.call('POST', '/v1/classifier-reports', { ...base, classifier_error: { error: 'unsafe_task', review_stage: 'classifier', anything: [1, { a: null }] } });
  expect(extras.status).toBe(200);
  const missingAskKey = await agent.call('POST', '/v1/classifier-reports', { ...TRUCK_ASK, idempotency_key: 'rep2', classifier_error: { error: 'unsafe_task' } });
  expect(missingAskKey.status).toBe(400);
  expect(missingAskKey.body.fields.map((f: { field: string }) => f.field)).toContain('ask_idempotency_key');
});

test('an ask the classifier refuses is refused as unsafe even at a place outside the demo set; an innocent one there is location_not_found', async () => {
  const agent = await signUp();
  const unknownPlace = 'Union Square, San Francisco';
  const refused = await agent.ask({ ...TRUCK_ASK, location: unknownPlace, idempotency_key: 'truck-unknown-place' });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ error: 'unsafe_task', review_stage: 'classifier', category: 'following' });
  const innocent = await agent.ask({ question: 'Is the Apple Store on the square open right now?', location: unknownPlace, task_type: 'is_open', bounty_usd: 3, idempotency_key: 'open-unknown-place' });
  expect(innocent.status).toBe(422);
  expect(innocent.body.error).toBe('location_not_found');
  expect((await agent.call('GET', '/v1/balance')).body.balance_usd).toBe(20);
});
