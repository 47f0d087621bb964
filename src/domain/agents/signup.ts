import { inTransaction } from '@/db/transaction.ts';
import { transfer } from '@/domain/money/ledger.ts';
import { TEST_MODE_SIGNUP_GRANT_CENTS } from '@/domain/money/usd.ts';
import { isTestMode } from '@/env.ts';
import { createApiKey, createLinkToken } from './credentials.ts';
import { topUpUrlFor } from './links.ts';

export type SignupResult = {
  agentId: string;
  apiKey: string;
  balanceCents: number;
  topUpUrl: string;
  emailAddress: string | null;
};

/** Creates an agent with its API key and, in test mode, the 20 USD test balance. */
export async function signUpAgent(input: { name: string; ownerEmail?: string | undefined }, now: Date): Promise<SignupResult> {
  const { apiKey, apiKeyHash } = createApiKey();
  const topUpToken = createLinkToken();
  const grantCents = isTestMode() ? TEST_MODE_SIGNUP_GRANT_CENTS : 0;
  const agent = await inTransaction(async (tx) => {
    const created = await tx.agent.create({
      data: { name: input.name, ownerEmail: input.ownerEmail ?? null, apiKeyHash, topUpToken, createdAt: now },
      select: { id: true },
    });
    if (grantCents > 0) {
      await transfer(tx, { kind: 'signup_grant', from: 'external', to: 'agent_balance', amountCents: grantCents, agentId: created.id });
    }
    return created;
  });
  return { agentId: agent.id, apiKey, balanceCents: grantCents, topUpUrl: topUpUrlFor(topUpToken), emailAddress: null };
}
