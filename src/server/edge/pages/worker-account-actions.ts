'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { pageCaller, runAction, type ActionResult } from './caller.ts';
import { numberField, textField } from './staff-calls.ts';
import { clearWorkerSession, readWorkerSession, setWorkerSession } from './worker-session.ts';

/** The worker pages' forms. Each calls one workerAccount procedure, so validation and errors are the procedures' own. */

type Previous = ActionResult<unknown> | null;
type Caller = Awaited<ReturnType<typeof pageCaller>>;

export async function requestCodeAction(_previous: Previous, form: FormData) {
  const caller = await pageCaller();
  return runAction(() => caller.workerAccount.requestCode({ phone: textField(form, 'phone') }));
}

/** A right code signs the phone in (the cookie) and opens the worker's page. */
export async function verifyCodeAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const caller = await pageCaller();
  const result = await runAction(() => caller.workerAccount.verifyCode({ phone: textField(form, 'phone'), code: textField(form, 'code') }));
  if (!result.ok) return result;
  await setWorkerSession(result.data.session_token);
  redirect('/work/me');
}

/** A signed-in worker's call; no cookie is the same refusal as a signed-out one. */
async function callAsWorker<T>(call: (caller: Caller, session: string) => Promise<T>): Promise<ActionResult<T>> {
  const caller = await pageCaller();
  const session = (await readWorkerSession()) ?? '-';
  const result = await runAction(() => call(caller, session));
  if (result.ok) revalidatePath('/work/me');
  return result;
}

export async function saveProfileAction(_previous: Previous, form: FormData) {
  return callAsWorker((caller, session) =>
    caller.workerAccount.saveProfile({
      session,
      name: textField(form, 'name'),
      home_lat: numberField(form, 'home_lat') as number,
      home_lng: numberField(form, 'home_lng') as number,
      radius_m: numberField(form, 'radius_m') as number,
      time_zone: textField(form, 'time_zone'),
      is_available: textField(form, 'is_available') === 'on',
      quiet_start: textField(form, 'quiet_start'),
      quiet_end: textField(form, 'quiet_end'),
    }),
  );
}

export async function setAvailableAction(_previous: Previous, form: FormData) {
  return callAsWorker((caller, session) => caller.workerAccount.setAvailable({ session, is_available: textField(form, 'is_available') === 'true' }));
}

export async function requestPayoutAction(_previous: Previous, _form: FormData) {
  return callAsWorker((caller, session) => caller.workerAccount.requestPayout({ session }));
}

/** Off to Stripe's onboarding pages; they send the worker back to /work/me. */
export async function startPayoutSetupAction(_previous: Previous, _form: FormData): Promise<ActionResult<unknown>> {
  const result = await callAsWorker((caller, session) => caller.workerAccount.startPayoutSetup({ session }));
  if (!result.ok) return result;
  redirect(result.data.url);
}

export async function signOutAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const everywhere = textField(form, 'scope') === 'everywhere';
  const result = await callAsWorker((caller, session) => (everywhere ? caller.workerAccount.signOutEverywhere({ session }) : caller.workerAccount.signOut({ session })));
  await clearWorkerSession();
  redirect(`/work?signed_out=${everywhere ? 'everywhere' : 'here'}`);
  return result;
}
