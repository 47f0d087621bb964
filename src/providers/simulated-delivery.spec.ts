import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { db } from '@/db/client.ts';
import { simulatedEmail } from './email/simulated.ts';
import { simulatedSms } from './sms/simulated.ts';

/** The simulated providers keep a provider's record of what they accepted, and answer from it when asked. */

test('simulated texting records each text it accepts and finds it again by its key; a key it never took is not found', async () => {
  const key = `outbox-${randomUUID()}`;
  const query = { idempotencyKey: key, to: '+14155550123', body: 'hello', since: new Date() };
  expect(simulatedSms.isLive).toBe(false);
  expect(await simulatedSms.findAccepted?.(query)).toBeNull();

  const { providerMessageId } = await simulatedSms.send('+14155550123', 'hello', { idempotencyKey: key });
  expect(providerMessageId).toMatch(/^simulated-\d+$/);
  expect(await simulatedSms.findAccepted?.(query)).toBe(providerMessageId);
  // Another recipient, or the email provider, never took this key.
  expect(await simulatedSms.findAccepted?.({ ...query, to: '+14155550999' })).toBeNull();
  expect(await simulatedEmail.findAccepted?.({ ...query, to: '+14155550123' })).toBeNull();
  // Nothing private is kept: channel, recipient and key only.
  expect(await db().simulatedDelivery.findFirst({ where: { idempotencyKey: key }, omit: { id: true, acceptedAt: true } })).toEqual({ channel: 'sms', recipient: '+14155550123', idempotencyKey: key });
});

test('simulated email: a resend under the same key is recorded again (the outbox, not the provider, prevents it) and the lookup names the first', async () => {
  const key = `outbox-${randomUUID()}`;
  const email = { to: 'owner@example.com', subject: 'hi', text: 'hello', idempotencyKey: key };
  const first = await simulatedEmail.send(email);
  const second = await simulatedEmail.send(email);
  expect(second.providerMessageId).not.toBe(first.providerMessageId);
  expect(await db().simulatedDelivery.count({ where: { idempotencyKey: key } })).toBe(2);
  expect(await simulatedEmail.findAccepted?.({ idempotencyKey: key, to: 'owner@example.com', body: 'hello', since: new Date() })).toBe(first.providerMessageId);
});
