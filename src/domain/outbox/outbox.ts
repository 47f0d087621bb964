import { db } from '@/db/client.ts';
import type { OutboxMessage } from '@/db/generated/client.ts';
import { openSecret, sealSecret } from '@/db/secret-box.ts';
import type { Tx } from '@/db/transaction.ts';
import { env } from '@/env.ts';
import { emailProvider } from '@/providers/email/index.ts';
import type { EmailProvider } from '@/providers/email/types.ts';
import { smsProvider } from '@/providers/sms/index.ts';
import type { SmsProvider } from '@/providers/sms/types.ts';

/**
 * The transactional outbox: every text and email is a row written in the same
 * transaction as the change that causes it, and a delivery loop in every
 * server process sends it afterwards. A crash after the commit loses nothing
 * (the row waits); a rolled-back change sends nothing.
 *
 * Private links (a worker's task link, an owner's control link) never sit in
 * the body: the body holds SECRET_LINK and the link is kept sealed
 * (AES-256-GCM under the server secret), opened only to send.
 */
export const SECRET_LINK = '[[secret-link]]';
const SEAL_PURPOSE = 'outbox-link';

/** Attempts before a message is marked failed (then staff see it on the Outbox page). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 15 * 60_000;
const BATCH = 20;

type Writer = Pick<Tx, 'outboxMessage'>;

export type NewText = { phone: string; body: string; taskId?: string | null; secretLink?: string };
export type NewEmail = { to: string; subject: string; text: string; inReplyTo?: string | undefined; taskId?: string | null; secretLink?: string };

export async function enqueueText(tx: Writer, text: NewText): Promise<void> {
  await tx.outboxMessage.create({
    data: { channel: 'sms', recipient: text.phone, body: text.body, provider: env().SMS_PROVIDER, taskId: text.taskId ?? null, ...sealed(text.body, text.secretLink) },
    select: { id: true },
  });
}

export async function enqueueEmail(tx: Writer, email: NewEmail): Promise<void> {
  await tx.outboxMessage.create({
    data: {
      channel: 'email',
      recipient: email.to,
      subject: email.subject,
      body: email.text,
      inReplyTo: email.inReplyTo ?? null,
      provider: env().EMAIL_PROVIDER,
      taskId: email.taskId ?? null,
      ...sealed(email.text, email.secretLink),
    },
    select: { id: true },
  });
}

function sealed(body: string, secretLink: string | undefined): { secretSealed: string | null } {
  if (secretLink === undefined) return { secretSealed: null };
  if (!body.includes(SECRET_LINK)) throw new Error('a message with a secret link must place it with SECRET_LINK');
  return { secretSealed: sealSecret(secretLink, SEAL_PURPOSE) };
}

/** The text as sent: the private link put back (`root`: another database's server secret, for tests). */
export function renderForDelivery(message: Pick<OutboxMessage, 'body' | 'secretSealed'>, root?: string): string {
  if (!message.secretSealed) return message.body;
  const link = openSecret(message.secretSealed, SEAL_PURPOSE, root);
  if (link === null) throw new Error('the sealed link cannot be opened (was the server secret changed?)');
  return message.body.replaceAll(SECRET_LINK, link);
}

/** The text as staff see it: the link's place shown, its token never. */
export function renderMasked(message: Pick<OutboxMessage, 'body' | 'secretSealed'>): string {
  if (!message.secretSealed) return message.body;
  const link = openSecret(message.secretSealed, SEAL_PURPOSE);
  // A link keeps its place (which page it opens); a bare secret such as a sign-in code is hidden whole.
  const masked = link?.includes('/') ? `${link.replace(/\/[^/]+$/, '/')}[private link hidden]` : '[private link hidden]';
  return message.body.replaceAll(SECRET_LINK, masked);
}

/** The latest texts and emails, newest first, with their delivery state. */
export async function listOutboxMessages(limit: number) {
  return db().outboxMessage.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
}

type Providers = { sms: SmsProvider; email: EmailProvider };
const configuredProviders = (): Providers => ({ sms: smsProvider(), email: emailProvider() });

type Claimed = Pick<OutboxMessage, 'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'secretSealed' | 'inReplyTo' | 'attempts' | 'createdAt'>;

/**
 * One pass of the delivery loop: claims due messages with a lease (SKIP
 * LOCKED, so processes never wait on each other), sends each, and marks it
 * sent, or schedules a retry with exponential backoff, or marks it failed
 * after MAX_ATTEMPTS. The lease (OUTBOX_LEASE_SECONDS) is longer than any
 * send (providers time out at 10 s), so a message is handed over by one
 * attempt at a time. (`providers`: stand-ins, for tests.)
 */
