import type { z } from 'zod';
import type { Worker, WorkerPayout } from '@/db/generated/client.ts';
import { MIN_PAYOUT_CENTS } from '@/domain/payouts/earnings.ts';
import { centsToUsd } from '@/domain/money/usd.ts';
import { formatMinuteOfDay, isInQuietHours } from '@/domain/workers/availability.ts';
import type { WorkerHome } from '@/domain/workers/account.ts';
import { env } from '@/env.ts';
import { payoutsProviderInfo } from '@/providers/payouts/index.ts';
import type { applicantSchema, payoutSchema, workerHomeSchema, workerSummarySchema } from '@/schemas/worker-account.ts';

/** The worker pages' view of each resource: cents to USD, dates to ISO strings. */

type Out<T extends z.ZodType> = z.output<T>;

const iso = (date: Date) => date.toISOString();
const minuteOrNull = (minute: number | null) => (minute === null ? null : formatMinuteOfDay(minute));

export function toWorkerSummaryDto(worker: Worker, now: Date): Out<typeof workerSummarySchema> {
  return {
    worker_id: worker.id,
    name: worker.name,
    phone: worker.phone,
    approval: worker.approval,
    approval_note: worker.approval === 'rejected' ? worker.approvalNote : null,
    is_active: worker.isActive,
    is_available: worker.isAvailable,
    home_lat: worker.homeLat,
    home_lng: worker.homeLng,
    radius_m: worker.radiusM,
    time_zone: worker.timeZone,
    quiet_start: minuteOrNull(worker.quietStartMinute),
    quiet_end: minuteOrNull(worker.quietEndMinute),
    in_quiet_hours: isInQuietHours(worker, now),
    payouts_ready: worker.payoutsReadyAt !== null,
  };
}

export function toPayoutDto(payout: WorkerPayout): Out<typeof payoutSchema> {
  return {
    payout_id: payout.id,
    amount_usd: centsToUsd(payout.amountCents),
    status: payout.status,
    trigger: payout.trigger === 'weekly' ? 'weekly' : 'requested',
    provider: payout.provider,
    failure: payout.failure,
    created_at: iso(payout.createdAt),
  };
}

export function toWorkerHomeDto(phone: string, home: WorkerHome | null, now: Date): Out<typeof workerHomeSchema> {
  const provider = payoutsProviderInfo();
  const payoutsProvider = { name: provider.name, is_live: provider.isLive, description: provider.description, needs_account: home?.payoutsNeedAccount ?? provider.isLive };
  const earnings = home?.earnings;
  return {
    phone,
    worker: home ? toWorkerSummaryDto(home.worker, now) : null,
    offers: (home?.offers ?? []).map((offer) => ({
      task_id: offer.id,
      question: offer.question,
      place_label: offer.placeLabel,
      bounty_usd: centsToUsd(offer.bountyCents),
      deadline_at: iso(offer.deadlineAt),
      distance_from_home_m: offer.distanceFromHomeM,
      link: offer.link,
    })),
    tasks: (home?.tasks ?? []).map((task) => ({
      task_id: task.id,
      question: task.question,
      place_label: task.placeLabel,
      bounty_usd: centsToUsd(task.bountyCents),
      outcome: task.outcome,
      claimed_at: task.claimedAt ? iso(task.claimedAt) : null,
      link: task.link,
    })),
    earnings: {
      available_usd: centsToUsd(earnings?.availableCents ?? 0),
      pending_usd: centsToUsd(earnings?.pendingCents ?? 0),
      owed_usd: centsToUsd(earnings?.owedCents ?? 0),
      paid_out_usd: centsToUsd(home?.paidOutCents ?? 0),
      next_available_at: earnings?.nextAvailableAt ? iso(earnings.nextAvailableAt) : null,
      hold_hours: env().PAYOUT_HOLD_HOURS,
      min_payout_usd: centsToUsd(MIN_PAYOUT_CENTS),
    },
    payouts: (home?.payouts ?? []).map(toPayoutDto),
    payouts_provider: payoutsProvider,
  };
}

export function toApplicantDto(worker: Worker): Out<typeof applicantSchema> {
  return {
    worker_id: worker.id,
    name: worker.name,
    phone: worker.phone,
    home_lat: worker.homeLat,
    home_lng: worker.homeLng,
    radius_m: worker.radiusM,
    time_zone: worker.timeZone,
    applied_at: iso(worker.createdAt),
  };
}
