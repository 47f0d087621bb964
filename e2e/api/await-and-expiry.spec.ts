import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { loadServerSecret } from '../../src/db/server-secret.ts';
import { taskEvents } from '../../src/db/task-events.ts';
import { askCheck } from '../../src/domain/tasks/ask-check.ts';
import { expireOverdueTasks } from '../../src/domain/tasks/settle.ts';
import { createContextInner } from '../../src/server/context.ts';
import { createCaller } from '../../src/server/router.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { fitInOneMinute } from '../support/rate-window.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

// In-process asks build the top-up link, which is signed with the database's server secret.
test.beforeAll(() => loadServerSecret(process.env.DATABASE_URL ?? ''));

test.afterAll(expectBooksBalanced);

test.describe('await_answer', () => {
  test('returns "not yet" after timeout_seconds while nobody answers', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    const response = await agent.call('POST', `/v1/tasks/${task_id}/await`, { timeout_seconds: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ task_id, status: 'dispatched', answered: false, answer: null, accepted_at: null, next_step: expect.stringContaining('await_answer again') });
  });

  test('gives up when timeout_seconds have passed on its clock (procedure with an injected clock, no waiting)', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    // A clock that moves 0.6 s each time it is read: the 1 s timeout has passed by the third reading.
    const start = Date.now();
    let readings = 0;
    const now = () => new Date(start + 600 * readings++);
    const caller = createCaller(createContextInner({ authorization: `Bearer ${agent.apiKey}`, now }));
    const result = await caller.tasks.awaitAnswer({ task_id, timeout_seconds: 1 });
    expect(result).toMatchObject({ task_id, status: 'dispatched', answered: false, answer: null });
    expect(readings).toBeGreaterThanOrEqual(3);
  });

  test('a waiter here wakes when another server process changes the task', async () => {
    // Without the wake-up it would wait the full 55 s: far longer than this test may run.
    test.setTimeout(30_000);
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    const caller = createCaller(createContextInner({ authorization: `Bearer ${agent.apiKey}` }));
    const waiting = caller.tasks.awaitAnswer({ task_id, timeout_seconds: 55 });
    // Subscribed: from now on a change cannot slip by unseen.
    await expect.poll(() => taskEvents().subscriberCount).toBe(1);
    const cancel = await agent.via(baseUrl(2)).call('POST', `/v1/tasks/${task_id}/cancel`);
    expect(cancel.status).toBe(200);
    const woken = await waiting;
    expect(woken).toMatchObject({ task_id, status: 'refunded', answered: false, answer: null });
    expect(woken.next_step).toContain('Stop waiting');
  });

  test('a finished task returns at once; the body is optional; bad timeouts are invalid_input', async () => {
    // The default timeout is 50 s: returning "at once" means well inside this test's time.
    test.setTimeout(30_000);
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    await agent.call('POST', `/v1/tasks/${task_id}/cancel`);
    const response = await fetch(`${baseUrl()}/v1/tasks/${task_id}/await`, { method: 'POST', headers: { authorization: `Bearer ${agent.apiKey}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('refunded');
    for (const timeout_seconds of [0, 56, 2.5]) {
      const bad = await agent.call('POST', `/v1/tasks/${task_id}/await`, { timeout_seconds });
      expect(bad.status, String(timeout_seconds)).toBe(400);
      expect(bad.body.fields[0].field).toBe('timeout_seconds');
    }
  });
});

test('dispute_answer on a task with no answer is refused and changes nothing', async () => {
  const agent = await signUp();
  const { task_id } = (await agent.ask()).body;
  const response = await agent.call('POST', `/v1/tasks/${task_id}/dispute`, { reason: 'The answer is wrong, the cafe is closed.' });
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ error: 'task_not_answered', task_id, status: 'dispatched' });
  expect(response.body.fix).toContain('await_answer');
  const task = await agent.call('GET', `/v1/tasks/${task_id}`);
  expect([task.body.status, task.body.dispute]).toEqual(['dispatched', null]);
  const tooShort = await agent.call('POST', `/v1/tasks/${task_id}/dispute`, { reason: 'bad' });
  expect(tooShort.status).toBe(400);
});

test.describe('expiry', () => {
  test('with a controllable clock: refunds at the deadline, exactly once however many sweeps race', async () => {
    const agent = await signUp();
    const created = new Date('2030-01-01T12:00:00Z');
    const task = await askCheck(agent.agentId, {
      question: 'Is the farmers market open today?',
      location: 'Ferry Building Marketplace, San Francisco',
      task_type: 'is_open',
      bounty_usd: 2,
      deadline_minutes: 10,
      require_photo: true,
      idempotency_key: 'clock-1',
    }, created);
    expect(await expireOverdueTasks(new Date('2030-01-01T12:09:59.999Z'), agent.agentId)).toBe(0);
    const sweeps = await Promise.all(Array.from({ length: 6 }, () => expireOverdueTasks(new Date('2030-01-01T12:10:00Z'), agent.agentId)));
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(1);
    const stored = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    expect([stored.status, stored.refundedCents]).toEqual(['expired', 250]);
    expect(await db().ledgerEntry.count({ where: { taskId: task.id, kind: 'escrow_refund' } })).toBe(1);
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  });

  test('a read never shows a task past its deadline as dispatched', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask()).body;
    await db().task.update({ where: { id: task_id }, data: { deadlineAt: new Date(Date.now() - 1000) } });
    const read = await agent.call('GET', `/v1/tasks/${task_id}`);
    expect(read.body.status).toBe('expired');
    const listed = await agent.call('GET', '/v1/tasks');
    expect(listed.body.tasks[0].status).toBe('expired');
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  });

  test('a deadline that passes while the server is down is refunded after restart, with no agent call', async () => {
    const deployment = await IsolatedDeployment.create(1);
    try {
      const signup = await callApi(deployment.urls[0] ?? '', 'POST', '/v1/signup', { name: 'restart-test' });
      const ask = await callApi(deployment.urls[0] ?? '', 'POST', '/v1/tasks', {
        question: 'How busy is the park right now?',
        location: 'Dolores Park, San Francisco',
        task_type: 'crowd_level',
        idempotency_key: 'restart-1',
      }, signup.body.api_key);
      expect(ask.status).toBe(200);
      await deployment.stop(0);
      // Time passes while nothing runs: the deadline is now behind us.
      await deployment.query(`UPDATE tasks SET deadline_at = now() - interval '1 minute' WHERE id = $1`, [ask.body.task_id]);
      await deployment.start(0);
      await expect
        .poll(async () => (await deployment.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [ask.body.task_id]))[0]?.status, { timeout: 10_000 })
        .toBe('expired');
      const [agent] = await deployment.query<{ balance_cents: number; escrow_cents: number }>('SELECT balance_cents, escrow_cents FROM agents');
      expect(agent).toEqual({ balance_cents: 2000, escrow_cents: 0 });
      const refunds = await deployment.query<{ count: string }>("SELECT count(*) FROM ledger_entries WHERE kind = 'escrow_refund'");
      expect(refunds[0]?.count).toBe('1');
    } finally {
      await deployment.close();
    }
  });
});

test('rate limits hold across two server processes and say when to retry', async () => {
  const deployment = await IsolatedDeployment.create(2, { RATE_LIMIT_PER_MINUTE: '6', SIGNUP_LIMIT_PER_HOUR: '3' });
  try {
    const [first, second] = deployment.urls as [string, string];
    await fitInOneMinute(15);
    const signups = [];
    for (let index = 0; index < 4; index++) signups.push(await callApi(index % 2 ? second : first, 'POST', '/v1/signup', { name: `bot-${index}` }));
    expect(signups.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const limited = signups[3];
    expect(limited?.body).toMatchObject({ error: 'rate_limited', retry_after_s: expect.any(Number), limit: 3, window_s: 3600 });
    expect(Number(limited?.headers.get('retry-after'))).toBe(limited?.body.retry_after_s);
    expect(limited?.body.fix).toContain(`${limited?.body.retry_after_s} s`);

    const key = signups[0]?.body.api_key as string;
    const statuses = [];
    for (let index = 0; index < 8; index++) statuses.push((await callApi(index % 2 ? second : first, 'GET', '/v1/balance', undefined, key)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another key has its own allowance.
    expect((await callApi(first, 'GET', '/v1/balance', undefined, signups[1]?.body.api_key)).status).toBe(200);
  } finally {
    await deployment.close();
  }
});
