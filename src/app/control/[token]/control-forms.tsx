'use client';

import { useActionState, type ReactNode } from 'react';
import { TASK_TYPES } from '@/schemas/common.ts';
import { MIN_DAILY_CAP_CENTS } from '@/schemas/owner.ts';
import type { ActionResult } from '@/server/edge/pages/caller.ts';
import { buttonClass, dangerButtonClass, ErrorNotice, inputClass } from '../../owner-ui.tsx';
import { confirmSubmit } from '../../confirm-submit.ts';
import { useFormTarget } from '../../plain-form.ts';
import * as actions from '@/server/edge/pages/control-actions.ts';
import type { ControlFormOutcome } from '@/server/edge/owner-forms.ts';

/** Each form posts to its server action, or without JavaScript to `/control/<token>/<form>`, which comes back with `done`. */
type FormProps = { token: string; done: ControlFormOutcome | null };
const plainUrl = (token: string, form: string) => `/control/${encodeURIComponent(token)}/${form}`;

const TASK_TYPE_LABELS: Record<(typeof TASK_TYPES)[number], string> = {
  is_open: 'Is it open (is_open)',
  line_length: 'How long is the line (line_length)',
  in_stock: 'Is an item in stock (in_stock)',
  photo_of_place: 'A current photo (photo_of_place)',
  price_check: 'A posted price (price_check)',
  crowd_level: 'How busy it is (crowd_level)',
  other_public: 'Any other public check (other_public)',
};

/** One of a form's buttons: its `intent` says which change; `confirm`, when given, is asked first (see confirmSubmit). */
function IntentButton({ intent, pending, className, confirm, children }: { intent: string; pending: boolean; className: string; confirm?: string | undefined; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} disabled={pending} className={className} data-confirm={confirm}>
      {children}
    </button>
  );
}

