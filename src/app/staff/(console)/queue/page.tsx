import type { z } from 'zod';
import type { reviewQueueItemSchema } from '@/schemas/staff.ts';
import { GPS_TOLERANCE_M } from '@/domain/verification/checks.ts';
import { formatPoint } from '../../../maps/format.ts';
import { MapView } from '../../../maps/map-view.tsx';
import { mapTiles, type MapTiles } from '../../../maps/tiles.ts';
import { ActionForm, SubmitButton } from '../../action-form.tsx';
import { ErrorNotice } from '../../error-notice.tsx';
import { count, formatTime, formatUsd, mapLink, ratingText } from '../../format.ts';
import { PhotoZoom } from '../../photo-zoom.tsx';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';
import { settleTaskAction } from '@/server/edge/pages/staff-actions.ts';
import { QueueFocus } from './queue-focus.tsx';

export const dynamic = 'force-dynamic';

type Item = z.output<typeof reviewQueueItemSchema>;

export default async function ReviewQueuePage() {
  const queue = await staffQuery((caller) => caller.staff.reviewQueue({}));
  const tiles = mapTiles();
  return (
    <>
      <h1 className="text-2xl font-semibold">Review queue</h1>
      <p className="mt-1 text-slate-700">Disputes and answers that failed an automatic check, oldest first. Each decision moves money once and is recorded with your note.</p>
      {!queue.ok ? (
        <ErrorNotice error={queue.error} />
      ) : (
        <QueueFocus taskIds={queue.data.items.map((item) => item.task_id)}>
          {queue.data.items.length === 0 ? (
            <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">Nothing is waiting for review. New disputes and answers that fail a check appear here.</p>
          ) : (
            <ol className="mt-6 space-y-6">
              {queue.data.items.map((item) => (
                <li key={item.task_id}>
                  <ReviewItem item={item} tiles={tiles} />
                </li>
              ))}
            </ol>
          )}
        </QueueFocus>
      )}
    </>
  );
}

const CHECK_NAMES = { gps: 'At the place (GPS)', fresh: 'Photo taken live', vision: 'Photo content check' } as const;

/** What each decision moves, said after it is made (the amounts are the ledger's, see settle-review.ts). */
function moneyMoved(item: Item): Record<string, string> {
  const worker = item.worker?.name ?? 'the worker';
  const agent = item.agent.name;
  const [bounty, fee, escrow] = [item.bounty_usd, item.fee_usd, item.bounty_usd + item.fee_usd].map(formatUsd);
  const wasPaid = item.dispute?.disputed_from === 'paid';
  return {
    uphold: wasPaid
      ? `Upheld: ${escrow} went back to ${agent}'s balance (${bounty} taken back from ${worker}'s earnings, the ${fee} fee refunded).`
      : `Upheld: ${escrow} went from escrow back to ${agent}'s balance; ${worker} is not paid.`,
    reject: wasPaid
      ? `Rejected: the answer stands and ${worker} keeps the ${bounty} already paid; no money moved.`
      : `Rejected: ${bounty} paid from escrow to ${worker}'s earnings; the ${fee} fee kept.`,
    pay: `Paid: ${bounty} moved from escrow to ${worker}'s earnings; the ${fee} fee kept.`,
    refund: `Refunded: ${escrow} (bounty and fee) moved from escrow back to ${agent}'s balance; ${worker} is not paid.`,
  };
}

