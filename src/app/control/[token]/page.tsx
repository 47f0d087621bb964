import type { Metadata } from 'next';
import type { z } from 'zod';
import type { taskSchema } from '@/schemas/tasks.ts';
import { CONTROL_FORM_OUTCOMES, type ControlFormOutcome } from '@/server/edge/owner-forms.ts';
import { pageCaller, runAction } from '@/server/edge/pages/caller.ts';
import { notFound } from 'next/navigation';
import { RememberControlLink } from '../../control-link-memory.tsx';
import { MapView } from '../../maps/map-view.tsx';
import { mapTiles } from '../../maps/tiles.ts';
import { dollars, Figure, Section, utcTime } from '../../owner-ui.tsx';
import { ApiKeyControls, ControlLinkControls, EmailAddressControls, SpendPolicyForm } from './control-forms.tsx';

export const dynamic = 'force-dynamic';
// The token is the credential: keep the page out of search engines and its URL out of Referer headers.
export const metadata: Metadata = { title: 'Spotcheck: control your agent', robots: { index: false, follow: false }, referrer: 'same-origin' };

type Task = z.output<typeof taskSchema>;

export default async function ControlPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }) {
  const { token } = await params;
  // A form posted without JavaScript comes back naming its outcome; only our own outcomes are shown.
  const doneParam = (await searchParams).done;
  const done = CONTROL_FORM_OUTCOMES.find((outcome): outcome is ControlFormOutcome => outcome === doneParam) ?? null;
  const caller = await pageCaller();
  const result = await runAction(() => caller.owner.overview({ token }));
  if (!result.ok) {
    if (result.error.error === 'unauthorized') notFound();
    throw new Error(`control page: ${result.error.message}`);
  }
  const overview = result.data;
  const policy = overview.spend_policy;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck control page</p>
      <h1 className="mt-1 text-3xl font-semibold break-words">{overview.agent_name}</h1>
      <p className="mt-2 text-slate-700">
        This private page sets what your AI agent may spend on Spotcheck checks. Keep the link to yourself: anyone with it controls the agent&apos;s spending.
        Your agent never sees it.
      </p>

      <Section title="Money">
        <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
          <Figure label="Balance" value={dollars(overview.balance.balance_usd)} />
          <Figure label="Held in open tasks" value={dollars(overview.balance.escrowed_usd)} />
        </dl>
        {overview.balance.top_up_url && (
          <>
            <a href={overview.balance.top_up_url} className="mt-4 inline-block font-semibold text-blue-800 underline">
              Add funds
            </a>
            <RememberControlLink topUpUrl={overview.balance.top_up_url} />
          </>
        )}
      </Section>

      <Section title="Today's spending">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure label="Spent today" value={dollars(policy.spent_today_usd)} />
          <Figure label="Daily cap" value={policy.daily_cap_usd === null ? 'No cap' : dollars(policy.daily_cap_usd)} />
          <Figure label="Remaining today" value={policy.remaining_today_usd === null ? 'No cap' : dollars(policy.remaining_today_usd)} />
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          Bounty plus the 0.50 USD fee per task; refunds give it back. Resets at midnight UTC (<time dateTime={policy.resets_at}>{utcTime(policy.resets_at)}</time>).
        </p>
      </Section>

      <Section title="Spending limits">
        <SpendPolicyForm
          token={token}
          done={done}
          initial={{
            max_bounty_usd: policy.max_bounty_usd === null ? '' : policy.max_bounty_usd.toFixed(2),
            daily_cap_usd: policy.daily_cap_usd === null ? '' : policy.daily_cap_usd.toFixed(2),
            allowed_task_types: policy.allowed_task_types,
          }}
        />
      </Section>

      <Section title="API key">
        <p className="mb-3 text-slate-700">
          {overview.api_key_revoked_at ? (
            <>
              <strong className="text-red-800">Revoked</strong> at <time dateTime={overview.api_key_revoked_at}>{utcTime(overview.api_key_revoked_at)}</time>: every call
              with it is refused. Issue a new key to let your agent work again.
            </>
          ) : (
            'Active. Rotate it if it may have leaked (the old key stops at once), or revoke it to stop your agent from spending.'
          )}
        </p>
        <ApiKeyControls token={token} done={done} isRevoked={overview.api_key_revoked_at !== null} />
      </Section>

      {overview.asking_by_email.is_live && (
        <Section title="Asking by email">
          <p className="mb-3 text-slate-700">
            {overview.asking_by_email.email_address ? (
              <>
                Private asking address: <code className="break-all">{overview.asking_by_email.email_address}</code>. Anyone who knows it can spend the balance.
              </>
            ) : (
              'Asking by email is off.'
            )}
          </p>
          <EmailAddressControls token={token} done={done} isEnabled={overview.asking_by_email.is_enabled} />
        </Section>
      )}

      <Section title="This control link">
        <p className="mb-3 text-slate-700">Replace it if someone else may have seen it. The new link is shown once and emailed to {overview.owner_email ?? 'you'}.</p>
        <ControlLinkControls token={token} done={done} />
      </Section>

      <Section title="Recent tasks">
        {overview.tasks.length === 0 ? (
          <p className="text-slate-700">No tasks yet.</p>
        ) : (
          <>
            <MapView
              tiles={mapTiles()}
              label="Map of the places of recent tasks"
              markers={overview.tasks.map((task) => ({ lat: task.retry_context.location.lat, lng: task.retry_context.location.lng, label: task.place_label, kind: 'place' as const }))}
              legend={{ place: 'A recent task' }}
            />
            <ul className="mt-4 space-y-4">
            {overview.tasks.map((task) => (
              <TaskItem key={task.task_id} task={task} />
            ))}
            </ul>
          </>
        )}
      </Section>
    </main>
  );
}

