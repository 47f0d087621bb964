import { appendFileSync } from 'node:fs';

/**
 * What a simulated provider does instead of sending: print the message on the
 * server's console (on a simulated deploy this is where a worker's or owner's
 * private link can be read; staff see it masked) and, when
 * SIMULATED_DELIVERY_LOG names a file, append one JSON line per delivery
 * synchronously, so a test can count deliveries across a `kill -9`.
 */
export function recordSimulatedDelivery(channel: 'sms' | 'email', to: string, text: string, idempotencyKey: string | undefined): void {
  console.log(`[simulated ${channel}] to ${to}:\n${text}\n`);
  const file = process.env.SIMULATED_DELIVERY_LOG;
  if (file) appendFileSync(file, `${JSON.stringify({ channel, to, key: idempotencyKey ?? null })}\n`);
}
