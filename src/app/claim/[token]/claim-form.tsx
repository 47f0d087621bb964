'use client';

import { useActionState } from 'react';
import { buttonClass, ErrorNotice, inputClass } from '../../owner-ui.tsx';
import { useFormTarget } from '../../plain-form.ts';
import { claimAgent } from '@/server/edge/pages/claim-actions.ts';

export function ClaimForm({ token }: { token: string }) {
  const [state, formAction, isPending] = useActionState(claimAgent.bind(null, token), null);
  // Without JavaScript: `/claim/<token>/owner` answers with a page of its own.
  const target = useFormTarget(`/claim/${encodeURIComponent(token)}/owner`, formAction);
  if (state?.ok) {
    const { agent_name: name, control_url: controlUrl } = state.data;
    return (
      <div role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
        <p className="font-semibold">You are now the owner of {name}.</p>
        {controlUrl ? (
          <>
            <p className="mt-2">
              This deploy sends no real email (it is simulated), so your private control link is shown here, once. Bookmark it: anyone with it controls
              the agent&apos;s spending.
            </p>
            <code className="mt-2 block break-all rounded bg-white p-2 text-sm" data-testid="shown-once">
              {controlUrl}
            </code>
            <a href={controlUrl} className="mt-3 inline-block font-semibold text-blue-800 underline">
              Open your control page
            </a>
          </>
        ) : (
          <p className="mt-2">We emailed you the private control link. Keep it to yourself: anyone with it controls the agent&apos;s spending.</p>
        )}
      </div>
    );
  }
  return (
    <form {...target} className="mt-6 space-y-3">
      <label htmlFor="owner_email" className="block font-medium">
        Your email
      </label>
      <input id="owner_email" name="owner_email" type="email" required autoComplete="email" className={inputClass} />
      <button type="submit" disabled={isPending} className={buttonClass}>
        {isPending ? 'Saving…' : 'Become the owner'}
      </button>
      {state && !state.ok && <ErrorNotice error={state.error} />}
    </form>
  );
}