export async function deliverDueMessages(now: Date = new Date(), providers: Providers = configuredProviders()): Promise<number> {
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE outbox_messages SET lease_until = ${new Date(now.getTime() + env().OUTBOX_LEASE_SECONDS * 1000)}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox_messages
      WHERE status = 'pending' AND next_attempt_at <= ${now} AND (lease_until IS NULL OR lease_until <= ${now})
      ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, recipient, subject, body, secret_sealed AS "secretSealed", in_reply_to AS "inReplyTo", attempts, created_at AS "createdAt"`;
  await Promise.all(claimed.map((message) => deliverOne(message, providers)));
  return claimed.length;
}

async function deliverOne(message: Claimed, providers: Providers): Promise<void> {
  // Only the holder of this attempt's lease may record its outcome.
  const mine = { id: message.id, attempts: message.attempts, status: 'pending' as const };
  try {
    const providerMessageId = (await acceptedEarlier(message, providers)) ?? (await send(message, providers));
    await db().outboxMessage.updateMany({ where: mine, data: { status: 'sent', sentAt: new Date(), providerMessageId, leaseUntil: null, lastError: null } });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const failed = message.attempts >= MAX_ATTEMPTS;
    if (failed) console.error(`[outbox] ${message.channel} ${message.id} to ${message.recipient} failed ${message.attempts} times; giving up: ${lastError}`);
    await db().outboxMessage.updateMany({
      where: mine,
      data: failed ? { status: 'failed', leaseUntil: null, lastError } : { nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)), leaseUntil: null, lastError },
    });
  }
}

const idempotencyKeyOf = (message: Claimed) => `outbox-${message.id}-${message.createdAt.getTime()}`;

/**
 * Reconcile before resend. Any attempt after the first follows one whose
 * outcome may be unknown: its process died between handing the message over
 * and marking it, or its send failed in a way that does not say whether the
 * provider took it (a timeout, a 5xx). A provider that keeps a record of what
 * it accepted is asked first; if it has the message, that is the outcome, and
 * it is not sent again. A lookup that fails throws: the attempt is counted and
 * retried with backoff like a failed send, never sent blind (the provider that
 * cannot answer is rarely able to send). Nothing is dropped silently: after the
 * last attempt the message is failed, with its error, on the staff Outbox page.
 * A provider that cannot be asked (SMTP) is sent to again: at least once.
 */
async function acceptedEarlier(message: Claimed, providers: Providers): Promise<string | null> {
  const provider = providers[message.channel];
  if (message.attempts < 2 || !provider.findAccepted) return null;
  let accepted: string | null;
  try {
    accepted = await provider.findAccepted({ idempotencyKey: idempotencyKeyOf(message), to: message.recipient, body: renderForDelivery(message), since: message.createdAt });
  } catch (error) {
    throw new Error(`not sent again: could not ask ${provider.name} whether an earlier attempt reached it (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (accepted !== null) console.log(`[outbox] ${message.channel} ${message.id}: ${provider.name} had already accepted it (${accepted}); marked sent, not sent again`);
  return accepted;
}

async function send(message: Claimed, providers: Providers): Promise<string | null> {
  const idempotencyKey = idempotencyKeyOf(message);
  const text = renderForDelivery(message);
  const { providerMessageId } =
    message.channel === 'sms'
      ? await providers.sms.send(message.recipient, text, { idempotencyKey })
      : await providers.email.send({ to: message.recipient, subject: message.subject ?? '', text, inReplyTo: message.inReplyTo ?? undefined, idempotencyKey });
  return providerMessageId;
}

/** 5 s, 10 s, 20 s… doubling up to 15 minutes, with ±20 % jitter so retries from many messages spread out. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

let pass: Promise<void> | null = null;
let again = false;

/** Starts a delivery pass now (after a commit that enqueued something), without waiting for it; passes never overlap in one process. */
export function deliverSoon(): void {
  if (pass) {
    again = true;
    return;
  }
  pass = (async () => {
    do {
      again = false;
      while ((await deliverDueMessages()) > 0);
    } while (again);
  })()
    .catch((error: unknown) => console.error('[outbox] delivery pass failed; the background loop retries', error))
    .finally(() => {
      pass = null;
    });
}
