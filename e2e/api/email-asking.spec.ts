import { createHmac, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ANSWERED_STATUSES, FINAL_STATUSES } from '../../src/domain/tasks/state-machine.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { deliveredTextsAt } from '../support/outbox.ts';
import { expectBooksBalancedAt } from '../support/ledger.ts';
import { startSmtpCapture, type CapturedEmail } from '../support/smtp-capture.ts';
import { cameraPhoto, privateSpot } from '../support/workers.ts';

/**
 * Asking by email on a deploy whose email is live: two server processes with
 * EMAIL_PROVIDER=smtp sending to a real SMTP server in this test, and signed
 * calls to the inbound-email webhook standing in for a mail relay.
 */

const SECRET = 'inbound-secret-for-tests-0123456789';
const FROM = 'Spotcheck <ask@spotcheck.test>';
/** Calls per agent per minute on this deploy: room for every test here but the one that exceeds it. */
const RATE_LIMIT = 12;

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let deployment: IsolatedDeployment;
const server = (index: 0 | 1 = 0) => deployment.urls[index] ?? '';

test.describe.configure({ mode: 'default' }); // one deployment for the file, its tests in order

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCapture();
  deployment = await IsolatedDeployment.create(2, {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    EMAIL_FROM: FROM,
    INBOUND_EMAIL_DOMAIN: 'mail.test',
    INBOUND_EMAIL_SECRET: SECRET,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  });
});

test.afterAll(async () => {
  await expectBooksBalancedAt(deployment.databaseUrl);
  await deployment.close();
  await smtp.close();
});

type Inbound = { from: string; to: string; subject: string; text: string; message_id: string };

