import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { SECRET_LINK } from '../../src/domain/outbox/outbox.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { deliveredTexts } from '../support/outbox.ts';
import { addTestWorker, linkFor, privateSpot } from '../support/workers.ts';

/**
 * The transactional outbox: texts and emails are rows written with the change
 * that causes them and delivered by a loop in every server process, with a
 * lease, retries with backoff and a final failed state.
 */

test.afterAll(expectBooksBalanced);

test('an ask writes its texts with the task; they are delivered once and the private link is stored only sealed', async () => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp('outbox-ask');
  const ask = await agent.ask({ location: spot, question: 'Is the kiosk open right now?' });
  expect(ask.status).toBe(200);
  expect(ask.body.workers_notified).toBe(1);
  const where = { taskId: ask.body.task_id as string, recipient: worker.phone };
  await expect.poll(async () => (await db().outboxMessage.findFirstOrThrow({ where })).status).toBe('sent');
  const message = await db().outboxMessage.findFirstOrThrow({ where });
  expect(message).toMatchObject({ channel: 'sms', attempts: 1, lastError: null, leaseUntil: null });
  expect(message.sentAt).not.toBeNull();
  const link = await linkFor(where.taskId, worker.phone);
  expect(message.body).toContain(SECRET_LINK);
  expect(message.body).not.toContain(link);
  expect(message.secretSealed).not.toContain(link.slice(3));
  expect((await fetch(`${baseUrl(2)}${link}`)).status).toBe(200);
});

test('a message a killed process held is settled by another once its lease ends: sent if the provider never got it, not again if it did; a kill -9 mid-load doubles no text', async () => {
  test.setTimeout(120_000); // two servers started, one killed and started again
  const deployment = await IsolatedDeployment.create(2, { OUTBOX_LEASE_SECONDS: '2' });
  try {
    // As a process killed mid-send leaves it: claimed (one attempt, leased), never marked. The first died before the
    // simulated provider took it; the second after (the provider's record has its key).
    const held = await deployment.query<{ id: string; key: string }>(
      `INSERT INTO outbox_messages (channel, recipient, body, provider, attempts, lease_until)
       VALUES ('sms', '+15550009999', 'held by a dead process', 'simulated', 1, now() + interval '2 seconds'),
              ('sms', '+15550009998', 'held by a dead process after the provider took it', 'simulated', 1, now() + interval '2 seconds')
       RETURNING id::text, 'outbox-' || id || '-' || (extract(epoch FROM created_at) * 1000)::bigint AS key`,
    );
    const [lost, taken] = held;
    const [before] = await deployment.query<{ id: string }>("INSERT INTO simulated_deliveries (channel, recipient, idempotency_key) VALUES ('sms', '+15550009998', $1) RETURNING id::text", [taken?.key]);
    const outcome = async (id: string | undefined) =>
      (await deployment.query<{ status: string; attempts: number; provider_message_id: string | null }>('SELECT status, attempts, provider_message_id FROM outbox_messages WHERE id = $1', [id]))[0];
    await expect.poll(() => outcome(lost?.id), { timeout: 15_000 }).toMatchObject({ status: 'sent', attempts: 2 });
    await expect.poll(() => outcome(taken?.id), { timeout: 15_000 }).toEqual({ status: 'sent', attempts: 2, provider_message_id: `simulated-${before?.id}` });
    const acceptedCount = async (key: string | undefined) => (await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM simulated_deliveries WHERE idempotency_key = $1', [key]))[0]?.n;
    expect(await acceptedCount(lost?.key)).toBe(1);
    expect(await acceptedCount(taken?.key)).toBe(1);

    const spot = privateSpot();
    await deployment.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Kay', '+15550008888', $1, $2, 2000)", [spot.lat, spot.lng]);
    const signup = await callApi(deployment.urls[0] ?? '', 'POST', '/v1/signup', { name: 'killed-mid-load' });
    const asks = Array.from({ length: 12 }, (_, index) =>
      callApi(deployment.urls[index % 2] ?? '', 'POST', '/v1/tasks', { question: `Is stall ${index} open right now?`, location: spot, task_type: 'is_open', idempotency_key: `k${index}` }, signup.body.api_key).catch(() => null),
    );
    // Kill as soon as the first ask has committed, with the others in flight.
    await expect.poll(async () => (await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))[0]?.n, { timeout: 30_000 }).toBeGreaterThan(0);
    deployment.kill(0);
    await Promise.all(asks);
    await deployment.start(0);
    // Every committed task has exactly one text per offer, and every text is accepted by the provider exactly once.
    const [counts] = await deployment.query<{ tasks: number; offers: number; texts: number }>(
      `SELECT (SELECT count(*)::int FROM tasks) AS tasks, (SELECT count(*)::int FROM task_offers) AS offers,
              (SELECT count(*)::int FROM outbox_messages WHERE channel = 'sms' AND task_id IS NOT NULL) AS texts`,
    );
    expect(counts?.tasks).toBeGreaterThan(0);
    expect(counts?.texts).toBe(counts?.offers);
    await expect.poll(async () => (await deployment.query("SELECT id FROM outbox_messages WHERE status <> 'sent'")).length, { timeout: 20_000 }).toBe(0);
    const deliveries = await deployment.query<{ id: string; n: number }>(
      `SELECT m.id::text, count(d.id)::int AS n FROM outbox_messages m
       LEFT JOIN simulated_deliveries d ON d.idempotency_key = 'outbox-' || m.id || '-' || (extract(epoch FROM m.created_at) * 1000)::bigint
       GROUP BY m.id`,
    );
    expect(deliveries.filter(({ n }) => n !== 1)).toEqual([]);
  } finally {
    await deployment.close();
  }
});

