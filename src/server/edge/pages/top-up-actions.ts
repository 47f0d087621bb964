'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { pageCaller, runAction, type ActionResult } from '@/server/edge/pages/caller.ts';

export type TopUpFormState = { result: ActionResult<{ kind: 'credited'; amount_usd: number; balance_usd: number }> | null; amount: string };

/** Adds test funds at once (simulated) or sends the owner to the provider's checkout (live). */
export async function topUp(token: string, _previous: TopUpFormState, form: FormData): Promise<TopUpFormState> {
  const amount = String(form.get('amount_usd') ?? '');
  const caller = await pageCaller();
  const result = await runAction(() => caller.topUp.start({ token, amount_usd: amount, submission_key: String(form.get('submission_key') ?? '') }));
  if (!result.ok) return { result, amount };
  // redirect() throws, so it stays outside runAction.
  if (result.data.kind === 'redirect') redirect(result.data.checkout_url);
  revalidatePath(`/top-up/${token}`);
  return { result: { ok: true, data: result.data }, amount: '' };
}