function signed(body: string, { secret = SECRET, at = new Date() } = {}): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** What a mail relay does: the email as JSON, signed with the shared secret. */
async function deliver(email: Inbound, { via = server(), signature }: { via?: string; signature?: string | null } = {}) {
  const body = JSON.stringify(email);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const header = signature === undefined ? signed(body) : signature;
  if (header !== null) headers['spotcheck-signature'] = header;
  const response = await fetch(`${via}/webhooks/inbound-email`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function signUpLive(name = 'email-agent', ownerEmail?: string) {
  const response = await callApi(server(), 'POST', '/v1/signup', { name, ...(ownerEmail ? { owner_email: ownerEmail } : {}) });
  expect(response.status).toBe(200);
  return { apiKey: response.body.api_key as string, address: response.body.email_address as string };
}

function emailTo(address: string, fields: Partial<Inbound> = {}): Inbound {
  return {
    from: `Asker <asker-${randomUUID().slice(0, 8)}@example.com>`,
    to: address,
    subject: 'Is the coffee stand inside open right now?',
    text: 'Hi Spotcheck,\n\nLocation: Ferry Building Marketplace, San Francisco\nType: is_open\n\nThanks!',
    message_id: `<${randomUUID()}@mail.example.com>`,
    ...fields,
  };
}

const repliesTo = (email: Inbound): CapturedEmail[] => smtp.received.filter((received) => received.inReplyTo === email.message_id);

/**
 * Waits until nothing more is on its way to this email's sender: every reply
 * its ask is due (the first one always, the outcome once the task has ended)
 * has been claimed, which queues it in the same transaction, and no outbox
 * message is still pending (or leased). A claimed reply cannot be claimed
 * again, so from here the replies the SMTP server received are final.
 * Returns how many replies the outbox sent.
 */
async function settledReplies(email: Inbound): Promise<number> {
  await expect
    .poll(
      async () =>
        (
          await deployment.query<{ open: number }>(
            `SELECT (SELECT count(*)::int FROM email_asks a LEFT JOIN tasks t ON t.id = a.task_id
                     WHERE a.message_id = $1 AND (a.ask_reply_sent_at IS NULL
                       OR (t.status::text = ANY($2) AND a.outcome_reply_sent_at IS NULL)))
                  + (SELECT count(*)::int FROM outbox_messages WHERE in_reply_to = $1 AND status = 'pending') AS open`,
            [email.message_id, [...ANSWERED_STATUSES, ...FINAL_STATUSES]],
          )
        )[0]?.open,
      { timeout: 15_000 },
    )
    .toBe(0);
  const [sent] = await deployment.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox_messages WHERE in_reply_to = $1 AND status = 'sent'", [email.message_id]);
  return sent?.n ?? 0;
}

/** For an email that was refused before anything was recorded: no ask, and no message to its sender or answering it. */
async function nothingRecordedFor(email: Inbound): Promise<{ asks: number; messages: number }> {
  const [row] = await deployment.query<{ asks: number; messages: number }>(
    `SELECT (SELECT count(*)::int FROM email_asks WHERE message_id = $1) AS asks,
            (SELECT count(*)::int FROM outbox_messages WHERE in_reply_to = $1 OR recipient = $2) AS messages`,
    [email.message_id, /<(.+)>/.exec(email.from)?.[1] ?? email.from],
  );
  return { asks: row?.asks ?? -1, messages: row?.messages ?? -1 };
}

async function firstReply(email: Inbound): Promise<CapturedEmail> {
  await expect.poll(() => repliesTo(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  return repliesTo(email)[0] as CapturedEmail;
}

const get = (apiKey: string, path: string) => callApi(server(1), 'GET', path, undefined, apiKey);

test('signup returns a private asking address on a live-email deploy, and null on a simulated one', async () => {
  const { address } = await signUpLive();
  expect(address).toMatch(/^ask-[0-9a-f]{24}@mail\.test$/);
  const simulated = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'simulated-agent' });
  expect(simulated.body.email_address).toBeNull();
});

test('with an owner email, signup sends the control link by SMTP', async () => {
  await signUpLive('owned-agent', 'owner@example.com');
  await expect.poll(() => smtp.received.filter((email) => email.to === 'owner@example.com').length, { timeout: 10_000 }).toBe(1);
  const sent = smtp.received.find((email) => email.to === 'owner@example.com');
  expect(sent).toMatchObject({ from: FROM, envelopeTo: ['owner@example.com'], subject: 'Spotcheck: control link for your agent "owned-agent"' });
  expect(sent?.text).toMatch(new RegExp(`${server().replace(/[.:/]/g, '\\$&')}/control/[A-Za-z0-9_-]+`));
});

test('a signed email creates the task, charges bounty plus fee once, and the sender gets its progress by reply', async () => {
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address, { to: `"My agent" <${address}>`, text: 'Location: Ferry Building Marketplace, San Francisco\nType: is_open\nBounty: $4\nDeadline: 45 minutes' });
  const delivered = await deliver(email);
  expect(delivered).toEqual({ status: 200, body: { outcome: 'asked', task_id: expect.any(String), error: null } });
  const taskId = delivered.body.task_id as string;

  const listed = await get(apiKey, '/v1/tasks');
  expect(listed.body.tasks).toEqual([expect.objectContaining({ task_id: taskId, status: 'dispatched', question: 'Is the coffee stand inside open right now?', place_label: 'Ferry Building Marketplace, San Francisco', bounty_usd: 4 })]);
  const task = await get(apiKey, `/v1/tasks/${taskId}`);
  expect(task.body).toMatchObject({ task_type: 'is_open', fee_usd: 0.5 });
  expect(Date.parse(task.body.deadline_at) - Date.parse(task.body.created_at)).toBe(45 * 60_000);
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 4.5 });

  const reply = await firstReply(email);
  expect(reply).toMatchObject({ from: FROM, envelopeTo: [email.from.match(/<(.+)>/)?.[1]], subject: `Re: ${email.subject}`, references: email.message_id });
  expect(reply.text).toContain(`task_id: ${taskId}`);
  expect(reply.text).toContain('status: dispatched');
  expect(reply.text).toContain('workers notified: 0');
  expect(reply.text).toContain(`deadline: ${task.body.deadline_at}`);
  expect(reply.text).toContain('escrowed: 4.50 USD');

  // The relay delivers the same email again, to either process: nothing new, no second charge, no second reply.
  const again = await Promise.all([deliver(email), deliver(email, { via: server(1) })]);
  for (const redelivered of again) expect(redelivered).toEqual({ status: 200, body: { outcome: 'already_received', task_id: taskId, error: null } });
  expect(await settledReplies(email)).toBe(1);
  expect((await get(apiKey, '/v1/tasks')).body.tasks).toHaveLength(1);
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 4.5 });
  expect(repliesTo(email)).toHaveLength(1);
});

