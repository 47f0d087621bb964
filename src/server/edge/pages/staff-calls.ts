import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { pageCaller, runAction, type ActionResult } from '@/server/edge/pages/caller.ts';
import { getStaffSession, STAFF_SIGN_IN_PATH } from '@/server/staff-auth.ts';

type Caller = Awaited<ReturnType<typeof pageCaller>>;

/**
 * A staff page's read: anonymous visitors go to the sign-in page; any refusal
 * (an account removed since sign-in, say) comes back as `{error, message, fix}` to show.
 */
export async function staffQuery<T>(call: (caller: Caller) => Promise<T>): Promise<ActionResult<T>> {
  const session = await getStaffSession();
  if (!session) redirect(STAFF_SIGN_IN_PATH);
  const caller = await pageCaller({ staffSession: session });
  return runAction(() => call(caller));
}

/**
 * A staff form's server action: the same procedures with the caller's
 * session (none: the procedure refuses it as unauthorized); after a change
 * the page is rendered afresh. A refusal leaves the page as it is, so the form can show it.
 */
export async function staffAction<T>(path: string, call: (caller: Caller) => Promise<T>): Promise<ActionResult<T>> {
  const caller = await pageCaller({ staffSession: await getStaffSession() });
  const result = await runAction(() => call(caller));
  if (result.ok) revalidatePath(path);
  return result;
}

/** A form field as text ('' when missing). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A form field as a number; empty is undefined, so validation names it as missing rather than reading 0. */
export function numberField(form: FormData, name: string): number | undefined {
  const text = textField(form, name).trim();
  return text === '' ? undefined : Number(text);
}
