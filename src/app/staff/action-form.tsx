'use client';

import { useActionState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import type { ActionResult } from '@/server/page-caller.ts';
import { ErrorNotice } from './error-notice.tsx';

export type StaffFormAction = (previous: ActionResult<unknown> | null, form: FormData) => Promise<ActionResult<unknown>>;

/** A form posting to a server action, showing its refusal (message and fix) or a short confirmation. */
export function ActionForm({ action, children, done, className }: { action: StaffFormAction; children: ReactNode; done?: string; className?: string }) {
  const [state, formAction] = useActionState(action, null);
  return (
    <form action={formAction} className={className}>
      {children}
      {state && !state.ok && <ErrorNotice error={state.error} />}
      {state?.ok && done && (
        <p role="status" className="mt-3 text-green-800">
          {done}
        </p>
      )}
    </form>
  );
}

const BUTTON_STYLES = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  plain: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
} as const;

/** A submit button that is disabled while its form's action runs, so a double click cannot send twice. */
export function SubmitButton({ children, name, value, variant = 'primary' }: { children: ReactNode; name?: string; value?: string; variant?: keyof typeof BUTTON_STYLES }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      className={`rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60 ${BUTTON_STYLES[variant]}`}
    >
      {children}
    </button>
  );
}