function ReviewItem({ item, tiles }: { item: Item; tiles: MapTiles }) {
  const headingId = `task-${item.task_id}`;
  const escrow = item.bounty_usd + item.fee_usd;
  const isDispute = item.kind === 'dispute';
  const coordinates = `${item.place.lat.toFixed(5)}, ${item.place.lng.toFixed(5)}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
      <p className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${isDispute ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900'}`}>
        {isDispute ? 'Dispute' : 'Failed check'} · waiting since {formatTime(item.waiting_since)}
      </p>
      <h2 id={headingId} tabIndex={-1} className="mt-2 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-blue-700">
        {item.question}
      </h2>
      <p className="text-slate-700">
        {coordinates === item.place.label ? coordinates : `${item.place.label} (${coordinates})`} ·{' '}
        <a className="text-blue-800 underline" href={mapLink(item.place.lat, item.place.lng)} target="_blank" rel="noreferrer noopener">
          map of the place
        </a>{' '}
        · {item.task_type} · bounty {formatUsd(item.bounty_usd)} + fee {formatUsd(item.fee_usd)} · task {item.task_id}
      </p>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          {item.answer?.photo_url ? (
            <PhotoZoom src={item.answer.photo_url} alt={`Photo the worker took for: ${item.question}`} />
          ) : (
            <p className="rounded-md border border-dashed border-slate-400 p-4 text-slate-700">No photo with this answer.</p>
          )}
          <div className="mt-3">
            <MapView
              tiles={tiles}
              label={`Map of the place and where the answer was sent from, task ${item.task_id}`}
              markers={[
                { ...item.place, label: 'the place', kind: 'place' },
                ...(item.answer ? [{ ...item.answer.sent_from, label: 'where the answer was sent from', kind: 'person' as const }] : []),
              ]}
              circles={[{ ...item.place, radiusM: GPS_TOLERANCE_M }]}
              legend={{ place: `The place (${GPS_TOLERANCE_M} m circle)`, person: 'Answer sent from' }}
            />
          </div>
        </div>
        <div className="space-y-3">
          {item.dispute && (
            <section aria-label="Dispute">
              <h3 className="font-semibold">The agent says</h3>
              <p className="whitespace-pre-wrap">{item.dispute.reason}</p>
              <p className="text-sm text-slate-700">
                Disputed {formatTime(item.dispute.created_at)}, when the task was {item.dispute.disputed_from}
                {item.dispute.disputed_from === 'paid' ? ' (the worker was already paid: upholding claws it back)' : ''}.
              </p>
            </section>
          )}
          {item.answer ? (
            <section aria-label="Answer">
              <h3 className="font-semibold">The worker answered</h3>
              <p className="whitespace-pre-wrap">
                {item.answer.answer_bool !== null && <strong>{item.answer.answer_bool ? 'Yes. ' : 'No. '}</strong>}
                {item.answer.answer_text}
              </p>
              <ul className="mt-2 space-y-1">
                {(['gps', 'fresh', 'vision'] as const).map((check) => {
                  const failed = item.answer?.verification.failed_checks.includes(check);
                  return (
                    <li key={check} className={failed ? 'font-medium text-red-800' : 'text-green-800'}>
                      {failed ? '✗ Failed: ' : '✓ Passed: '}
                      {CHECK_NAMES[check]}
                      {check === 'gps' &&
                        item.answer &&
                        ` (${Math.round(item.answer.worker_distance_m)} m from the place, sent from ${formatPoint(item.answer.sent_from)}; up to ${GPS_TOLERANCE_M} m passes)`}
                      {check === 'fresh' &&
                        item.answer &&
                        `: ${item.answer.freshness_reason} (camera time ${item.answer.camera_taken_at ? formatTime(item.answer.camera_taken_at) : 'not recorded'}; received ${formatTime(item.answer.captured_at)})`}
                      {check === 'vision' && item.answer?.verification.vision_reason && `: ${item.answer.verification.vision_reason}`}
                    </li>
                  );
                })}
                {item.answer.same_photo_as_task && (
                  <li className="font-medium text-red-800">
                    ✗ Reused photo: the same camera time as the photo this worker sent for task {item.answer.same_photo_as_task}
                  </li>
                )}
              </ul>
              {item.answer.confidence !== null && <p className="text-sm text-slate-700">Confidence {Math.round(item.answer.confidence * 100)}%</p>}
            </section>
          ) : (
            <p>No answer recorded.</p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {item.worker && (
              <>
                <dt className="font-semibold">Worker</dt>
                <dd>
                  {item.worker.name}
                  {item.worker.is_active ? '' : ' (paused)'}: {ratingText(item.worker.rating, item.worker.rating_count)}, {count(item.worker.answers, 'answer')}, earned{' '}
                  {formatUsd(item.worker.earnings_usd)}, {count(item.worker.upheld_disputes, 'upheld dispute')}
                </dd>
              </>
            )}
            <dt className="font-semibold">Agent</dt>
            <dd>
              {item.agent.name}: {count(item.agent.tasks, 'task')}, {count(item.agent.disputes, 'dispute')}
            </dd>
          </dl>
        </div>
      </div>

      <ActionForm action={settleTaskAction} done={moneyMoved(item)} reportKey={item.task_id} className="mt-4 border-t border-slate-200 pt-4">
        <input type="hidden" name="task_id" value={item.task_id} />
        <label htmlFor={`note-${item.task_id}`} className="block font-medium">
          Note for the review history (why you decide this way)
        </label>
        <textarea id={`note-${item.task_id}`} name="note" required minLength={3} maxLength={1000} rows={2} className="mt-1 block w-full rounded-md border border-slate-400 p-2 focus-visible:outline-2 focus-visible:outline-blue-700" />
        <div className="mt-3 flex flex-wrap gap-3">
          {isDispute ? (
            <>
              <SubmitButton name="decision" value="uphold" variant="danger">
                Uphold: refund {formatUsd(escrow)} to the agent
              </SubmitButton>
              <SubmitButton name="decision" value="reject">
                Reject: {item.dispute?.disputed_from === 'paid' ? 'the worker keeps' : 'pay the worker'} {formatUsd(item.bounty_usd)}
              </SubmitButton>
            </>
          ) : (
            <>
              <SubmitButton name="decision" value="pay">
                Pay the worker {formatUsd(item.bounty_usd)}
              </SubmitButton>
              <SubmitButton name="decision" value="refund" variant="danger">
                Refund {formatUsd(escrow)} to the agent
              </SubmitButton>
            </>
          )}
        </div>
      </ActionForm>
    </article>
  );
}
