'use server';

import { revalidatePath } from 'next/cache';
import type { TaskType } from '@/db/generated/enums.ts';
import { pageCaller, runAction, type ActionResult } from '@/server/edge/pages/caller.ts';

/** The control page's forms: each calls an owner procedure, with the link's token, as the page's reads do. */

type Caller = Awaited<ReturnType<typeof pageCaller>>;

async function callOwner<T>(token: string, call: (owner: Caller['owner']) => Promise<T>, { refreshPage = true } = {}): Promise<ActionResult<T>> {
  const caller = await pageCaller();
  const result = await runAction(() => call(caller.owner));
  if (result.ok && refreshPage) revalidatePath(`/control/${token}`);
  return result;
}

export type PolicyFormValues = { max_bounty_usd: string; daily_cap_usd: string; allowed_task_types: string[] };
export type PolicyFormState = { result: ActionResult<unknown> | null; values: PolicyFormValues };

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** Returns what was typed too, so a refused form keeps it for correcting. */
export async function saveSpendPolicy(token: string, _previous: PolicyFormState, form: FormData): Promise<PolicyFormState> {
  const values = {
    max_bounty_usd: text(form.get('max_bounty_usd')),
    daily_cap_usd: text(form.get('daily_cap_usd')),
    allowed_task_types: form.getAll('allowed_task_types').map(text),
  };
  // Form text goes in as typed: the procedure's schema checks and converts every field.
  const input = { token, ...values, allowed_task_types: values.allowed_task_types as TaskType[] };
  return { result: await callOwner(token, (owner) => owner.updateSpendPolicy(input)), values };
}

export async function rotateApiKey(token: string) {
  return callOwner(token, (owner) => owner.rotateApiKey({ token }));
}

export async function revokeApiKey(token: string) {
  return callOwner(token, (owner) => owner.revokeApiKey({ token }));
}

/** The page is not refreshed: its own link stops working, and the new one must stay on screen. */
export async function rotateControlLink(token: string) {
  return callOwner(token, (owner) => owner.rotateControlLink({ token }), { refreshPage: false });
}

export async function rotateEmailAddress(token: string) {
  return callOwner(token, (owner) => owner.rotateEmailAddress({ token }));
}

export async function disableEmailAddress(token: string) {
  return callOwner(token, (owner) => owner.disableEmailAddress({ token }));
}