test('defaults: without Type, Bounty or Deadline lines the ask is other_public, 3 USD, 30 minutes', async () => {
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address, { subject: 'Re: How busy is the park?', text: '> Location: quoted lines do not count\nLocation: 37.75965, -122.42694' });
  const { body } = await deliver(email);
  const task = (await get(apiKey, `/v1/tasks/${body.task_id}`)).body;
  expect(task).toMatchObject({ question: 'How busy is the park?', task_type: 'other_public', bounty_usd: 3, place_label: '37.75965, -122.42694' });
  expect(Date.parse(task.deadline_at) - Date.parse(task.created_at)).toBe(30 * 60_000);
  expect((await firstReply(email)).subject).toBe('Re: How busy is the park?');
});

test('the same new email delivered to both processes at once asks, charges and replies once', async () => {
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address);
  const deliveries = await Promise.all([deliver(email), deliver(email, { via: server(1) })]);
  expect(deliveries.map((delivery) => delivery.body.outcome).sort()).toEqual(['already_received', 'asked']);
  expect(new Set(deliveries.map((delivery) => delivery.body.task_id)).size).toBe(1);
  expect((await get(apiKey, '/v1/tasks')).body.tasks).toHaveLength(1);
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 16.5, escrowed_usd: 3.5 });
  await firstReply(email);
  expect(await settledReplies(email)).toBe(1);
  expect(repliesTo(email)).toHaveLength(1);
});

test('asks by email count against the rate limit of the agent, and the refusal says when to send again', async () => {
  // The limit counts in windows aligned to the minute: a burst the clock carried into the next minute is not a
  // measurement, so it is run again with a new agent (a new count) instead of waiting for a fresh minute.
  const minute = () => Math.floor(Date.now() / 60_000);
  let outcomes: string[] = [];
  let last: Inbound | undefined;
  for (let burst = 0; burst < 3; burst++) {
    const { address } = await signUpLive();
    const started = minute();
    outcomes = [];
    for (let index = 0; index <= RATE_LIMIT; index++) {
      last = emailTo(address, { text: 'Location: Dolores Park, San Francisco\nBounty: 1' });
      outcomes.push((await deliver(last)).body.outcome as string);
    }
    if (minute() === started) break;
  }
  if (!last) throw new Error('no burst ran');
  expect(outcomes).toEqual([...Array<string>(RATE_LIMIT).fill('asked'), 'refused']);
  const refusal = await firstReply(last);
  expect(refusal.text).toContain('(error: rate_limited; nothing was charged.)');
  expect(refusal.text).toMatch(/What to do: Wait \d+ s/);
});

test('a bad, missing or stale signature is 401 and nothing happens', async () => {
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address);
  const body = JSON.stringify(email);
  const attempts = [
    await deliver(email, { signature: signed(body, { secret: 'another-secret-0123456789abcdef' }) }),
    await deliver(email, { signature: null }),
    await deliver(email, { signature: 'v1=abc' }),
    await deliver(email, { signature: signed(body, { at: new Date(Date.now() - 6 * 60_000) }) }),
    await deliver({ ...email, subject: 'Something else' }, { signature: signed(body) }),
  ];
  for (const attempt of attempts) {
    expect(attempt.status).toBe(401);
    expect(attempt.body).toMatchObject({ error: 'invalid_webhook_signature', message: expect.any(String), fix: expect.stringContaining('HMAC-SHA256') });
  }
  expect((await get(apiKey, '/v1/tasks')).body.tasks).toEqual([]);
  expect((await get(apiKey, '/v1/balance')).body.balance_usd).toBe(20);
  // Refused before anything was recorded, so nothing can be sent later: no ask, no message queued.
  expect(await nothingRecordedFor(email)).toEqual({ asks: 0, messages: 0 });
  expect(repliesTo(email)).toEqual([]);
});

