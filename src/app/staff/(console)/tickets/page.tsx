import type { z } from 'zod';
import type { staffTicketSchema } from '@/schemas/staff.ts';
import { ActionForm, SubmitButton } from '../../action-form.tsx';
import { ErrorNotice } from '../../error-notice.tsx';
import { formatTime, mapLink } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';
import { decideTicketAction } from '@/server/edge/pages/staff-actions.ts';

export const dynamic = 'force-dynamic';

type Ticket = z.output<typeof staffTicketSchema>;

export default async function TicketsPage() {
  const tickets = await staffQuery((caller) => caller.staff.listTickets({}));
  return (
    <>
      <h1 className="text-2xl font-semibold">Classifier tickets</h1>
      <p className="mt-1 text-slate-700">
        Asks the safety classifier refused and the agent reported as wrong, oldest first. Approving lets the agent retry this exact request for 24 hours; the
        deterministic safety rules, spend limits and balance still apply.
      </p>
      {!tickets.ok ? (
        <ErrorNotice error={tickets.error} />
      ) : tickets.data.tickets.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">No open tickets. When an agent reports a refused ask, it appears here.</p>
      ) : (
        <ol className="mt-6 space-y-6">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.ticket_id}>
              <TicketItem ticket={ticket} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const request = ticket.request;
  const error = ticket.classifier_error;
  const location = request.location;
  const coordinates = typeof location === 'object' && location !== null ? (location as { lat: number; lng: number }) : null;
  const headingId = `ticket-${ticket.ticket_id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        Ticket {ticket.ticket_id} · from {ticket.agent.name} · reported {formatTime(ticket.created_at)}
      </p>
      <h2 id={headingId} className="mt-1 text-lg font-semibold">
        {String(request.question)}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Place</dt>
        <dd>
          {coordinates ? `${coordinates.lat}, ${coordinates.lng}` : String(location)}
          {coordinates && (
            <>
              {' · '}
              <a className="text-blue-800 underline" href={mapLink(coordinates.lat, coordinates.lng)} target="_blank" rel="noreferrer noopener">
                map of the place
              </a>
            </>
          )}
        </dd>
        <dt className="font-semibold">Request</dt>
        <dd>
          {String(request.task_type)}, bounty {String(request.bounty_usd)} USD, deadline {String(request.deadline_minutes)} min, photo {request.require_photo ? 'required' : 'optional'}, ask key{' '}
          <code>{ticket.ask_idempotency_key}</code>
        </dd>
        <dt className="font-semibold">Classifier said</dt>
        <dd>
          {String(error.message ?? '(no message)')}
          {typeof error.category === 'string' && <span className="text-slate-700"> (category {error.category})</span>}
        </dd>
      </dl>
      <ActionForm action={decideTicketAction} className="mt-4 border-t border-slate-200 pt-4">
        <input type="hidden" name="ticket_id" value={ticket.ticket_id} />
        <label htmlFor={`note-${ticket.ticket_id}`} className="block font-medium">
          Reason (shown to the agent when you reject; kept in the review history)
        </label>
        <textarea id={`note-${ticket.ticket_id}`} name="note" required minLength={3} maxLength={1000} rows={2} className="mt-1 block w-full rounded-md border border-slate-400 p-2 focus-visible:outline-2 focus-visible:outline-blue-700" />
        <div className="mt-3 flex flex-wrap gap-3">
          <SubmitButton name="decision" value="approve">
            Approve for 24 hours
          </SubmitButton>
          <SubmitButton name="decision" value="reject" variant="danger">
            Reject
          </SubmitButton>
        </div>
      </ActionForm>
    </article>
  );
}
