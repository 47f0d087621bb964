import { db } from '@/db/client.ts';
import { openSecret, sealSecret } from '@/db/secret-box.ts';
import { inTransaction, isUniqueViolation, type Tx } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { consumeRateLimit } from '@/domain/limits/rate-limit.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { TEST_MODE_SIGNUP_GRANT_CENTS } from '@/domain/money/usd.ts';
import { deliverSoon, enqueueEmail, SECRET_LINK } from '@/domain/outbox/outbox.ts';
import { env, isTestMode } from '@/env.ts';
import { isEmailLive } from '@/providers/email/index.ts';
import { createApiKey, createEmailToken, createLinkToken, hashSecret } from './credentials.ts';
import { controlUrlFor, emailAddressFor, topUpUrlFor } from './links.ts';

export type SignupResult = {
  agentId: string;
  apiKey: string;
  balanceCents: number;
  topUpUrl: string;
  emailAddress: string | null;
};

export type SignupRequest = { name: string; ownerEmail?: string | undefined; idempotencyKey?: string | undefined };

/** How long a signup's response (with its API key) can be fetched again with its idempotency key. */
export const SIGNUP_REPLAY_HOURS = 24;

/**
 * Creates an agent with its API key and, in test mode, the 20 USD test
 * balance. With an owner email, the owner's control-link email is queued in
 * the same transaction (the agent never sees the link). With an
 * idempotency key, a retry returns the first response, API key included: it
 * is kept for 24 hours encrypted under a key derived from the server secret
 * and the idempotency key itself, which is stored only hashed.
 */
export async function signUpAgent(input: SignupRequest, now: Date): Promise<SignupResult> {
  const keyHash = input.idempotencyKey ? hashSecret(`signup:${input.idempotencyKey}`) : null;
  if (input.idempotencyKey && keyHash) {
    const earlier = await db().agent.findUnique({ where: { signupKeyHash: keyHash } });
    if (earlier) return replaySignup(earlier, { ...input, idempotencyKey: input.idempotencyKey });
  }
  if (input.ownerEmail) await consumeControlEmailBudget(input.ownerEmail, now);

  const { apiKey, apiKeyHash } = createApiKey();
  const controlToken = input.ownerEmail ? createLinkToken() : null;
  const emailToken = isEmailLive() ? createEmailToken() : null;
  const grantCents = isTestMode() ? TEST_MODE_SIGNUP_GRANT_CENTS : 0;
  try {
    const agent = await inTransaction(async (tx) => {
      const created = await tx.agent.create({
        data: {
          name: input.name,
          ownerEmail: input.ownerEmail ?? null,
          apiKeyHash,
          controlTokenHash: controlToken ? hashSecret(controlToken) : null,
          emailToken,
          signupKeyHash: keyHash,
          signupResponseSealed: input.idempotencyKey ? sealSecret(JSON.stringify({ apiKey }), replayPurpose(input.idempotencyKey)) : null,
          createdAt: now,
        },
        select: { id: true },
      });
      if (grantCents > 0) {
        await transfer(tx, { kind: 'signup_grant', from: 'external', to: 'agent_balance', amountCents: grantCents, agentId: created.id });
      }
      if (input.ownerEmail && controlToken) await queueControlLink(tx, input.ownerEmail, input.name, controlToken);
      return created;
    });
    deliverSoon();
    return { agentId: agent.id, apiKey, balanceCents: grantCents, topUpUrl: topUpUrlFor(agent.id), emailAddress: emailAddressFor(emailToken) };
  } catch (error) {
    // A twin request with the same key committed first: answer as it did.
    if (!input.idempotencyKey || !keyHash || !isUniqueViolation(error)) throw error;
    const twin = await db().agent.findUniqueOrThrow({ where: { signupKeyHash: keyHash } });
    return replaySignup(twin, { ...input, idempotencyKey: input.idempotencyKey });
  }
}

/**
 * Control-link emails per recipient address per hour, through signup and
 * owner claims alike: neither can be used to flood someone's inbox.
 */
export async function consumeControlEmailBudget(ownerEmail: string, now: Date): Promise<void> {
  const rule = { limit: env().OWNER_EMAIL_LIMIT_PER_HOUR, windowSeconds: 3600, what: 'control-link emails to this owner_email', retry: 'send the same request again' };
  await consumeRateLimit(`control-email:${ownerEmail.toLowerCase()}`, rule, now);
}

const replayPurpose = (idempotencyKey: string) => `signup-response:${idempotencyKey}`;

type StoredSignup = { id: string; name: string; ownerEmail: string | null; emailToken: string | null; signupResponseSealed: string | null };

function replaySignup(agent: StoredSignup, input: SignupRequest & { idempotencyKey: string }): SignupResult {
  const differing = [
    ...(agent.name === input.name ? [] : ['name']),
    ...((agent.ownerEmail ?? undefined) === input.ownerEmail ? [] : ['owner_email']),
  ];
  const sealed = agent.signupResponseSealed ? openSecret(agent.signupResponseSealed, replayPurpose(input.idempotencyKey)) : null;
  if (differing.length > 0 || sealed === null) {
    throw new DomainError(
      'idempotency_key_reused',
      differing.length > 0
        ? `idempotency_key was already used for a signup with a different ${differing.join(' and ')}.`
        : `idempotency_key was used for a signup more than ${SIGNUP_REPLAY_HOURS} hours ago; its api_key is no longer kept.`,
      differing.length > 0
        ? 'To get that signup again, retry with exactly its name and owner_email. To sign up another agent, use a new idempotency_key.'
        : 'Use the api_key that signup returned, or sign up again with a new idempotency_key.',
      { differing_fields: differing },
    );
  }
  const { apiKey } = JSON.parse(sealed) as { apiKey: string };
  return {
    agentId: agent.id,
    apiKey,
    balanceCents: isTestMode() ? TEST_MODE_SIGNUP_GRANT_CENTS : 0,
    topUpUrl: topUpUrlFor(agent.id),
    emailAddress: emailAddressFor(agent.emailToken),
  };
}

/** Forgets signup responses older than the replay window (run by the background pruner). */
export async function forgetOldSignupResponses(now: Date): Promise<void> {
  await db().agent.updateMany({
    where: { signupResponseSealed: { not: null }, createdAt: { lt: new Date(now.getTime() - SIGNUP_REPLAY_HOURS * 3_600_000) } },
    data: { signupResponseSealed: null },
  });
}

/** Queues the owner's email with the private control link (also when the owner rotates the link), in the caller's transaction. */
export async function queueControlLink(tx: Tx, ownerEmail: string, agentName: string, controlToken: string): Promise<void> {
  await enqueueEmail(tx, {
    to: ownerEmail,
    subject: `Spotcheck: control link for your agent "${agentName}"`,
    text: [
      `Your AI agent "${agentName}" signed up to Spotcheck, which pays nearby people a few dollars to check public places for it.`,
      '',
      `This private link lets you see its balance and tasks, set its spend limits, add funds, and rotate or revoke its API key:`,
      SECRET_LINK,
      '',
      'Keep it to yourself: anyone with the link controls the agent\'s spending. Your agent never sees it.',
    ].join('\n'),
    secretLink: controlUrlFor(controlToken),
  });
}
