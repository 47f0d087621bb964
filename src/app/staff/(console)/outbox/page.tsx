import { ErrorNotice } from '../../error-notice.tsx';
import { formatTime } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';

export const dynamic = 'force-dynamic';

const SHOWN = 100;

const STATUS_STYLE = { sent: 'bg-green-100 text-green-900', pending: 'bg-amber-100 text-amber-900', failed: 'bg-red-100 text-red-900' } as const;

export default async function OutboxPage() {
  const outbox = await staffQuery((caller) => caller.staff.listOutbox({ limit: SHOWN }));
  return (
    <>
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="mt-1 text-slate-700">
        The latest {SHOWN} texts and emails, newest first, with their delivery: each is sent by a background loop and retried with backoff (before a
        resend, a provider that keeps a record, such as Twilio, is asked whether it already has the message, so a crash does not double a text; SMTP
        cannot be asked); a message still failing after its last attempt is marked failed. Private links (a worker&apos;s task link, an owner&apos;s control link) are hidden here; on a
        simulated deploy the server&apos;s console prints each message as it would be sent.
      </p>
      {!outbox.ok ? (
        <ErrorNotice error={outbox.error} />
      ) : outbox.data.messages.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-white p-4">Nothing sent yet. Texts to workers appear here when a task is asked near them.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-300 bg-white p-3">
              <p className="text-sm text-slate-700">
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[message.status]}`}>{message.status}</span>
                <span className="font-semibold text-slate-900">{message.channel === 'sms' ? 'Text' : 'Email'}</span> to {message.recipient} · {formatTime(message.created_at)} · via{' '}
                {message.provider} · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
                {message.sent_at && <> · sent {formatTime(message.sent_at)}</>}
                {message.next_attempt_at && message.attempts > 0 && <> · next try {formatTime(message.next_attempt_at)}</>}
              </p>
              {message.last_error && <p className="mt-1 text-sm text-red-800">Last error: {message.last_error}</p>}
              {message.subject && <p className="mt-1 font-medium">{message.subject}</p>}
              <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
