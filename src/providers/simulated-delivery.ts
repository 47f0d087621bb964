import { setTimeout as delay } from 'node:timers/promises';
import { db } from '@/db/client.ts';
import { env } from '@/env.ts';
import type { AcceptedQuery } from './delivery-lookup.ts';

/**
 * What a simulated provider does instead of sending. It prints the message on
 * the server's console (on a simulated deploy this is where a worker's or
 * owner's private link can be read; staff see it masked) and records that it
 * accepted it in `simulated_deliveries`, the record a live provider keeps on
 * its side. That table plays the provider's servers: it is written in a
 * statement of its own before `send` returns, never inside the outbox's
 * transaction, so it survives a `kill -9` of the process that sent, as a
 * provider's record does, and every server process sees it (the database is
 * the one store they all share; a file in one process's data folder is not).
 * No private link is stored: only channel, recipient and key.
 */
export async function recordSimulatedDelivery(channel: 'sms' | 'email', to: string, text: string, idempotencyKey: string | undefined): Promise<{ providerMessageId: string }> {
  console.log(`[simulated ${channel}] to ${to}:\n${text}\n`);
  const row = await db().simulatedDelivery.create({ data: { channel, recipient: to, idempotencyKey: idempotencyKey ?? null }, select: { id: true } });
  // Taken, and the answer still on its way: a crash now leaves the outcome unknown to the outbox.
  if (env().SIMULATED_DELIVERY_DELAY_MS > 0) await delay(env().SIMULATED_DELIVERY_DELAY_MS);
  return { providerMessageId: `simulated-${row.id}` };
}

/** The simulated providers' answer to "did you accept this?": the first delivery recorded under its key, if any. */
export async function findSimulatedDelivery(channel: 'sms' | 'email', { idempotencyKey, to }: AcceptedQuery): Promise<string | null> {
  const row = await db().simulatedDelivery.findFirst({ where: { channel, idempotencyKey, recipient: to }, orderBy: { id: 'asc' }, select: { id: true } });
  return row ? `simulated-${row.id}` : null;
}
