import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSmtpCapture } from '../../../e2e/support/smtp-capture.ts';
import { smtpEmail } from './smtp.ts';

const FROM = 'Spotcheck <ask@spotcheck.test>';

test('smtp: the server receives the email with sender, recipient, subject, body and threading headers', async () => {
  const smtp = await startSmtpCapture();
  try {
    const email = smtpEmail({ url: smtp.url, from: FROM });
    expect(email).toMatchObject({ name: 'smtp', isLive: true });
    const sent = await email.send({
      to: 'agent@example.com',
      subject: 'Re: Is the café open?',
      text: 'Task 123 was dispatched.\nWorkers notified: 2 — deadline in 30 minutes.',
      inReplyTo: '<original-1@mail.example>',
    });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received).toMatchObject({
      envelopeFrom: 'ask@spotcheck.test',
      envelopeTo: ['agent@example.com'],
      from: FROM,
      to: 'agent@example.com',
      subject: 'Re: Is the café open?',
      inReplyTo: '<original-1@mail.example>',
      references: '<original-1@mail.example>',
      text: 'Task 123 was dispatched.\nWorkers notified: 2 — deadline in 30 minutes.',
    });
    expect(sent.providerMessageId).toBe(received?.messageId);
    expect(sent.providerMessageId).toMatch(/^<.+@.+>$/);
  } finally {
    await smtp.close();
  }
});

test('smtp: without inReplyTo the email starts a new thread', async () => {
  const smtp = await startSmtpCapture();
  try {
    await smtpEmail({ url: smtp.url, from: FROM }).send({ to: 'owner@example.com', subject: 'Your control link', text: 'https://x/control/abc' });
    expect(smtp.received[0]).toMatchObject({ subject: 'Your control link', inReplyTo: null, references: null, text: 'https://x/control/abc' });
  } finally {
    await smtp.close();
  }
});

test('smtp: the user and password in SMTP_URL log in; wrong ones make the send throw', async () => {
  const smtp = await startSmtpCapture({ credentials: { user: 'spotcheck', pass: 'right-password' } });
  try {
    await smtpEmail({ url: smtp.url, from: FROM }).send({ to: 'a@example.com', subject: 'ok', text: 'ok' });
    expect(smtp.received).toHaveLength(1);

    const refused = smtpEmail({ url: `smtp://spotcheck:wrong-password@127.0.0.1:${smtp.port}`, from: FROM });
    await expect(refused.send({ to: 'a@example.com', subject: 'no', text: 'no' })).rejects.toThrow(/SMTP did not send the email: .*Invalid username or password/);
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.close();
  }
});

test('smtp: nothing listening makes the send throw', async () => {
  const port = await closedPort();
  const email = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 1_000 });
  await expect(email.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/SMTP did not send the email: .*ECONNREFUSED/);
});

test('smtp: a server that accepts the connection but never greets makes the send throw within the timeout', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket)); // never says 220
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = silent.address() as AddressInfo;
    const email = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 1_000 });
    await expect(email.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/SMTP did not send the email: .*(timeout|greeting)/i);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
