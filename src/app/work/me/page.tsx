import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pageCaller, runAction } from '@/server/edge/pages/caller.ts';
import { mapTiles } from '../../maps/tiles.ts';
import { ActionForm, SubmitButton } from '../../staff/action-form.tsx';
import { dollars, Figure, Section, utcTime } from '../../owner-ui.tsx';
import { readWorkerSession } from '@/server/edge/pages/worker-session.ts';
import { requestPayoutAction, setAvailableAction, signOutAction, startPayoutSetupAction } from '@/server/edge/pages/worker-account-actions.ts';
import { ProfileForm } from './profile-form.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck: your work', robots: { index: false }, referrer: 'same-origin' };

const OUTCOMES = {
  to_answer: 'Yours: go and answer',
  checking: 'Answer sent: checking it now',
  in_review: 'A check failed: a person is reviewing it',
  paid: 'Paid',
  disputed: 'The asker disputed it: a person is reviewing it',
  taken_back: 'Dispute upheld: the pay was taken back',
  not_paid: 'Not paid (a reviewer refunded the asker)',
  expired: 'Expired',
} as const;

export default async function WorkerHomePage({ searchParams }: { searchParams: Promise<{ payouts?: string }> }) {
  const session = await readWorkerSession();
  if (!session) redirect('/work');
  const caller = await pageCaller();
  const result = await runAction(() => caller.workerAccount.home({ session }));
  if (!result.ok) {
    if (result.error.error === 'unauthorized') redirect('/work?signed_out=here');
    throw new Error(`worker page: ${result.error.message}`);
  }
  const { payouts: returnedFromSetup } = await searchParams;
  const home = result.data;
  const worker = home.worker;
  const earnings = home.earnings;
  const provider = home.payouts_provider;
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck for workers · {home.phone}</p>
      <h1 className="mt-1 text-3xl font-semibold">{worker ? `Hi ${worker.name}` : 'Tell us about you'}</h1>

      {!worker ? (
        <Section title="Your profile">
          <p className="mb-4 text-slate-700">Your phone is confirmed. Say who you are and where you can go; staff look at each new worker before the first offer.</p>
          <ProfileForm isNew tiles={mapTiles()} initial={{ name: '', home_lat: '', home_lng: '', radius_m: '3000', time_zone: '', is_available: true, quiet_start: '', quiet_end: '' }} />
        </Section>
      ) : (
        <>
          <StatusNotice approval={worker.approval} note={worker.approval_note} isActive={worker.is_active} />

          <Section title="Available now">
            <p className="mb-3 text-slate-700">
              {worker.is_available ? 'On: we text you offers near home' : 'Off: no offers until you switch it on'}
              {worker.quiet_start && worker.quiet_end && `, never between ${worker.quiet_start} and ${worker.quiet_end} (${worker.time_zone})`}.
              {worker.in_quiet_hours && ' It is quiet hours now.'}
            </p>
            <ActionForm action={setAvailableAction}>
              <input type="hidden" name="is_available" value={String(!worker.is_available)} />
              <SubmitButton variant={worker.is_available ? 'plain' : 'primary'}>{worker.is_available ? 'Switch off' : 'Switch on: I am available'}</SubmitButton>
            </ActionForm>
          </Section>

          <Section title="Open offers">
            {home.offers.length === 0 ? (
              <p className="text-slate-700">No open offers right now. We text you when one comes up.</p>
            ) : (
              <ul className="space-y-3">
                {home.offers.map((offer) => (
                  <li key={offer.task_id} className="rounded-lg border border-slate-300 p-3">
                    <p className="font-medium break-words">{offer.question}</p>
                    <p className="text-sm text-slate-700">
                      {offer.place_label} · {(offer.distance_from_home_m / 1000).toFixed(1)} km from home · {dollars(offer.bounty_usd)} · by{' '}
                      <time dateTime={offer.deadline_at}>{utcTime(offer.deadline_at)}</time>
                    </p>
                    <a href={offer.link} className="mt-2 inline-block font-semibold text-blue-800 underline">
                      Open this offer <span className="sr-only">: {offer.question}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Earnings">
            <dl className="grid grid-cols-2 gap-4">
              <Figure label="Available" value={dollars(earnings.available_usd)} />
              <Figure label="Pending" value={dollars(earnings.pending_usd)} />
              <Figure label="Paid out" value={dollars(earnings.paid_out_usd)} />
              {earnings.owed_usd > 0 && <Figure label="Owed" value={dollars(earnings.owed_usd)} />}
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              Pay for a task is pending for {earnings.hold_hours} hours after it is paid (the asker may dispute it then), and while a dispute is open.
              {earnings.next_available_at && (
                <>
                  {' '}
                  More becomes available at <time dateTime={earnings.next_available_at}>{utcTime(earnings.next_available_at)}</time>.
                </>
              )}
              {earnings.owed_usd > 0 && ' "Owed" is pay taken back after a dispute that you had already been paid: it comes out of your next earnings.'}
            </p>
            {!provider.is_live && (
              <p className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">Test deploy: payouts are recorded here, but no real money is sent.</p>
            )}
            {provider.needs_account && !worker.payouts_ready ? (
              <div className="mt-4">
                {returnedFromSetup === 'ready' && <p className="mb-2 text-slate-700">Stripe has not confirmed your account yet; finish any missing step there.</p>}
                <ActionForm action={startPayoutSetupAction}>
                  <SubmitButton>Set up payouts with Stripe</SubmitButton>
                </ActionForm>
              </div>
            ) : (
              <div className="mt-4">
                <ActionForm action={requestPayoutAction} done="Payout on its way.">
                  <SubmitButton>Pay me {dollars(earnings.available_usd)} now</SubmitButton>
                </ActionForm>
                <p className="mt-2 text-sm text-slate-700">At least {dollars(earnings.min_payout_usd)}. Otherwise we pay out what is available once a week.</p>
              </div>
            )}
          </Section>

          <Section title="Payouts">
            {home.payouts.length === 0 ? (
              <p className="text-slate-700">No payouts yet.</p>
            ) : (
              <ul className="space-y-2">
                {home.payouts.map((payout) => (
                  <li key={payout.payout_id} className="flex flex-wrap justify-between gap-2 border-b border-slate-200 pb-2">
                    <span>
                      {dollars(payout.amount_usd)} · {payout.trigger === 'weekly' ? 'weekly' : 'you asked'} · <time dateTime={payout.created_at}>{utcTime(payout.created_at)}</time>
                    </span>
                    <span className="font-medium">{payout.status === 'sent' ? 'Sent' : payout.status === 'pending' ? 'On its way' : `Failed: back in your earnings (${payout.failure})`}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Your tasks">
            {home.tasks.length === 0 ? (
              <p className="text-slate-700">None yet.</p>
            ) : (
              <ul className="space-y-3">
                {home.tasks.map((task) => (
                  <li key={task.task_id} className="rounded-lg border border-slate-300 p-3">
                    <p className="font-medium break-words">{task.question}</p>
                    <p className="text-sm text-slate-700">
                      {task.place_label} · {dollars(task.bounty_usd)} · <span className="font-medium text-slate-900">{OUTCOMES[task.outcome]}</span>
                    </p>
                    {task.link && (
                      <a href={task.link} className="mt-1 inline-block text-blue-800 underline">
                        Open task <span className="sr-only">: {task.question}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Your profile">
            <ProfileForm
              isNew={false}
              tiles={mapTiles()}
              initial={{
                name: worker.name,
                home_lat: String(worker.home_lat),
                home_lng: String(worker.home_lng),
                radius_m: String(worker.radius_m),
                time_zone: worker.time_zone,
                is_available: worker.is_available,
                quiet_start: worker.quiet_start ?? '',
                quiet_end: worker.quiet_end ?? '',
              }}
            />
          </Section>
        </>
      )}

      <Section title="Sign out">
        <p className="mb-3 text-slate-700">You stay signed in on this phone for 90 days. Lost a phone? Sign out everywhere.</p>
        <ActionForm action={signOutAction} className="flex flex-wrap gap-2">
          <SubmitButton name="scope" value="here" variant="plain">
            Sign out
          </SubmitButton>
          <SubmitButton name="scope" value="everywhere" variant="danger">
            Sign out everywhere
          </SubmitButton>
        </ActionForm>
      </Section>
    </main>
  );
}

function StatusNotice({ approval, note, isActive }: { approval: string; note: string | null; isActive: boolean }) {
  const text =
    approval === 'pending'
      ? 'Thanks for signing up. Staff check each new worker before the first offer; you will get texts once approved.'
      : approval === 'rejected'
        ? `Your application was not approved${note ? `: ${note}` : '.'}`
        : !isActive
          ? 'Your account is paused by staff: no offers for now.'
          : null;
  if (!text) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-blue-300 bg-blue-50 p-3 text-blue-950">
      {text}
    </p>
  );
}
