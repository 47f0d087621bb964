'use client';

import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../error-notice.tsx';
import { Field } from '../field.tsx';

const CREATE_HINT = 'An operator creates staff accounts with npm run staff:create.';

/** Known error codes in our own words; any other text (a crafted ?error= link) is never shown as it came. */
function explain(error: string): { message: string; fix: string } {
  if (error === 'CredentialsSignin') return { message: 'Wrong email or password.', fix: `Check both and try again. ${CREATE_HINT}` };
  const wait = /^RateLimited:(\d{1,6})$/.exec(error)?.[1];
  if (wait) return { message: 'Too many failed sign-ins for this account or from this network.', fix: `Wait ${wait} s, then try again.` };
  if (error === 'SessionRequired') return { message: 'Please sign in to continue.', fix: 'Sign in with your staff account.' };
  return { message: 'Signing in failed.', fix: 'Reload the page and try again.' };
}

/** Email and password through next-auth, which checks its CSRF token and sets the session cookie. */
export function SignInForm({ initialError, destination }: { initialError: string | null; destination: string }) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn('credentials', { email: form.get('email'), password: form.get('password'), redirect: false }).catch(() => null);
    if (result?.ok && !result.error) {
      window.location.assign(destination);
      return;
    }
    setBusy(false);
    setError(result?.error ?? 'Signing in failed.');
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <Field label="Email" id="email" name="email" type="email" autoComplete="username" required />
      <Field label="Password" id="password" name="password" type="password" autoComplete="current-password" required />
      {error && <ErrorNotice error={explain(error)} />}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-700 px-3 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
      >
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
