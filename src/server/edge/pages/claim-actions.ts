'use server';

import { pageCaller, runAction, type ActionResult } from './caller.ts';

export type ClaimResult = ActionResult<{ agent_name: string; emailed: boolean; control_url: string | null }>;

export async function claimAgent(token: string, _previous: ClaimResult | null, form: FormData): Promise<ClaimResult> {
  const email = form.get('owner_email');
  const caller = await pageCaller();
  return runAction(() => caller.ownerClaim.claim({ token, owner_email: typeof email === 'string' ? email.trim() : '' }));
}
