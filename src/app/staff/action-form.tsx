'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/server/edge/pages/caller.ts';
import { ErrorNotice } from './error-notice.tsx';

export type StaffFormAction = (previous: ActionResult<unknown> | null, form: FormData) => Promise<ActionResult<unknown>>;

/**
 * A form posting to a server action, showing its refusal (message and fix)
 * or a short confirmation. Submitted by hand rather than through `action`, so
 * a refused form keeps what was typed; the fields are disabled while it runs,
 * so a double click cannot send twice, and cleared once it succeeds.
 */
export function ActionForm({ action, children, done, className }: { action: StaffFormAction; children: ReactNode; done?: string; className?: string }) {
  const [state, dispatch, isPending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state?.ok) formRef.current?.reset();
  }, [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The pressed button's name and value (which decision) travel with the fields.
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  }

  return (
    <form ref={formRef} onSubmit={submit} className={className} aria-busy={isPending}>
      <fieldset disabled={isPending} className="contents">
        {children}
      </fieldset>
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

export function SubmitButton({ children, name, value, variant = 'primary' }: { children: ReactNode; name?: string; value?: string; variant?: keyof typeof BUTTON_STYLES }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={`rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60 ${BUTTON_STYLES[variant]}`}
    >
      {children}
    </button>
  );
}
