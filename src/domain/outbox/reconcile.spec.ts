import { expect, test } from '@playwright/test';
import { closeDb, db } from '@/db/client.ts';
import { applyMigrations } from '@/db/migrate.ts';
import { databaseUrl, useDatabaseUrl } from '@/env.ts';
import { simulatedEmail } from '@/providers/email/simulated.ts';
import { twilioSms } from '@/providers/sms/twilio.ts';
import { fakeTwilio, LocalRequestClient, messagesPage } from '../../../e2e/support/fake-twilio.ts';
import { IsolatedDeployment } from '../../../e2e/support/isolated.ts';
import { replyJson } from '../../../e2e/support/recording-server.ts';
import { deliverDueMessages, MAX_ATTEMPTS } from './outbox.ts';

/**
 * Reconcile before resend, with the real Twilio adapter and SDK talking to a
 * local stand-in for Twilio that keeps the texts it accepted: the delivery
 * loop runs in this process on a database of its own (the suite's servers
 * would deliver these messages themselves on the shared one).
 */

test.describe.configure({ mode: 'default' }); // one database for the file, its tests in order

const FROM = '+14155550100';
const TO = '+14155550123';
const BODY = 'Spotcheck: earn $2.00 — first to claim: https://x/w/reconcile';

/** What the stand-in Twilio holds: the texts it accepted, and whether its Messages list answers. */
const twilioSide = { accepted: [] as { sid: string; to: string; body: string }[], listDown: false };
let api: Awaited<ReturnType<typeof fakeTwilio>>;
let sharedDatabase = '';

test.beforeAll(async () => {
  api = await fakeTwilio((req, res) => {
    if (req.method === 'POST') {
      const form = new URLSearchParams(req.body);
      const text = { sid: `SM${twilioSide.accepted.length + 1}`, to: form.get('To') ?? '', body: form.get('Body') ?? '' };
      twilioSide.accepted.push(text);
      return replyJson(res, 201, { ...text, from: FROM, status: 'queued' });
    }
    if (twilioSide.listDown) return replyJson(res, 503, { code: 20503, message: 'Service Unavailable', status: 503 });
    const to = new URL(req.url, 'http://x').searchParams.get('To');
    return replyJson(res, 200, messagesPage(twilioSide.accepted.filter((text) => text.to === to).map((text) => ({ ...text, from: FROM, status: 'sent' }))));
  });
  const own = await IsolatedDeployment.create(0);
  await applyMigrations(own.databaseUrl);
  sharedDatabase = databaseUrl();
  await closeDb();
  useDatabaseUrl(own.databaseUrl);
});

test.afterAll(async () => {
  await closeDb();
  useDatabaseUrl(sharedDatabase);
  await api.close();
});

test.beforeEach(async () => {
  twilioSide.accepted = [];
  twilioSide.listDown = false;
  api.requests.length = 0;
  await db().outboxMessage.deleteMany({});
});

const providers = () => ({ sms: twilioSms({ accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token', from: FROM, httpClient: new LocalRequestClient(api.base) }), email: simulatedEmail });
const calls = () => api.requests.map((request) => request.method);

/** A text as a process killed mid-send leaves it: claimed once, its lease over, no outcome recorded. */
async function heldByDeadProcess(extra: { attempts?: number } = {}) {
  const { id } = await db().outboxMessage.create({
    data: { channel: 'sms', recipient: TO, body: BODY, provider: 'twilio', attempts: extra.attempts ?? 1, leaseUntil: new Date(Date.now() - 1000) },
    select: { id: true },
  });
  return id;
}
const read = (id: bigint) => db().outboxMessage.findUniqueOrThrow({ where: { id } });

test('a first attempt sends without asking', async () => {
  const { id } = await db().outboxMessage.create({ data: { channel: 'sms', recipient: TO, body: BODY, provider: 'twilio' }, select: { id: true } });
  expect(await deliverDueMessages(new Date(), providers())).toBe(1);
  expect(calls()).toEqual(['POST']);
  expect(await read(id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'SM1' });
});

test('outcome unknown and Twilio has the text: marked sent with its sid, not sent again', async () => {
  const id = await heldByDeadProcess();
  twilioSide.accepted.push({ sid: 'SMfromDeadAttempt', to: TO, body: BODY }); // the dead attempt reached Twilio
  await deliverDueMessages(new Date(), providers());
  expect(calls()).toEqual(['GET']);
  expect(twilioSide.accepted).toHaveLength(1);
  expect(await read(id)).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'SMfromDeadAttempt', lastError: null, leaseUntil: null });
});

test('outcome unknown and Twilio never got the text: asked, then sent once', async () => {
  twilioSide.accepted.push({ sid: 'SMolder', to: TO, body: 'Spotcheck: earn $2.00 — first to claim: https://x/w/another-task' });
  const id = await heldByDeadProcess();
  await deliverDueMessages(new Date(), providers());
  expect(calls()).toEqual(['GET', 'POST']);
  expect(twilioSide.accepted.filter((text) => text.body === BODY)).toHaveLength(1);
  expect(await read(id)).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'SM2' });
});

test('a lookup that fails is retried later with backoff and never sends blind; once Twilio answers, the earlier send is found', async () => {
  const id = await heldByDeadProcess();
  twilioSide.accepted.push({ sid: 'SMfromDeadAttempt', to: TO, body: BODY });
  twilioSide.listDown = true;
  const now = new Date();
  await deliverDueMessages(now, providers());
  expect(calls()).toEqual(['GET']); // Twilio's sending would have worked: only asking failed
  const waiting = await read(id);
  expect(waiting).toMatchObject({ status: 'pending', attempts: 2, leaseUntil: null });
  expect(waiting.lastError).toMatch(/^not sent again: could not ask twilio whether an earlier attempt reached it \(Twilio could not be asked whether it has the text: HTTP 503/);
  expect(waiting.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThan(4_000); // 10 s ± 20 %, not at once

  expect(await deliverDueMessages(now, providers())).toBe(0); // not before its time
  twilioSide.listDown = false;
  await deliverDueMessages(new Date(waiting.nextAttemptAt.getTime() + 1), providers());
  expect(calls()).toEqual(['GET', 'GET']);
  expect(twilioSide.accepted).toHaveLength(1);
  expect(await read(id)).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: 'SMfromDeadAttempt', lastError: null });
});

test('a lookup that keeps failing ends failed with its reason on the last attempt, still never sent blind', async () => {
  const id = await heldByDeadProcess({ attempts: MAX_ATTEMPTS - 1 });
  twilioSide.listDown = true;
  await deliverDueMessages(new Date(), providers());
  expect(calls()).toEqual(['GET']);
  expect(await read(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('not sent again') });
});