function Saved({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}

/** A secret shown once, selectable, with a plain warning. */
function ShownOnce({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <p className="font-medium">{label}</p>
      <code className="mt-1 block break-all rounded bg-white p-2 text-sm" data-testid="shown-once">
        {value}
      </code>
      <p className="mt-1 text-sm">{note}</p>
    </div>
  );
}

function Outcome<T>({ result, children }: { result: ActionResult<T> | null | undefined; children: (data: T) => ReactNode }) {
  if (!result) return null;
  return result.ok ? <>{children(result.data)}</> : <ErrorNotice error={result.error} />;
}

export function SpendPolicyForm({ token, done, initial }: FormProps & { initial: actions.PolicyFormValues }) {
  const [state, formAction, isPending] = useActionState(actions.saveSpendPolicy.bind(null, token), { result: null, values: initial });
  const target = useFormTarget(plainUrl(token, 'limits'), formAction);
  const fieldError = (field: string) =>
    state.result && !state.result.ok
      ? (state.result.error.fields as { field: string; problem: string }[] | undefined)?.find((f) => f.field === field)?.problem
      : undefined;
  const describedBy = (field: string) => (fieldError(field) ? `${field}-error` : `${field}-hint`);
  const minCap = (MIN_DAILY_CAP_CENTS / 100).toFixed(2);
  return (
    <form {...target} noValidate className="space-y-5">
      <div>
        <label htmlFor="max_bounty_usd" className="block font-medium">
          Largest bounty per task (USD)
        </label>
        <p id="max_bounty_usd-hint" className="text-sm text-slate-600">
          1 to 50, at most two decimals. Leave blank for no limit beyond the 50 USD maximum.
        </p>
        <input
          id="max_bounty_usd"
          name="max_bounty_usd"
          inputMode="decimal"
          defaultValue={state.values.max_bounty_usd}
          aria-invalid={fieldError('max_bounty_usd') ? true : undefined}
          aria-describedby={describedBy('max_bounty_usd')}
          className={inputClass}
        />
        {fieldError('max_bounty_usd') && (
          <p id="max_bounty_usd-error" className="mt-1 text-sm text-red-800">
            {fieldError('max_bounty_usd')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="daily_cap_usd" className="block font-medium">
          Daily cap (USD, bounty plus fee, per UTC day)
        </label>
        <p id="daily_cap_usd-hint" className="text-sm text-slate-600">
          At least {minCap} (the smallest ask), at most two decimals. Leave blank for no daily cap.
        </p>
        <input
          id="daily_cap_usd"
          name="daily_cap_usd"
          inputMode="decimal"
          defaultValue={state.values.daily_cap_usd}
          aria-invalid={fieldError('daily_cap_usd') ? true : undefined}
          aria-describedby={describedBy('daily_cap_usd')}
          className={inputClass}
        />
        {fieldError('daily_cap_usd') && (
          <p id="daily_cap_usd-error" className="mt-1 text-sm text-red-800">
            {fieldError('daily_cap_usd')}
          </p>
        )}
      </div>
      <fieldset aria-describedby={describedBy('allowed_task_types')}>
        <legend className="font-medium">Allowed task types</legend>
        <p id="allowed_task_types-hint" className="text-sm text-slate-600">
          At least one.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TASK_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 rounded-lg border border-slate-300 p-2">
              <input type="checkbox" name="allowed_task_types" value={type} defaultChecked={state.values.allowed_task_types.includes(type)} className="size-4" />
              {TASK_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {fieldError('allowed_task_types') && (
          <p id="allowed_task_types-error" className="mt-1 text-sm text-red-800">
            {fieldError('allowed_task_types')}
          </p>
        )}
      </fieldset>
      <button type="submit" disabled={isPending} className={buttonClass}>
        {isPending ? 'Saving…' : 'Save limits'}
      </button>
      {(state.result?.ok || (!state.result && done === 'limits_saved')) && <Saved>Limits saved. Your agent&apos;s next quote and ask use them.</Saved>}
      {state.result?.ok === false && <ErrorNotice error={state.result.error} />}
    </form>
  );
}

/** One form, two buttons: the last change's outcome is the one shown. */
export function ApiKeyControls({ token, done, isRevoked }: FormProps & { isRevoked: boolean }) {
  const [state, formAction, isPending] = useActionState(
    async (_previous: unknown, form: FormData) =>
      form.get('intent') === 'revoke' ? { revoked: await actions.revokeApiKey(token) } : { rotated: await actions.rotateApiKey(token) },
    null,
  );
  const target = useFormTarget(plainUrl(token, 'api-key'), formAction);
  return (
    <form {...target} onSubmit={confirmSubmit}>
      <div className="flex flex-wrap gap-3">
        <IntentButton intent="rotate" pending={isPending} className={buttonClass} confirm={isRevoked ? undefined : 'Rotate the API key? The current key stops working at once; your agent needs the new key to keep working.'}>
          {isRevoked ? 'Issue a new API key' : 'Rotate API key'}
        </IntentButton>
        {!isRevoked && (
          <IntentButton intent="revoke" pending={isPending} className={dangerButtonClass} confirm="Revoke the API key? Every call your agent makes is refused until you issue a new key.">
            Revoke API key
          </IntentButton>
        )}
      </div>
      <Outcome result={state?.rotated}>
        {(data) => (
          <ShownOnce
            label="New API key (the old one no longer works):"
            value={data.api_key}
            note="Shown only this once. Give it to your agent now; it sends it as Authorization: Bearer <key>."
          />
        )}
      </Outcome>
      <Outcome result={state?.revoked}>{() => <KeyRevoked />}</Outcome>
      {!state && done === 'key_revoked' && <KeyRevoked />}
    </form>
  );
}

function KeyRevoked() {
  return <Saved>API key revoked: your agent&apos;s calls are refused until you issue a new key.</Saved>;
}

export function ControlLinkControls({ token, done }: FormProps) {
  const [state, rotate, isPending] = useActionState(actions.rotateControlLink.bind(null, token), null);
  const target = useFormTarget(plainUrl(token, 'link'), rotate);
  return (
    <div>
      {!state && done === 'link_replaced' && (
        <Saved>This is your new control link: the old one stopped working at once. It was emailed to you too; bookmark this page.</Saved>
      )}
      {!state?.ok && (
        <form {...target} onSubmit={confirmSubmit} className={done === 'link_replaced' ? 'mt-4' : undefined}>
          <button
            type="submit"
            disabled={isPending}
            className={buttonClass}
            data-confirm="Replace this control link? This page's link stops working at once; the new one is shown once here and emailed to you."
          >
            Replace this control link
          </button>
        </form>
      )}
      <Outcome result={state}>
        {(data) => (
          <>
            <ShownOnce
              label="Your new control link (this page's link has stopped working):"
              value={data.control_url}
              note="Shown once here and emailed to you. Bookmark it; anyone with it controls your agent's spending."
            />
            <a href={data.control_url} className="mt-3 inline-block font-semibold text-blue-800 underline">
              Open the new control link
            </a>
          </>
        )}
      </Outcome>
    </div>
  );
}

export function EmailAddressControls({ token, done, isEnabled }: FormProps & { isEnabled: boolean }) {
  const [state, formAction, isPending] = useActionState(
    async (_previous: unknown, form: FormData) =>
      form.get('intent') === 'disable' ? { disabled: await actions.disableEmailAddress(token) } : { rotated: await actions.rotateEmailAddress(token) },
    null,
  );
  const target = useFormTarget(plainUrl(token, 'asking-address'), formAction);
  return (
    <form {...target} onSubmit={confirmSubmit}>
      <div className="flex flex-wrap gap-3">
        <IntentButton intent="rotate" pending={isPending} className={buttonClass} confirm={isEnabled ? 'Replace the asking address? Mail to the current address is refused from now on.' : undefined}>
          {isEnabled ? 'Replace the asking address' : 'Turn on asking by email'}
        </IntentButton>
        {isEnabled && (
          <IntentButton intent="disable" pending={isPending} className={dangerButtonClass} confirm="Turn off asking by email? Mail to the address is refused until you turn it on again (with a new address).">
            Turn off asking by email
          </IntentButton>
        )}
      </div>
      <Outcome result={state?.rotated}>{(data) => <Saved>New asking address: {data.email_address}. The old one no longer works.</Saved>}</Outcome>
      <Outcome result={state?.disabled}>{() => <AskingOff />}</Outcome>
      {!state && done === 'address_rotated' && <Saved>The asking address shown above is new. The old one no longer works.</Saved>}
      {!state && done === 'address_disabled' && <AskingOff />}
    </form>
  );
}

function AskingOff() {
  return <Saved>Asking by email is off; mail to the old address is refused.</Saved>;
}
