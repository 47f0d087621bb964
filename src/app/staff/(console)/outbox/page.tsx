import type { ReactNode } from 'react';
import { ErrorNotice } from '../../error-notice.tsx';
import { formatTime } from '../../format.ts';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';

export const dynamic = 'force-dynamic';

const SHOWN = 100;
const LINK = /(https?:\/\/[^\s"<>]+)/;

/** The links in a message (a worker's task link, an owner's control link) made clickable, so staff can open them for people on a simulated deploy. */
function withLinks(body: string): ReactNode[] {
  return body.split(LINK).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="text-blue-700 underline" target="_blank" rel="noreferrer noopener">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default async function OutboxPage() {
  const outbox = await staffQuery((caller) => caller.staff.listOutbox({ limit: SHOWN }));
  return (
    <>
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="mt-1 text-slate-700">
        The latest {SHOWN} texts and emails, newest first. With simulated texting or email nothing leaves the server: this is where they can be read (owners&apos;
        control links included, so keep it to staff).
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
                <span className="font-semibold text-slate-900">{message.channel === 'sms' ? 'Text' : 'Email'}</span> to {message.recipient} · {formatTime(message.created_at)} · via{' '}
                {message.provider}
              </p>
              {message.subject && <p className="mt-1 font-medium">{message.subject}</p>}
              <p className="mt-1 whitespace-pre-wrap break-words">{withLinks(message.body)}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
