'use client';

import { useActionState } from 'react';
import { buttonClass, dollars, ErrorNotice, inputClass } from '../../owner-ui.tsx';
import { useFormTarget } from '../../plain-form.ts';
import { topUp, type TopUpFormState } from '@/server/edge/pages/top-up-actions.ts';

type Credited = { amount_usd: number; balance_usd: number };

/**
 * `submissionKey` is fresh on every page render: a double submit of one form
 * carries the same key, so it adds funds once. Without JavaScript the form
 * posts to `/top-up/<token>/add`, which comes back to this page with the
 * credit (`credited`).
 */
export function TopUpForm({ token, submissionKey, isLive, min, max, credited }: { token: string; submissionKey: string; isLive: boolean; min: number; max: number; credited: Credited | null }) {
  const [state, formAction, isPending] = useActionState(topUp.bind(null, token), { result: null, amount: '' } satisfies TopUpFormState);
  const target = useFormTarget(`/top-up/${encodeURIComponent(token)}/add`, formAction);
  const shown = state.result?.ok ? state.result.data : state.result ? null : credited;
  return (
    <form {...target} noValidate className="space-y-4">
      <input type="hidden" name="submission_key" value={submissionKey} />
      <div>
        <label htmlFor="amount_usd" className="block font-medium">
          Amount (USD)
        </label>
        <p id="amount_usd-hint" className="text-sm text-slate-600">
          {min} to {max}, at most two decimals.
        </p>
        <input
          id="amount_usd"
          name="amount_usd"
          inputMode="decimal"
          defaultValue={state.amount}
          aria-invalid={state.result?.ok === false ? true : undefined}
          aria-describedby="amount_usd-hint"
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={isPending} className={buttonClass}>
        {isPending ? 'Working…' : isLive ? 'Continue to payment' : 'Add test funds'}
      </button>
      {state.result?.ok === false && <ErrorNotice error={state.result.error} />}
      {shown && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          Added {dollars(shown.amount_usd)} of test funds. The balance is now {dollars(shown.balance_usd)}.
        </p>
      )}
    </form>
  );
}
