'use client';

import { createContext, startTransition, useActionState, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/server/edge/pages/caller.ts';
import { confirmSubmit } from '../confirm-submit.ts';
import { ErrorNotice } from './error-notice.tsx';

export type StaffFormAction = (previous: ActionResult<unknown> | null, form: FormData) => Promise<ActionResult<unknown>>;

/** A list whose items leave the page once decided (the review queue) takes the confirmation from their forms, to show it above them. */
export const ActionDoneContext = createContext<((message: string, key: string | undefined) => void) | null>(null);

/** Another form was used: older confirmations are stale. */
const STARTED = 'staff-action-started';

/**
 * A form posting to a server action, showing its refusal (message and fix)
 * or a short confirmation. Submitted by hand rather than through `action`, so
 * a refused form keeps what was typed; the fields are disabled while it runs,
 * so a double click cannot send twice, and cleared once it succeeds. The
 * confirmation may depend on the pressed button (`done` keyed by its value);
 * it goes away when anything is typed or another form is sent. A button with
 * `confirm` asks first.
 */
export function ActionForm({
  action,
  children,
  done,
  reportKey,
  className,
}: {
  action: StaffFormAction;
  children: ReactNode;
  done?: string | Record<string, string>;
  reportKey?: string;
  className?: string;
}) {
  const report = useContext(ActionDoneContext);
  const pressed = useRef('');
  const messageFor = (value: string) => (typeof done === 'string' ? done : done?.[value]);
  // Reported as soon as the action answers: the decided item may leave the page in the same render.
  const [state, dispatch, isPending] = useActionState(async (previous: ActionResult<unknown> | null, form: FormData) => {
    const result = await action(previous, form);
    const message = messageFor(pressed.current);
    if (result.ok && report && message) report(message, reportKey);
    return result;
  }, null);
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const message = messageFor(pressed.current);

  useEffect(() => {
    if (state?.ok) formRef.current?.reset();
  }, [state]);

  useEffect(() => {
    const form = formRef.current;
    const onStarted = (event: Event) => {
      if (event.target !== form) setStale(true);
    };
    window.addEventListener(STARTED, onStarted, true);
    return () => window.removeEventListener(STARTED, onStarted, true);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!confirmSubmit(event)) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // The pressed button's name and value (which decision) travel with the fields.
    const data = new FormData(event.currentTarget, submitter);
    pressed.current = submitter?.getAttribute('value') ?? '';
    setStale(false);
    event.currentTarget.dispatchEvent(new CustomEvent(STARTED, { bubbles: true }));
    startTransition(() => dispatch(data));
  }

  return (
    <form ref={formRef} onSubmit={submit} onInput={() => setStale(true)} className={className} aria-busy={isPending}>
      <fieldset disabled={isPending} className="contents">
        {children}
      </fieldset>
      {!stale && state && !state.ok && <ErrorNotice error={state.error} />}
      {!stale && state?.ok && message && !report && (
        <p role="status" className="mt-3 text-green-800">
          {message}
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

export function SubmitButton({
  children,
  name,
  value,
  variant = 'primary',
  confirm,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: keyof typeof BUTTON_STYLES;
  /** Asked before a destructive action is sent. */
  confirm?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      data-confirm={confirm}
      className={`rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60 ${BUTTON_STYLES[variant]}`}
    >
      {children}
    </button>
  );
}