test('an unknown or disabled address is refused with no task and no reply', async () => {
  const unknown = emailTo('ask-0123456789abcdef01234567@mail.test');
  const delivered = await deliver(unknown);
  expect(delivered.status).toBe(404);
  expect(delivered.body).toMatchObject({ error: 'email_address_not_found', fix: expect.stringContaining('email_address') });
  expect((await deliver(emailTo('someone@elsewhere.example'))).body.error).toBe('email_address_not_found');

  // The owner disabled the address (the control page clears the agent's email token).
  const { apiKey, address } = await signUpLive();
  await deployment.query('UPDATE agents SET email_token = NULL WHERE email_token = $1', [address.slice('ask-'.length, address.indexOf('@'))]);
  const disabled = emailTo(address);
  expect(await deliver(disabled)).toMatchObject({ status: 404, body: { error: 'email_address_not_found' } });

  for (const email of [unknown, disabled]) {
    expect(await nothingRecordedFor(email)).toEqual({ asks: 0, messages: 0 });
    expect(smtp.received.filter((received) => received.to === email.from || received.inReplyTo === email.message_id)).toEqual([]);
  }
  expect((await get(apiKey, '/v1/tasks')).body.tasks).toEqual([]);
});

test('a webhook body that is not an email we can answer is invalid_input, and mail from our own addresses is never an ask', async () => {
  const { apiKey, address } = await signUpLive();
  const { message_id: _dropped, ...withoutId } = emailTo(address);
  const missing = await deliver(withoutId as Inbound);
  expect(missing.status).toBe(400);
  expect(missing.body).toMatchObject({ error: 'invalid_input', fields: [expect.objectContaining({ field: 'message_id' })] });
  expect((await deliver(emailTo(address, { from: 'not an address' }))).body.error).toBe('invalid_input');
  const looped = await deliver(emailTo(address, { from: FROM }));
  expect(looped).toMatchObject({ status: 400, body: { error: 'invalid_input', message: expect.stringContaining("Spotcheck's own address") } });
  expect((await deliver(emailTo(address, { from: 'ask-0123@mail.test' }))).status).toBe(400);
  expect((await get(apiKey, '/v1/tasks')).body.tasks).toEqual([]);
});

test('an unsafe question is refused by reply, with nothing charged; so is an email without a location', async () => {
  const { apiKey, address } = await signUpLive();
  const unsafe = emailTo(address, { subject: 'Follow the woman in the red coat and tell me where she goes', text: 'Location: Dolores Park, San Francisco' });
  expect(await deliver(unsafe)).toEqual({ status: 200, body: { outcome: 'refused', task_id: null, error: 'unsafe_task' } });
  const refusal = await firstReply(unsafe);
  expect(refusal.text).toMatch(/^Spotcheck did not ask this: /);
  expect(refusal.text).toContain('(error: unsafe_task; nothing was charged.)');
  expect(refusal.text).toContain('Location:');

  const noLocation = emailTo(address, { text: 'Type: is_open' });
  expect((await deliver(noLocation)).body).toMatchObject({ outcome: 'refused', error: 'invalid_input' });
  expect((await firstReply(noLocation)).text).toMatch(/location/);

  expect((await get(apiKey, '/v1/tasks')).body.tasks).toEqual([]);
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  // A redelivered refusal is not refused (or replied to) again.
  expect((await deliver(unsafe)).body).toEqual({ outcome: 'already_received', task_id: null, error: 'unsafe_task' });
  expect(await settledReplies(unsafe)).toBe(1);
  expect(repliesTo(unsafe)).toHaveLength(1);
});

