import { ActionForm, SubmitButton } from '../../action-form.tsx';
import { ErrorNotice } from '../../error-notice.tsx';
import { formatTime, mapLink } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';
import { decideApplicantAction } from '@/server/edge/pages/staff-actions.ts';

export const dynamic = 'force-dynamic';

export default async function ApplicantsPage() {
  const list = await staffQuery((caller) => caller.applicants.list({}));
  return (
    <>
      <h1 className="text-2xl font-semibold">Applicants</h1>
      <p className="mt-1 text-slate-700">
        People who signed themselves up at /work and confirmed their phone. They get no task offers until approved. Your note is kept in the history.
      </p>
      {!list.ok ? (
        <ErrorNotice error={list.error} />
      ) : list.data.applicants.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">Nobody is waiting.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.data.applicants.map((applicant) => (
            <li key={applicant.worker_id} className="rounded-lg border border-slate-300 bg-white p-4">
              <h2 className="text-lg font-semibold">{applicant.name}</h2>
              <p className="text-slate-700">
                {applicant.phone} · home area{' '}
                <a className="text-blue-800 underline" href={mapLink(applicant.home_lat, applicant.home_lng)} target="_blank" rel="noreferrer noopener">
                  {applicant.home_lat.toFixed(4)}, {applicant.home_lng.toFixed(4)}
                </a>{' '}
                within {applicant.radius_m} m · {applicant.time_zone} · applied {formatTime(applicant.applied_at)}
              </p>
              <ActionForm action={decideApplicantAction} className="mt-3">
                <input type="hidden" name="worker_id" value={applicant.worker_id} />
                <label htmlFor={`note-${applicant.worker_id}`} className="font-medium">
                  Why (kept in the history)
                </label>
                <textarea id={`note-${applicant.worker_id}`} name="note" required minLength={3} rows={2} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2" />
                <div className="mt-3 flex flex-wrap gap-2">
                  <SubmitButton name="decision" value="approve">
                    Approve <span className="sr-only">{applicant.name}</span>
                  </SubmitButton>
                  <SubmitButton name="decision" value="reject" variant="danger">
                    Reject <span className="sr-only">{applicant.name}</span>
                  </SubmitButton>
                </div>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
