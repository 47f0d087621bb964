import type { ReactNode } from 'react';
import type { ErrorBody } from '@/domain/errors.ts';
import { OWNER_FORM_LABELS } from '@/schemas/owner.ts';

/** Pieces shared by the owner's pages (control and top-up) and the worker's own page. */

export function dollars(usd: number): string {
  return `$${usd.toFixed(2)}`;
}

/** "Tue, 24 Nov 2026 13:05 UTC": owners may be anywhere; the cap's day is UTC, so times are shown in UTC. */
export function utcTime(iso: string): string {
  return new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
}

/** A refusal in the `{error, message, fix}` shape, announced to screen readers. */
export function ErrorNotice({ error }: { error: ErrorBody }) {
  const fields = Array.isArray(error.fields) ? (error.fields as { field: string; problem: string }[]) : [];
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {fields.length > 0 ? (
        <>
          <p className="font-medium">Nothing was changed. Please correct:</p>
          <ul className="mt-1 list-disc pl-5">
            {fields.map((field) => (
              <li key={field.field}>
                {OWNER_FORM_LABELS[field.field] ?? field.field}: {field.problem}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-medium">{error.message}</p>
          <p className="mt-1">{error.fix}</p>
        </>
      )}
    </div>
  );
}

export const buttonClass =
  'rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';
export const dangerButtonClass =
  'rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
export const inputClass = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 focus:border-blue-700 focus:outline-2 focus:outline-blue-700';

/** A titled part of a page, labelled by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-slate-200 pt-6">
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled amount in a <dl>. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}
