import { createHash, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { db } from '@/db/client.ts';
import { DomainError } from '@/domain/errors.ts';
import { deliveredTexts } from '../../../e2e/support/outbox.ts';
import { authenticateWorkerSession, requestSignInCode, signOut, signOutEverywhere, verifySignInCode } from './sign-in.ts';

const newPhone = () => `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
const newIp = () => `ip-${randomUUID()}`;

/** The code as the simulated texting provider left it in the outbox. */
async function textedCode(phone: string): Promise<string> {
  const text = (await deliveredTexts({ recipient: phone, channel: 'sms' })).at(-1) ?? '';
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

async function refusal(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a code is texted through the outbox, stored only as a keyed hash, and signs the phone in once', async () => {
  const phone = newPhone();
  const now = new Date();
  const sent = await requestSignInCode(phone.replace(/^(\+1)(\d{3})/, '$1 ($2) '), newIp(), now);
  expect(sent.phone).toBe(phone);
  expect(sent.expiresAt.getTime() - now.getTime()).toBe(10 * 60_000);
  const code = await textedCode(phone);
  const stored = await db().workerCode.findFirstOrThrow({ where: { phone } });
  expect(stored.codeHash).not.toContain(code);
  expect(stored.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
  expect(stored.codeHash).not.toBe(createHash('sha256').update(`${phone}:${code}`).digest('hex'));

  const session = await verifySignInCode(phone, code, newIp(), now);
  expect(session.expiresAt.getTime() - now.getTime()).toBe(90 * 24 * 3_600_000);
  expect(await authenticateWorkerSession(session.sessionToken, now)).toMatchObject({ phone });
  expect((await db().workerSession.findFirstOrThrow({ where: { phone } })).tokenHash).toBe(createHash('sha256').update(session.sessionToken).digest('hex'));
  expect((await refusal(verifySignInCode(phone, code, newIp(), now))).code).toBe('unauthorized');
});

test('five wrong guesses use a code up; the right code is then refused too', async () => {
  const phone = newPhone();
  const ip = newIp();
  const now = new Date();
  await requestSignInCode(phone, ip, now);
  const code = await textedCode(phone);
  const left: unknown[] = [];
  for (let guess = 0; guess < 5; guess++) left.push((await refusal(verifySignInCode(phone, wrongCode(code), ip, now))).context.tries_left);
  expect(left).toEqual([4, 3, 2, 1, 0]);
  const afterwards = await refusal(verifySignInCode(phone, code, ip, now));
  expect(afterwards.message).toMatch(/5 tries/);
  expect((await db().workerCode.findFirstOrThrow({ where: { phone } })).attempts).toBe(5);
});

test('a code expires after 10 minutes, and a newer code replaces an older one', async () => {
  const phone = newPhone();
  const now = new Date();
  await requestSignInCode(phone, newIp(), now);
  const first = await textedCode(phone);
  expect((await refusal(verifySignInCode(phone, first, newIp(), new Date(now.getTime() + 10 * 60_000)))).message).toMatch(/no valid code/);
  await requestSignInCode(phone, newIp(), now);
  const second = await textedCode(phone);
  if (first !== second) await expect(verifySignInCode(phone, first, newIp(), now)).rejects.toThrow(/not right/);
  await expect(verifySignInCode(phone, second, newIp(), now)).resolves.toMatchObject({ sessionToken: expect.any(String) });
});

test('codes are throttled per number (3 per 15 minutes) and per address (10 per hour); bad numbers are refused before any text', async () => {
  const phone = newPhone();
  const now = new Date();
  for (let i = 0; i < 3; i++) await requestSignInCode(phone, newIp(), now);
  const perPhone = await refusal(requestSignInCode(phone, newIp(), now));
  expect(perPhone.code).toBe('rate_limited');
  expect(perPhone.fix).toMatch(/then ask for a new code/);
  expect(await db().outboxMessage.count({ where: { recipient: phone } })).toBe(3);

  const ip = newIp();
  for (let i = 0; i < 10; i++) await requestSignInCode(newPhone(), ip, now);
  const stranger = newPhone();
  expect((await refusal(requestSignInCode(stranger, ip, now))).code).toBe('rate_limited');
  expect(await db().outboxMessage.count({ where: { recipient: stranger } })).toBe(0);

  expect((await refusal(requestSignInCode('555-0123', newIp(), now))).context).toEqual({ field: 'phone' });
});

test('one number gets at most 10 codes a day, however the quarter hours fall', async () => {
  const phone = newPhone();
  const morning = new Date('2026-11-24T01:00:00Z').getTime();
  for (let i = 0; i < 10; i++) await requestSignInCode(phone, newIp(), new Date(morning + Math.floor(i / 3) * 16 * 60_000));
  const refused = await refusal(requestSignInCode(phone, newIp(), new Date(morning + 4 * 16 * 60_000)));
  expect(refused.code).toBe('rate_limited');
  expect(refused.message).toMatch(/today/);
});

test('sessions end after 90 days, on sign-out, and all at once with "sign out everywhere"', async () => {
  const phone = newPhone();
  const now = new Date();
  const sessions = [];
  for (let i = 0; i < 3; i++) {
    await requestSignInCode(phone, newIp(), now);
    sessions.push(await verifySignInCode(phone, await textedCode(phone), newIp(), now));
  }
  const [a, b, c] = sessions.map((session) => session.sessionToken) as [string, string, string];
  await expect(authenticateWorkerSession(a, new Date(now.getTime() + 90 * 24 * 3_600_000))).rejects.toThrow(/not signed in/);
  await signOut(await authenticateWorkerSession(a, now), now);
  await expect(authenticateWorkerSession(a, now)).rejects.toThrow(/not signed in/);
  expect(await authenticateWorkerSession(b, now)).toMatchObject({ phone });
  expect(await signOutEverywhere(await authenticateWorkerSession(b, now), now)).toBe(2);
  await expect(authenticateWorkerSession(b, now)).rejects.toThrow(/not signed in/);
  await expect(authenticateWorkerSession(c, now)).rejects.toThrow(/not signed in/);
  await expect(authenticateWorkerSession('made-up', now)).rejects.toThrow(/not signed in/);
});
