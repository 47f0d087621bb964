import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isAskingByEmailOn } from '@/providers/email/index.ts';
import { askFieldsFromEmail } from './inbound-email-format.ts';
import { findAgentByEmailAddress, findEmailAsk, recordEmailAsk, type EmailAskToAnswer } from '@/domain/email/email-asks.ts';
import { DomainError, type ErrorBody } from '@/domain/errors.ts';
import { env } from '@/env.ts';
import { createContextFromRequest, type EdgeAgent } from '../context.ts';
import { replyToEmailAsk } from '../email-replies.ts';
import { invalidInputBody, toErrorBody } from '../errors.ts';
import { createCaller } from '../router.ts';
import { bodyText, MAX_LARGE_JSON_BODY_BYTES, parseJsonBody, readBody } from './body.ts';
import { respond, respondTo } from './respond.ts';

const SIGNATURE_HEADER = 'spotcheck-signature';
/** A signed call older (or newer) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The webhook body: one email, as a relay (Postmark, SendGrid, Mailgun inbound parse…) turns it into JSON. Other properties are ignored. */
const inboundEmailSchema = z.object({
  from: z.string().min(3).max(998),
  to: z.string().min(3).max(998),
  subject: z.string().max(998).default(''),
  text: z.string().default(''),
  message_id: z.string().min(3).max(998),
});

type InboundEmail = z.output<typeof inboundEmailSchema>;

/**
 * POST /webhooks/inbound-email: an email to an agent's private address
 * becomes an ask_check, under the same rules, limits and idempotency as the
 * REST ask (the Message-ID is the idempotency key), and the sender gets a reply.
 */
export async function handleInboundEmail(req: Request): Promise<Response> {
  const now = new Date();
  let email: InboundEmail;
  try {
    email = await readSignedEmail(req, now);
  } catch (error) {
    return respond(req, { ok: false, error });
  }
  const replyTo = bareAddress(email.from);
  // On a fault nothing was recorded: the relay's retry asks again, and the idempotency key keeps it to one task.
  return respondTo(req, async () => {
    const agent = await findAgentByEmailAddress(email.to);
    const earlier = await findEmailAsk(agent.id, email.message_id);
    if (earlier) return received('already_received', earlier);
    const outcome = await askByEmail(req, agent, email);
    const recorded = await recordEmailAsk({ agentId: agent.id, messageId: email.message_id, replyTo, subject: email.subject, ...outcome });
    // Null: a concurrent delivery of the same email recorded it first and replies.
    if (!recorded) return received('already_received', await findEmailAsk(agent.id, email.message_id));
    await replyToEmailAsk(recorded, now);
    return received(recorded.taskId ? 'asked' : 'refused', recorded);
  });
}

/** The email in a webhook call, or the refusal when asking by email is off, the signature fails or the body is not an email we can answer. */
async function readSignedEmail(req: Request, now: Date): Promise<InboundEmail> {
  const secret = env().INBOUND_EMAIL_SECRET;
  if (!isAskingByEmailOn() || !secret) {
    throw new DomainError('not_found', 'Asking by email is off on this deploy.', 'Set EMAIL_PROVIDER=smtp, INBOUND_EMAIL_DOMAIN and INBOUND_EMAIL_SECRET to turn it on.');
  }
  const tooLarge = () => new DomainError('payload_too_large', 'The email is larger than 256 KiB.', 'Send the plain-text part only.', { limit_bytes: MAX_LARGE_JSON_BODY_BYTES });
  const rawBody = bodyText(await readBody(req, MAX_LARGE_JSON_BODY_BYTES, tooLarge));
  if (!isSignedBy(secret, req.headers.get(SIGNATURE_HEADER), rawBody, now)) {
    throw new DomainError(
      'invalid_webhook_signature',
      'The Spotcheck-Signature header is missing, malformed, too old or does not match the body.',
      `Send Spotcheck-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with INBOUND_EMAIL_SECRET>, within ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes of now.`,
    );
  }
  const json = parseJsonBody(rawBody);
  const parsed = inboundEmailSchema.safeParse(json);
  if (!parsed.success) {
    const body = invalidInputBody(parsed.error.issues, json);
    throw new DomainError('invalid_input', body.message, body.fix, { fields: body.fields });
  }
  const sender = bareAddress(parsed.data.from);
  if (!z.email().safeParse(sender).success) {
    throw new DomainError('invalid_input', `from: ${JSON.stringify(parsed.data.from)} holds no email address to reply to.`, 'Send the sender as "Name <address>" or a bare address.');
  }
  if (isOwnAddress(sender)) {
    // A reply of ours that came back (or a forged sender): answering it could start a mail loop.
    throw new DomainError('invalid_input', `Mail from Spotcheck's own address ${sender} is never an ask.`, 'Send the ask from your own address.');
  }
  return parsed.data;
}

/** The ask_check the email makes, through the same procedure as REST (rules, limits, rate limit), or why it was refused. */
async function askByEmail(req: Request, agent: EdgeAgent, email: InboundEmail): Promise<{ taskId: string } | { refusal: ErrorBody }> {
  const fields = { ...askFieldsFromEmail(email.subject, email.text), idempotency_key: idempotencyKeyFor(email.message_id) };
  try {
    return { taskId: (await createCaller(createContextFromRequest(req, { agent })).tasks.askCheck(fields as never)).task_id };
  } catch (error) {
    const refusal = toErrorBody(error, fields);
    if (refusal.error === 'internal_error') throw error;
    return { refusal };
  }
}

/** Message-IDs can be longer than an idempotency_key may be: the key is their hash. */
function idempotencyKeyFor(messageId: string): string {
  return `email-${createHash('sha256').update(messageId).digest('hex')}`;
}

function received(outcome: 'asked' | 'refused' | 'already_received', ask: EmailAskToAnswer | null) {
  const refusal = ask?.refusal as ErrorBody | null | undefined;
  return { outcome, task_id: ask?.taskId ?? null, error: refusal?.error ?? null };
}

/** `t=<unix seconds>,v1=<hex>`: the HMAC must match and t must be within the tolerance. Compared in constant time. */
function isSignedBy(secret: string, header: string | null, rawBody: string, now: Date): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = signatureFor(secret, timestamp, rawBody);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The HMAC a relay sends (exported for relays written in TypeScript, and for tests). */
function signatureFor(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

/** "Ann <ann@example.com>" → ann@example.com */
function bareAddress(from: string): string {
  return (/<([^<>]+)>/.exec(from)?.[1] ?? from).trim();
}

function isOwnAddress(address: string): boolean {
  const { INBOUND_EMAIL_DOMAIN, EMAIL_FROM } = env();
  const lower = address.toLowerCase();
  return lower.endsWith(`@${INBOUND_EMAIL_DOMAIN?.toLowerCase()}`) || lower === bareAddress(EMAIL_FROM ?? '').toLowerCase();
}
