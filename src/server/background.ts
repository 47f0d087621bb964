import { forgetOldSignupResponses } from '@/domain/agents/signup.ts';
import { pruneRateLimitBuckets } from '@/domain/limits/rate-limit.ts';
import { finishInterruptedPayouts, runWeeklyPayouts } from '@/domain/payouts/payouts.ts';
import { pruneSignInRecords } from '@/domain/workers/sign-in.ts';
import { deliverSoon } from '@/domain/outbox/outbox.ts';
import { expireOverdueTasks } from '@/domain/tasks/settle.ts';
import { finishInterruptedVerifications } from '@/domain/verification/pipeline.ts';
import { queueDueEmailReplies } from './email-replies.ts';

const SWEEP_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Durable expiry and verification: every process sweeps once a second for
 * open tasks past their deadline, for answers whose verification or payout
 * was interrupted, for email replies now due (asks by email), for worker
 * payouts written but not yet sent to the payouts provider, and delivers
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
      await finishInterruptedPayouts(new Date());
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
  const prune = () => Promise.all([pruneRateLimitBuckets(new Date()), pruneSignInRecords(new Date()), forgetOldSignupResponses(new Date())]);
  const pruner = setInterval(() => void prune().catch(() => undefined), PRUNE_EVERY_MS);
  // The weekly payout run: each worker's turn comes 7 days after their last payout; checking every 10 minutes is plenty.
  const weekly = setInterval(() => void runWeeklyPayouts(new Date()).catch((error: unknown) => console.error('[background] weekly payouts failed', error)), PRUNE_EVERY_MS);
  weekly.unref();
  sweeper.unref();
  pruner.unref();
  void sweep();
  // Stopping waits for a sweep under way, so it never loses its database connection halfway.
  return async () => {
    clearInterval(sweeper);
    clearInterval(pruner);
    clearInterval(weekly);
    await running;
  };
}
