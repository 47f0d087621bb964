import { randomUUID } from 'node:crypto';
import { db } from '@/db/client.ts';
import type { PaymentStatus } from '@/db/generated/enums.ts';
import { inTransaction, isUniqueViolation, type Tx } from '@/db/transaction.ts';
import { agentIdOfTopUpToken, topUpUrlFor } from '@/domain/agents/links.ts';
import { DomainError } from '@/domain/errors.ts';
import { paymentsProvider, paymentsProviderInfo } from '@/providers/payments/index.ts';
import type { PaidCheckout } from '@/providers/payments/types.ts';
import { transfer } from './ledger.ts';

const RECENT_PAYMENTS = 10;

type TopUpAgent = { id: string; name: string };

/** What an unknown top-up link is told (the page answers 404 with it). */
export const UNKNOWN_TOP_UP_LINK = {
  message: 'This top-up link is not valid.',
  fix: "Open the top_up_url your agent gave you (get_balance returns it), or the 'Add funds' link on your control page.",
};

/** The agent a top-up link adds funds to, or `unauthorized` for an unknown link. */
async function findTopUpAgent(topUpToken: string): Promise<TopUpAgent> {
  const agentId = agentIdOfTopUpToken(topUpToken);
  const agent = agentId ? await db().agent.findUnique({ where: { id: agentId }, select: { id: true, name: true } }) : null;
  if (!agent) {
    throw new DomainError('unauthorized', UNKNOWN_TOP_UP_LINK.message, UNKNOWN_TOP_UP_LINK.fix);
  }
  return agent;
}

export type TopUpPage = {
  agentName: string;
  balanceCents: number;
  escrowCents: number;
  isLive: boolean;
  payments: { amountCents: number; status: PaymentStatus; createdAt: Date }[];
  /** The credited payment the page was asked to confirm (a form posted without JavaScript lands here), if it is this agent's. */
  credited: { amountCents: number; balanceAfterCents: number } | null;
};

export async function readTopUpPage(topUpToken: string, creditedPaymentId?: string): Promise<TopUpPage> {
  const { id } = await findTopUpAgent(topUpToken);
  const credited =
    creditedPaymentId
      ? await db().payment.findFirst({ where: { id: creditedPaymentId, agentId: id, status: 'credited' }, select: { amountCents: true, balanceAfterCents: true } })
      : null;
  const agent = await db().agent.findUniqueOrThrow({
    where: { id },
    select: {
      name: true,
      balanceCents: true,
      escrowCents: true,
      payments: { orderBy: { createdAt: 'desc' }, take: RECENT_PAYMENTS, select: { amountCents: true, status: true, createdAt: true } },
    },
  });
  return {
    agentName: agent.name,
    balanceCents: agent.balanceCents,
    escrowCents: agent.escrowCents,
    isLive: paymentsProviderInfo().isLive,
    payments: agent.payments,
    credited: credited?.balanceAfterCents == null ? null : { amountCents: credited.amountCents, balanceAfterCents: credited.balanceAfterCents },
  };
}

/** `balanceCents` is the balance right after this credit, the same however often the submission is retried. */
export type TopUpOutcome = { kind: 'credited'; paymentId: string; amountCents: number; balanceCents: number } | { kind: 'redirect'; url: string };

/**
 * Starts a top-up. Simulated: test funds are credited at once, once per
 * submission key (a double submit finds the first payment). Live: a pending
 * payment is recorded and the owner is sent to the provider's checkout; the
 * provider's paid event credits it (creditPaidCheckout).
 */
export async function startTopUp(topUpToken: string, request: { amountCents: number; submissionKey: string }, now: Date): Promise<TopUpOutcome> {
  const agent = await findTopUpAgent(topUpToken);
  const provider = paymentsProvider();
  const paymentId = randomUUID();
  const checkout = await provider.startCheckout({
    paymentId,
    agentId: agent.id,
    agentName: agent.name,
    amountCents: request.amountCents,
    returnUrl: topUpUrlFor(agent.id),
    submissionKey: request.submissionKey,
  });
  const payment = { id: paymentId, agentId: agent.id, provider: provider.name, providerRef: checkout.providerRef, amountCents: request.amountCents, createdAt: now };
  if (checkout.kind === 'redirect') {
    await db().payment.create({ data: { ...payment, status: 'pending' }, select: { id: true } });
    return { kind: 'redirect', url: checkout.url };
  }
  try {
    await inTransaction(async (tx) => {
      await tx.payment.create({ data: { ...payment, status: 'credited', creditedAt: now }, select: { id: true } });
      await creditBalance(tx, payment);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // the same submission again: the first one credited it
  }
  const credited = await db().payment.findFirstOrThrow({
    where: { providerRef: checkout.providerRef, agentId: agent.id },
    select: { id: true, amountCents: true, balanceAfterCents: true, agent: { select: { balanceCents: true } } },
  });
  // Payments credited before balance_after_cents existed answer with today's balance.
  return { kind: 'credited', paymentId: credited.id, amountCents: credited.amountCents, balanceCents: credited.balanceAfterCents ?? credited.agent.balanceCents };
}

export type CreditOutcome = 'credited' | 'already_credited' | 'unknown_payment' | 'amount_mismatch';

/**
 * Credits a payment the provider reports as paid, exactly once: the
 * pending → credited update is conditional, so of any number of concurrent
 * or replayed deliveries only one moves money (and ledger_entries.payment_id
 * is unique besides). The amount credited is our own record's, after
 * checking the provider charged exactly that.
 */
export async function creditPaidCheckout(paid: PaidCheckout, now: Date): Promise<CreditOutcome> {
  const payment = await db().payment.findUnique({ where: { providerRef: paid.providerRef } });
  if (!payment || (paid.paymentId !== null && paid.paymentId !== payment.id)) return 'unknown_payment';
  if (paid.currency !== 'usd' || paid.amountCents !== payment.amountCents) {
    console.error(`[payments] ${paid.providerRef}: charged ${paid.amountCents} ${paid.currency}, expected ${payment.amountCents} usd; not credited`);
    return 'amount_mismatch';
  }
  return inTransaction(async (tx) => {
    const claimed = await tx.payment.updateMany({ where: { id: payment.id, status: 'pending' }, data: { status: 'credited', creditedAt: now } });
    if (claimed.count === 0) return 'already_credited';
    await creditBalance(tx, payment);
    return 'credited';
  });
}

/** A checkout that ended unpaid (expired, or its delayed payment failed): its pending payment is marked failed, once. */
export async function failUnpaidCheckout(providerRef: string): Promise<'failed' | 'not_pending'> {
  const failed = await db().payment.updateMany({ where: { providerRef, status: 'pending' }, data: { status: 'failed' } });
  return failed.count === 1 ? 'failed' : 'not_pending';
}

async function creditBalance(tx: Tx, payment: { id: string; agentId: string; amountCents: number }): Promise<void> {
  await transfer(tx, { kind: 'top_up', from: 'external', to: 'agent_balance', amountCents: payment.amountCents, agentId: payment.agentId, paymentId: payment.id });
  const { balanceCents } = await tx.agent.findUniqueOrThrow({ where: { id: payment.agentId }, select: { balanceCents: true } });
  await tx.payment.update({ where: { id: payment.id }, data: { balanceAfterCents: balanceCents }, select: { id: true } });
}
