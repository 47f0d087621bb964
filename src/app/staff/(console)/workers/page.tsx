import { ActionForm, SubmitButton } from '../../action-form.tsx';
import { ErrorNotice } from '../../error-notice.tsx';
import { Field } from '../../field.tsx';
import { count, formatTime, formatUsd, mapLink, ratingText } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';
import { addWorkerAction, changeWorkerAction } from '@/server/edge/pages/staff-actions.ts';

export const dynamic = 'force-dynamic';

const CELL = 'p-2 max-sm:block max-sm:p-1';

export default async function WorkersPage() {
  const workers = await staffQuery((caller) => caller.staff.listWorkers({}));
  return (
    <>
      <h1 className="text-2xl font-semibold">Workers</h1>
      <p className="mt-1 text-slate-700">People who answer tasks near home. Each is texted every task within their radius of their home point, unless paused.</p>

      <section aria-labelledby="add-worker" className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
        <h2 id="add-worker" className="text-lg font-semibold">
          Add a worker
        </h2>
        <ActionForm action={addWorkerAction} done="Worker added: they are texted nearby tasks from now on.">
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Field label="Name" id="worker-name" name="name" required maxLength={80} />
            <Field label="Phone (+country code)" id="worker-phone" name="phone" type="tel" required placeholder="+14155550123" />
            <Field label="Home latitude" id="worker-lat" name="home_lat" type="number" step="any" min={-90} max={90} required />
            <Field label="Home longitude" id="worker-lng" name="home_lng" type="number" step="any" min={-180} max={180} required />
            <Field label="Radius (metres)" id="worker-radius" name="radius_m" type="number" step={1} min={100} max={50000} defaultValue={3000} required />
          </div>
          <div className="mt-3">
            <SubmitButton>Add worker</SubmitButton>
          </div>
        </ActionForm>
      </section>

      {!workers.ok ? (
        <ErrorNotice error={workers.error} />
      ) : workers.data.workers.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">No workers yet. Add one above; until then no task can be answered.</p>
      ) : (
        <div className="mt-6 rounded-lg border border-slate-300 bg-white">
          {/* On a phone each row is a stacked card; the roles keep it a table for screen readers. */}
          <table role="table" className="w-full text-left max-sm:block">
            <caption className="sr-only">Current workers, newest first</caption>
            <thead className="bg-slate-100 max-sm:sr-only">
              <tr role="row">
                <th scope="col" className="p-2">Name</th>
                <th scope="col" className="p-2">Phone</th>
                <th scope="col" className="p-2">Area</th>
                <th scope="col" className="p-2">Record</th>
                <th scope="col" className="p-2">Status</th>
                <th scope="col" className="p-2">Actions</th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="max-sm:block">
              {workers.data.workers.map((worker) => (
                <tr role="row" key={worker.worker_id} className="border-t border-slate-200 align-top max-sm:block max-sm:p-2">
                  <th role="rowheader" scope="row" className="p-2 font-medium max-sm:block max-sm:p-1 max-sm:text-lg">{worker.name}</th>
                  <td role="cell" className={CELL}>{worker.phone}</td>
                  <td role="cell" className={CELL}>
                    <a className="text-blue-800 underline" href={mapLink(worker.home_lat, worker.home_lng)} target="_blank" rel="noreferrer noopener">
                      {worker.home_lat.toFixed(4)}, {worker.home_lng.toFixed(4)}
                    </a>{' '}
                    within {worker.radius_m} m
                  </td>
                  <td role="cell" className={CELL}>
                    {ratingText(worker.rating, worker.rating_count)}, {count(worker.answers, 'answer')}, earned {formatUsd(worker.earnings_usd)}
                    <span className="block text-sm text-slate-700">since {formatTime(worker.created_at)}</span>
                  </td>
                  <td role="cell" className={CELL}>{worker.is_active ? 'Active' : 'Paused'}</td>
                  <td role="cell" className={CELL}>
                    <ActionForm action={changeWorkerAction} className="flex flex-wrap gap-2">
                      <input type="hidden" name="worker_id" value={worker.worker_id} />
                      <SubmitButton name="change" value={worker.is_active ? 'pause' : 'resume'} variant="plain">
                        {worker.is_active ? 'Pause' : 'Resume'} <span className="sr-only">{worker.name}</span>
                      </SubmitButton>
                      <SubmitButton
                        name="change"
                        value="remove"
                        variant="danger"
                        confirm={`Remove ${worker.name} (${worker.phone})? They get no more tasks and leave this list; their records and earnings stay.`}
                      >
                        Remove <span className="sr-only">{worker.name}</span>
                      </SubmitButton>
                    </ActionForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
