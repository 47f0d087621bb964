import { randomUUID } from 'node:crypto';
import type { Tx } from '@/db/transaction.ts';
import { hashSecret } from '@/domain/agents/credentials.ts';
import { formatUsd } from '@/domain/money/usd.ts';
import { enqueueText, SECRET_LINK } from '@/domain/outbox/outbox.ts';
import { publicBaseUrl } from '@/env.ts';
import type { Coverage } from './coverage.ts';
import { offerLinkToken } from './offer-links.ts';

/**
 * Records one private link per worker to text and queues the text, in the
 * ask's transaction: a rolled-back ask texts nobody, a committed one texts
 * everyone however the process ends (the outbox sends it).
 */
export async function createOffers(
  tx: Tx,
  task: { id: string; placeLabel: string; question: string; bountyCents: number; deadlineAt: Date },
  workers: Coverage['workers'],
  now: Date,
): Promise<void> {
  for (const worker of workers) {
    const id = randomUUID();
    const token = offerLinkToken(id);
    await tx.taskOffer.create({ data: { id, taskId: task.id, workerId: worker.id, tokenHash: hashSecret(token), createdAt: now }, select: { id: true } });
    const question = task.question.length > 120 ? `${task.question.slice(0, 117)}...` : task.question;
    await enqueueText(tx, {
      phone: worker.phone,
      taskId: task.id,
      body: `Spotcheck: earn $${formatUsd(task.bountyCents)} at ${task.placeLabel}: "${question}" First to claim gets it, by ${task.deadlineAt.toISOString().slice(11, 16)} UTC: ${SECRET_LINK}`,
      secretLink: `${publicBaseUrl()}/w/${token}`,
    });
  }
}
