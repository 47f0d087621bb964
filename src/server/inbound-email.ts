import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isAskingByEmailOn } from '@/providers/email/index.ts';
import { askFieldsFromEmail } from './inbound-email-format.ts';
import { findAgentByEmailAddress, findEmailAsk, recordEmailAsk, type EmailAskToAnswer } from '@/domain/email/email-asks.ts';
import { DomainError, type ErrorBody } from '@/domain/errors.ts';
import { consumeAgentRateLimit } from '@/domain/limits/rate-limit.ts';
import { askCheck } from '@/domain/tasks/ask-check.ts';
import { env } from '@/env.ts';
import { askInputSchema } from '@/schemas/tasks.ts';
import { replyToEmailAsk } from './email-replies.ts';
import { invalidInputBody } from './errors.ts';
import { jsonError } from './rest.ts';

const SIGNATURE_HEADER = 'spotcheck-signature';
/** A signed call older (or newer) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 256 * 1024;

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
  const email = await readSignedEmail(req, now);
  if (email instanceof Response) return email;
  const replyTo = bareAddress(email.from);
  try {
    const agent = await findAgentByEmailAddress(email.to);
    const earlier = await findEmailAsk(agent.id, email.message_id);
    if (earlier) return received('already_received', earlier);
    const outcome = await askByEmail(agent.id, email, now);
    const recorded = await recordEmailAsk({ agentId: agent.id, messageId: email.message_id, replyTo, subject: email.subject, ...outcome });
    // Null: a concurrent delivery of the same email recorded it first and replies.
    if (!recorded) return received('already_received', await findEmailAsk(agent.id, email.message_id));
    await replyToEmailAsk(recorded, now);
    return received(recorded.taskId ? 'asked' : 'refused', recorded);
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.toBody());
    console.error('[inbound-email]', error);
    // Nothing was recorded: the relay's retry asks again, and the idempotency key keeps it to one task.
    return jsonError({ error: 'internal_error', message: 'Something failed on our side.', fix: 'Deliver the same email again; it will not be charged twice.' });
  }
}

/** The email in a webhook call, or the refusal when asking by email is off, the signature fails or the body is not an email we can answer. */
async function readSignedEmail(req: Request, now: Date): Promise<InboundEmail | Response> {
  const secret = env().INBOUND_EMAIL_SECRET;
  if (!isAskingByEmailOn() || !secret) {
    return jsonError({
      error: 'not_found',
      message: 'Asking by email is off on this deploy.',
      fix: 'Set EMAIL_PROVIDER=smtp, INBOUND_EMAIL_DOMAIN and INBOUND_EMAIL_SECRET to turn it on.',
    });
  }
  const tooLarge = () => jsonError({ error: 'payload_too_large', message: 'The email is larger than 256 KiB.', fix: 'Send the plain-text part only.' });
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const rawBody = await req.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return tooLarge();
  if (!isSignedBy(secret, req.headers.get(SIGNATURE_HEADER), rawBody, now)) {
    return jsonError({
      error: 'invalid_webhook_signature',
      message: 'The Spotcheck-Signature header is missing, malformed, too old or does not match the body.',
      fix: `Send Spotcheck-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with INBOUND_EMAIL_SECRET>, within ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes of now.`,
    });
  }
  const json = parseJson(rawBody);
  const parsed = inboundEmailSchema.safeParse(json);
  if (!parsed.success) return jsonError(invalidInputBody(parsed.error.issues, json));
  const sender = bareAddress(parsed.data.from);
  if (!z.email().safeParse(sender).success) {
    return jsonError({ error: 'invalid_input', message: `from: ${JSON.stringify(parsed.data.from)} holds no email address to reply to.`, fix: 'Send the sender as "Name <address>" or a bare address.' });
  }
  if (isOwnAddress(sender)) {
    // A reply of ours that came back (or a forged sender): answering it could start a mail loop.
    return jsonError({ error: 'invalid_input', message: `Mail from Spotcheck's own address ${sender} is never an ask.`, fix: 'Send the ask from your own address.' });
  }
  return parsed.data;
}

/** The ask_check the email makes, or why it was refused (rate limits and every ask rule apply, as over REST). */
async function askByEmail(agentId: string, email: InboundEmail, now: Date): Promise<{ taskId: string } | { refusal: ErrorBody }> {
  const fields = { ...askFieldsFromEmail(email.subject, email.text), idempotency_key: idempotencyKeyFor(email.message_id) };
  try {
    await consumeAgentRateLimit(agentId, now);
    const input = askInputSchema.safeParse(fields);
    if (!input.success) return { refusal: invalidInputBody(input.error.issues, fields) };
    return { taskId: (await askCheck(agentId, input.data, now)).id };
  } catch (error) {
    if (error instanceof DomainError) return { refusal: error.toBody() };
    throw error;
  }
}

/** Message-IDs can be longer than an idempotency_key may be: the key is their hash. */
function idempotencyKeyFor(messageId: string): string {
  return `email-${createHash('sha256').update(messageId).digest('hex')}`;
}

function received(outcome: 'asked' | 'refused' | 'already_received', ask: EmailAskToAnswer | null): Response {
  const refusal = ask?.refusal as ErrorBody | null | undefined;
  return Response.json({ outcome, task_id: ask?.taskId ?? null, error: refusal?.error ?? null });
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
