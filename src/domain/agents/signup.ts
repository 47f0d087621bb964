import { inTransaction } from '@/db/transaction.ts';
import { sendEmail } from '@/domain/email/send-email.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { TEST_MODE_SIGNUP_GRANT_CENTS } from '@/domain/money/usd.ts';
import { isTestMode } from '@/env.ts';
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

/**
 * Creates an agent with its API key and, in test mode, the 20 USD test
 * balance. With an owner email, the owner gets a private control link by
 * email (the outbox on a simulated deploy); the agent never sees it.
 */
export async function signUpAgent(input: { name: string; ownerEmail?: string | undefined }, now: Date): Promise<SignupResult> {
  const { apiKey, apiKeyHash } = createApiKey();
  const topUpToken = createLinkToken();
  const controlToken = input.ownerEmail ? createLinkToken() : null;
  const emailToken = isEmailLive() ? createEmailToken() : null;
  const grantCents = isTestMode() ? TEST_MODE_SIGNUP_GRANT_CENTS : 0;
  const agent = await inTransaction(async (tx) => {
    const created = await tx.agent.create({
      data: {
        name: input.name,
        ownerEmail: input.ownerEmail ?? null,
        apiKeyHash,
        topUpToken,
        controlTokenHash: controlToken ? hashSecret(controlToken) : null,
        emailToken,
        createdAt: now,
      },
      select: { id: true },
    });
    if (grantCents > 0) {
      await transfer(tx, { kind: 'signup_grant', from: 'external', to: 'agent_balance', amountCents: grantCents, agentId: created.id });
    }
    return created;
  });
  if (input.ownerEmail && controlToken) await sendControlLink(input.ownerEmail, input.name, controlToken);
  return { agentId: agent.id, apiKey, balanceCents: grantCents, topUpUrl: topUpUrlFor(topUpToken), emailAddress: emailAddressFor(emailToken) };
}

/** The owner's email with the private control link (also sent again when the owner rotates the link). */
export async function sendControlLink(ownerEmail: string, agentName: string, controlToken: string): Promise<void> {
  await sendEmail({
    to: ownerEmail,
    subject: `Spotcheck: control link for your agent "${agentName}"`,
    text: [
      `Your AI agent "${agentName}" signed up to Spotcheck, which pays nearby people a few dollars to check public places for it.`,
      '',
      `This private link lets you see its balance and tasks, set its spend limits, add funds, and rotate or revoke its API key:`,
      controlUrlFor(controlToken),
      '',
      'Keep it to yourself: anyone with the link controls the agent\'s spending. Your agent never sees it.',
    ].join('\n'),
  });
}
