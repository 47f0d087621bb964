import type { Tx } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { env } from '@/env.ts';

const HOUR_MS = 3_600_000;

type Candidate = { id: string; phone: string; name: string };

/**
 * Which nearby workers an ask may text, so that no caller can turn texting
 * into harassment or a bill: a worker is not texted about the same place
 * again within the cool-down, nor more than TEXTS_PER_WORKER_PER_HOUR times;
 * one key sends at most TEXTS_PER_KEY_PER_HOUR texts (TEXTS_NEW_KEY_FIRST_HOUR
 * in its first hour). Counted from task_offers (one per text) in the ask's
 * transaction, with the workers' rows locked, so concurrent asks on any
 * process cannot overshoot. When workers are near but none may be texted,
 * the ask is refused (`rate_limited`, nothing charged) with the wait.
 */
export async function workersToText(tx: Tx, ask: { agentId: string; placeLabel: string }, workers: Candidate[], now: Date): Promise<Candidate[]> {
  if (workers.length === 0) return [];
  const limits = env();
  const ids = workers.map((worker) => worker.id);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await tx.$queryRaw`SELECT id FROM workers WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  const perWorker = await tx.$queryRaw<{ worker_id: string; texts: number; oldest: Date; last_here: Date | null }[]>`
    SELECT o.worker_id, count(*)::int AS texts, min(o.created_at) AS oldest,
           max(o.created_at) FILTER (WHERE t.place_label = ${ask.placeLabel}) AS last_here
    FROM task_offers o JOIN tasks t ON t.id = o.task_id
    WHERE o.worker_id = ANY(${ids}::uuid[]) AND o.created_at > ${hourAgo}
    GROUP BY o.worker_id`;
  const [agent] = await tx.$queryRaw<{ created_at: Date; texts: number; oldest: Date | null }[]>`
    SELECT a.created_at,
           (SELECT count(*)::int FROM task_offers o JOIN tasks t ON t.id = o.task_id WHERE t.agent_id = a.id AND o.created_at > ${hourAgo}) AS texts,
           (SELECT min(o.created_at) FROM task_offers o JOIN tasks t ON t.id = o.task_id WHERE t.agent_id = a.id AND o.created_at > ${hourAgo}) AS oldest
    FROM agents a WHERE a.id = ${ask.agentId}::uuid`;
  if (!agent) return [];

  const cooldownMs = limits.TEXT_COOLDOWN_MINUTES * 60_000;
  const waits: number[] = [];
  const allowed = workers.filter((worker) => {
    const sent = perWorker.find((row) => row.worker_id === worker.id);
    if (!sent) return true;
    const coolingUntil = sent.last_here && cooldownMs > 0 ? sent.last_here.getTime() + cooldownMs : 0;
    const hourFullUntil = sent.texts >= limits.TEXTS_PER_WORKER_PER_HOUR ? sent.oldest.getTime() + HOUR_MS : 0;
    const until = Math.max(coolingUntil, hourFullUntil);
    if (until <= now.getTime()) return true;
    waits.push(until - now.getTime());
    return false;
  });

  const isNewKey = now.getTime() - agent.created_at.getTime() < HOUR_MS;
  const keyBudget = isNewKey ? limits.TEXTS_NEW_KEY_FIRST_HOUR : limits.TEXTS_PER_KEY_PER_HOUR;
  const remaining = Math.max(0, keyBudget - agent.texts);
  if (remaining === 0 && allowed.length > 0) {
    const keyWaitMs = Math.max(1000, (agent.oldest ? agent.oldest.getTime() + HOUR_MS : now.getTime()) - now.getTime());
    // A new key may also simply wait for the end of its first hour.
    const untilGrownUp = isNewKey ? agent.created_at.getTime() + HOUR_MS - now.getTime() : Infinity;
    const retry = Math.ceil(Math.min(keyWaitMs, untilGrownUp) / 1000);
    throw refusal(
      `This API key has used its texting budget: ${keyBudget} texts to workers per hour${isNewKey ? ' in its first hour' : ''}.`,
      retry,
      { texts_per_hour: keyBudget },
    );
  }
  if (allowed.length === 0) {
    throw refusal(
      `Every worker near ${ask.placeLabel} was texted too recently (about this place within ${limits.TEXT_COOLDOWN_MINUTES} minutes, or ${limits.TEXTS_PER_WORKER_PER_HOUR} texts in the last hour).`,
      Math.ceil(Math.min(...waits) / 1000),
      { workers_nearby: workers.length },
    );
  }
  return allowed.slice(0, remaining);
}

function refusal(message: string, retryAfterSeconds: number, context: Record<string, unknown>): DomainError {
  return new DomainError('rate_limited', message, `Nothing was charged. Wait ${retryAfterSeconds} s, then ask again (the same idempotency_key is fine: a refused ask records nothing).`, {
    retry_after_s: retryAfterSeconds,
    limit_kind: 'texts',
    ...context,
  });
}
