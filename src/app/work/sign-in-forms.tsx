'use client';

import { useActionState } from 'react';
import { buttonClass, ErrorNotice, inputClass } from '../owner-ui.tsx';
import { requestCodeAction, verifyCodeAction } from '@/server/edge/pages/worker-account-actions.ts';

/** Phone number, then the texted code; a right code opens the worker's page. */
export function SignInForms() {
  const [sent, requestCode, isSending] = useActionState(requestCodeAction, null);
  const [checked, verifyCode, isChecking] = useActionState(verifyCodeAction, null);
  const phone = sent?.ok ? sent.data.phone : null;
  return (
    <div className="mt-4 space-y-6">
      <form action={requestCode} className="space-y-3">
        <div>
          <label htmlFor="phone" className="block font-medium">
            Mobile phone number
          </label>
          <p id="phone-hint" className="text-sm text-slate-600">
            With your country code, e.g. +1 415 555 0123.
          </p>
          <input id="phone" name="phone" type="tel" autoComplete="tel" required aria-describedby="phone-hint" defaultValue={phone ?? ''} className={inputClass} />
        </div>
        <button type="submit" disabled={isSending} className={`${buttonClass} w-full py-3 text-lg sm:w-auto`}>
          {isSending ? 'Sending…' : phone ? 'Send a new code' : 'Text me a code'}
        </button>
        {sent && !sent.ok && <ErrorNotice error={sent.error} />}
      </form>

      {phone && (
        <form action={verifyCode} className="space-y-3 border-t border-slate-200 pt-6">
          <p role="status" className="text-slate-800">
            {sent?.ok && sent.data.texting_live ? `We texted a code to ${phone}.` : `A code for ${phone} is in the staff Outbox (test deploy).`} It works for 10 minutes.
          </p>
          <input type="hidden" name="phone" value={phone} />
          <div>
            <label htmlFor="code" className="block font-medium">
              6-digit code
            </label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required className={`${inputClass} text-2xl tracking-widest`} />
          </div>
          <button type="submit" disabled={isChecking} className={`${buttonClass} w-full py-3 text-lg sm:w-auto`}>
            {isChecking ? 'Checking…' : 'Sign in'}
          </button>
          {checked && !checked.ok && <ErrorNotice error={checked.error} />}
        </form>
      )}
    </div>
  );
}