test('when a worker answers, the answer is emailed exactly once though two processes sweep', async () => {
  const spot = privateSpot();
  await deployment.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Wes', $1, $2, $3, 2000)", [
    `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    spot.lat,
    spot.lng,
  ]);
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address, { subject: 'Is the kiosk open?', text: `Location: ${spot.lat}, ${spot.lng}\nType: is_open\nBounty: 2` });
  const taskId = (await deliver(email)).body.task_id as string;
  expect((await firstReply(email)).text).toContain('workers notified: 1');

  const [text] = await deliveredTextsAt((sql, params) => deployment.query(sql, params), "task_id = $1 AND channel = 'sms'", [taskId]);
  const link = text?.match(/\/w\/[A-Za-z0-9_-]+/)?.[0] ?? '';
  expect((await fetch(`${server()}${link}/claim`, { method: 'POST' })).status).toBe(200);
  const photo = await fetch(`${server()}${link}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(await cameraPhoto(new Date())) });
  const { photoId } = (await photo.json()) as { photoId: string };
  const answer = { answer_text: 'Open, two people in line.', answer_bool: true, lat: spot.lat, lng: spot.lng, photo_id: photoId };
  expect((await fetch(`${server(1)}${link}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) })).status).toBe(200);

  await expect.poll(() => repliesTo(email).length, { timeout: 15_000 }).toBe(2);
  const answered = (await get(apiKey, `/v1/tasks/${taskId}`)).body;
  expect(answered.status).toBe('paid');
  const reply = repliesTo(email)[1];
  expect(reply?.subject).toBe('Re: Is the kiosk open?');
  expect(reply?.text).toContain(`The answer to task ${taskId}`);
  expect(reply?.text).toContain('Open, two people in line.');
  expect(reply?.text).toContain('yes/no: yes');
  expect(reply?.text).toMatch(/photo: http:\/\/127\.0\.0\.1:\d+\/photos\/\S+/);
  expect(reply?.text).toContain('verification: gps_ok true, fresh_ok true, vision_ok true');
  expect(reply?.text).toContain('cost: 2.50 USD');
  // Both processes sweep: the answer is claimed once, so once it is sent nothing more can come.
  expect(await settledReplies(email)).toBe(2);
  expect(repliesTo(email)).toHaveLength(2);
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 17.5, escrowed_usd: 0 });
});

test('a task nobody answers: the sender is told it expired and was refunded', async () => {
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address);
  const taskId = (await deliver(email)).body.task_id as string;
  await firstReply(email);
  await deployment.query("UPDATE tasks SET deadline_at = now() - interval '1 second' WHERE id = $1", [taskId]);
  await expect.poll(() => repliesTo(email).length, { timeout: 10_000 }).toBe(2);
  expect(repliesTo(email)[1]?.text).toContain(`Nobody answered task ${taskId} before its deadline`);
  expect(repliesTo(email)[1]?.text).toContain('The 3.50 USD (bounty plus fee) was refunded to your balance.');
  expect((await get(apiKey, '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
});

test('llms-full.txt documents asking by email where it is on, and the example email works as written', async () => {
  const full = await (await fetch(`${server()}/llms-full.txt`)).text();
  const section = full.slice(full.indexOf('## Asking by email'), full.indexOf('## Limits'));
  expect(section).toContain('`Location:` required');
  expect(section).toContain("The email's Message-ID is the idempotency key");
  const example = /Example \(subject, then body\):\n\n```\nSubject: (.+)\n\n([\s\S]+?)\n```/.exec(section);
  expect(example).not.toBeNull();
  const { apiKey, address } = await signUpLive();
  const email = emailTo(address, { subject: example?.[1] ?? '', text: example?.[2] ?? '' });
  const taskId = (await deliver(email)).body.task_id as string;
  expect((await get(apiKey, `/v1/tasks/${taskId}`)).body).toMatchObject({ question: example?.[1], task_type: 'is_open', bounty_usd: 4 });

  const simulated = await (await fetch(`${baseUrl()}/llms-full.txt`)).text();
  expect(simulated).toContain('## Asking by email\n\nOff on this deploy: `email_address` from signup is null');
});

test('on a simulated deploy the webhook is off', async () => {
  const response = await fetch(`${baseUrl()}/webhooks/inbound-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: 'not_found', message: 'Asking by email is off on this deploy.' });
});
