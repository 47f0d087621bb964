import { ErrorNotice } from '../../error-notice.tsx';
import { formatTime } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';

export const dynamic = 'force-dynamic';

const SHOWN = 100;

const ACTION_NAMES: Record<string, string> = {
  needs_review_paid: 'Paid the worker (failed check)',
  needs_review_refunded: 'Refunded the agent (failed check)',
  dispute_upheld: 'Upheld a dispute',
  dispute_rejected: 'Rejected a dispute',
  ticket_approved: 'Approved a classifier ticket',
  ticket_rejected: 'Rejected a classifier ticket',
  worker_added: 'Added a worker',
  worker_paused: 'Paused a worker',
  worker_resumed: 'Resumed a worker',
  worker_removed: 'Removed a worker',
};

export default async function HistoryPage() {
  const history = await staffQuery((caller) => caller.staff.reviewHistory({ limit: SHOWN }));
  return (
    <>
      <h1 className="text-2xl font-semibold">Review history</h1>
      <p className="mt-1 text-slate-700">The latest {SHOWN} decisions, newest first: who decided, what, and why. Each was recorded in the same transaction as the change it made.</p>
      {!history.ok ? (
        <ErrorNotice error={history.error} />
      ) : history.data.actions.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">No decisions yet. Settling a task, deciding a ticket or changing a worker is recorded here.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {history.data.actions.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-300 bg-white p-3">
              <p>
                <span className="font-semibold">{ACTION_NAMES[entry.action] ?? entry.action}</span> by {entry.staff_email} · {formatTime(entry.created_at)}
              </p>
              <p className="text-sm text-slate-700">
                {entry.task_id && `Task ${entry.task_id}`}
                {entry.ticket_id && `Ticket ${entry.ticket_id}`}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{entry.note}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