test('a provider that keeps failing: retried with backoff, the error kept, then marked failed', async () => {
  // Twilio without its settings: every send throws, as a provider outage would.
  const deployment = await IsolatedDeployment.create(1, { SMS_PROVIDER: 'twilio' });
  try {
    const spot = privateSpot();
    await deployment.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Lu', '+15550007777', $1, $2, 2000)", [spot.lat, spot.lng]);
    const signup = await callApi(deployment.urls[0] ?? '', 'POST', '/v1/signup', { name: 'texting-down' });
    const ask = await callApi(deployment.urls[0] ?? '', 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', idempotency_key: 'down-1' }, signup.body.api_key);
    expect(ask.status).toBe(200); // the ask does not wait for, or fail with, its texts
    type Row = { id: string; status: string; attempts: number; last_error: string | null; retry_in_s: number };
    const read = async () =>
      (await deployment.query<Row>("SELECT id, status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS retry_in_s FROM outbox_messages WHERE channel = 'sms'"))[0];
    // The attempt is counted when claimed and its error written after the send fails: wait for the error.
    await expect.poll(async () => (await read())?.last_error ?? null, { timeout: 10_000 }).not.toBeNull();
    const first = await read();
    expect(first).toMatchObject({ status: 'pending', last_error: expect.stringContaining('TWILIO_ACCOUNT_SID') });
    expect(first?.retry_in_s).toBeGreaterThan(1); // backed off, not retried every second
    // Skip ahead to the last attempt.
    await deployment.query('UPDATE outbox_messages SET attempts = 7, next_attempt_at = now() WHERE id = $1', [first?.id]);
    await expect.poll(async () => (await read())?.status, { timeout: 10_000 }).toBe('failed');
    expect(await read()).toMatchObject({ attempts: 8, last_error: expect.stringContaining('TWILIO_ACCOUNT_SID') });
  } finally {
    await deployment.close();
  }
});

test.describe('idempotent signup', () => {
  test('concurrent retries across both processes return the same agent and API key, and email the owner once', async () => {
    const key = randomUUID();
    const ownerEmail = `owner-${randomUUID()}@example.com`;
    const body = { name: 'retrying-bot', owner_email: ownerEmail, idempotency_key: key };
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => callApi(baseUrl(index % 2 === 0 ? 1 : 2), 'POST', '/v1/signup', body)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    // Each test server has its own PUBLIC_BASE_URL: compare the top-up link's path.
    const same = (body: Record<string, any>) => ({ ...body, top_up_url: new URL(body.top_up_url).pathname });
    const first = responses[0]?.body ?? {};
    for (const response of responses) expect(same(response.body)).toEqual(same(first));
    expect((await callApi(baseUrl(), 'GET', '/v1/balance', undefined, first.api_key)).status).toBe(200);
    expect(await db().agent.count({ where: { ownerEmail } })).toBe(1);
    expect(await deliveredTexts({ recipient: ownerEmail })).toHaveLength(1);
    // The Idempotency-Key header means the same.
    const viaHeader = await fetch(`${baseUrl(2)}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ name: 'retrying-bot', owner_email: ownerEmail }),
    });
    expect(same(await viaHeader.json())).toEqual(same(first));
  });

  test('the same key with other details is refused; a weak key or a header that disagrees is invalid_input', async () => {
    const key = randomUUID();
    expect((await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'first-bot', idempotency_key: key })).status).toBe(200);
    const reused = await callApi(baseUrl(2), 'POST', '/v1/signup', { name: 'other-bot', idempotency_key: key });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: 'idempotency_key_reused', differing_fields: ['name'] });
    expect(reused.body.fix).toContain('new idempotency_key');
    expect(JSON.stringify(reused.body)).not.toContain('sc_test_');

    const weak = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'weak-bot', idempotency_key: 'retry-1' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields[0].field).toBe('idempotency_key');
    const disagreeing = await fetch(`${baseUrl()}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ name: 'two-keys-bot', idempotency_key: randomUUID() }),
    });
    expect(disagreeing.status).toBe(400);
  });
});

test('the top-up link is not stored: the agent row does not contain it, and an altered link is not valid', async () => {
  const agent = await signUp('top-up-not-stored');
  const balance = await agent.call('GET', '/v1/balance');
  const token = String(balance.body.top_up_url).split('/top-up/')[1] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [row] = await db().$queryRaw<{ row: string }[]>`SELECT to_jsonb(a)::text AS row FROM agents a WHERE id = ${agent.agentId}::uuid`;
  expect(row?.row).not.toContain(token);
  expect((await fetch(`${baseUrl(2)}/top-up/${token}`)).status).toBe(200);
  const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  expect((await fetch(`${baseUrl()}/top-up/${altered}`)).status).toBe(404);
});