/** Outcomes a Spotcheck reviewer decided (a dispute, or an answer that failed an automatic check), said as such. */
function decidedByPerson(task: Task): string | null {
  if (task.dispute?.status === 'upheld') return `A Spotcheck reviewer upheld your dispute: ${dollars(task.dispute.refunded_usd ?? 0)} went back to the balance.`;
  if (task.dispute?.status === 'rejected') return 'A Spotcheck reviewer rejected your dispute: the answer stands and the worker is paid.';
  const checks = task.answer?.verification;
  const failedCheck = checks && !(checks.gps_ok && checks.fresh_ok && checks.vision_ok);
  if (!task.dispute && failedCheck && task.status === 'paid') return 'An automatic check failed, so a Spotcheck reviewer looked at this answer and paid the worker.';
  if (!task.dispute && failedCheck && task.status === 'refunded') return 'An automatic check failed, so a Spotcheck reviewer looked at this answer and refunded the bounty and fee.';
  return null;
}

function TaskItem({ task }: { task: Task }) {
  const answer = task.answer;
  return (
    <li className="rounded-lg border border-slate-300 p-4">
      <p className="font-medium break-words">{task.question}</p>
      <p className="mt-1 text-sm text-slate-700">
        {task.place_label} · {task.task_type} · {dollars(task.bounty_usd)} bounty · <span className="font-medium">{task.status.replace('_', ' ')}</span> ·{' '}
        <time dateTime={task.created_at}>{utcTime(task.created_at)}</time>
      </p>
      {answer ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p>
            <span className="font-medium">Answer:</span> {answer.answer_text}
            {answer.answer_bool !== null && ` (${answer.answer_bool ? 'yes' : 'no'})`}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            GPS {answer.verification.gps_ok ? 'ok' : 'failed'} · photo fresh {answer.verification.fresh_ok ? 'ok' : 'failed'} · photo check{' '}
            {answer.verification.vision_ok ? 'ok' : 'failed'} · confidence {Math.round(answer.confidence * 100)}%
          </p>
          {answer.photo_url && (
            <img src={answer.photo_url} alt={`Photo taken at ${task.place_label} for this task`} className="mt-3 max-h-72 rounded" />
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No answer yet.</p>
      )}
      {task.dispute && <p className="mt-2 text-sm">Dispute: {task.dispute.status}</p>}
      {decidedByPerson(task) && <p className="mt-2 text-sm font-medium">{decidedByPerson(task)}</p>}
    </li>
  );
}
