import { forgetOldSignupResponses } from '@/domain/agents/signup.ts';
import { pruneRateLimitBuckets } from '@/domain/limits/rate-limit.ts';
import { deliverSoon } from '@/domain/outbox/outbox.ts';
import { expireOverdueTasks } from '@/domain/tasks/settle.ts';
import { finishInterruptedVerifications } from '@/domain/verification/pipeline.ts';
import { queueDueEmailReplies } from './email-replies.ts';

const SWEEP_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Durable expiry and verification: every process sweeps once a second for
 * open tasks past their deadline, for answers whose verification or payout
 * was interrupted, for email replies now due (asks by email), and delivers
 * the outbox (texts and emails). The
 * deadline lives in the database, so a task whose deadline passed while every
 * server was down is expired on the next start; each refund happens once
 * however many processes sweep.
 */
export function startBackgroundWork(): () => Promise<void> {
  let running: Promise<void> | undefined;
  let isFailing = false;
  const sweepOnce = async () => {
    try {
      await expireOverdueTasks(new Date());
      await finishInterruptedVerifications(new Date());
      await queueDueEmailReplies(new Date());
      deliverSoon(); // texts and emails due, including those a killed process left leased
      if (isFailing) console.error('[background] expiry sweep works again');
      isFailing = false;
    } catch (error) {
      // Say it once per outage, not once a second.
      if (!isFailing) console.error('[background] expiry sweep failed; retrying every second', error);
      isFailing = true;
    }
  };
  const sweep = () => (running ??= sweepOnce().finally(() => (running = undefined)));
  const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  const prune = () => Promise.all([pruneRateLimitBuckets(new Date()), forgetOldSignupResponses(new Date())]);
  const pruner = setInterval(() => void prune().catch(() => undefined), PRUNE_EVERY_MS);
  sweeper.unref();
  pruner.unref();
  void sweep();
  // Stopping waits for a sweep under way, so it never loses its database connection halfway.
  return async () => {
    clearInterval(sweeper);
    clearInterval(pruner);
    await running;
  };
}
