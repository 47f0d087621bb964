import { randomUUID } from 'node:crypto';
import { db } from '@/db/client.ts';
import type { Tx } from '@/db/transaction.ts';
import { hashSecret } from '@/domain/agents/credentials.ts';
import { formatUsd } from '@/domain/money/usd.ts';
import { publicBaseUrl } from '@/env.ts';
import { smsProvider } from '@/providers/sms/index.ts';
import type { Coverage } from './coverage.ts';
import { offerLinkToken } from './offer-links.ts';

/** A text to a worker: a task offer, or a sign-in code (no task). */
export type PendingText = { phone: string; body: string; taskId: string | null };

/**
 * Records one private link per nearby worker in the ask's transaction and
 * returns the texts to send once it commits (a rolled-back ask texts nobody).
 */
export async function createOffers(
  tx: Tx,
  task: { id: string; placeLabel: string; question: string; bountyCents: number; deadlineAt: Date },
  workers: Coverage['workers'],
): Promise<PendingText[]> {
  const texts: PendingText[] = [];
  for (const worker of workers) {
    const id = randomUUID();
    const token = offerLinkToken(id);
    await tx.taskOffer.create({ data: { id, taskId: task.id, workerId: worker.id, tokenHash: hashSecret(token) } });
    const question = task.question.length > 120 ? `${task.question.slice(0, 117)}...` : task.question;
    texts.push({
      phone: worker.phone,
      taskId: task.id,
      body: `Spotcheck: earn $${formatUsd(task.bountyCents)} at ${task.placeLabel}: "${question}" First to claim gets it, by ${task.deadlineAt.toISOString().slice(11, 16)} UTC: ${publicBaseUrl()}/w/${token}`,
    });
  }
  return texts;
}

/** Sends texts through the texting provider and keeps each in the outbox. A failed text is logged, not retried. */
export async function sendTexts(texts: PendingText[]): Promise<void> {
  const provider = smsProvider();
  await Promise.all(
    texts.map(async (text) => {
      try {
        const { providerMessageId } = await provider.send(text.phone, text.body);
        await db().outboxMessage.create({
          data: { channel: 'sms', recipient: text.phone, body: text.body, provider: provider.name, providerMessageId, taskId: text.taskId },
        });
      } catch (error) {
        console.error(`[dispatch] text to a worker ${text.taskId ? `for task ${text.taskId}` : '(sign-in code)'} failed`, error);
      }
    }),
  );
}
