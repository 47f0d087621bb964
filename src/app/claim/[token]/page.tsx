import type { Metadata } from 'next';
import { UNKNOWN_CLAIM_LINK } from '@/domain/agents/owner-claim.ts';
import { pageCaller, runAction } from '@/server/edge/pages/caller.ts';
import { LinkNotValid } from '../../link-not-valid.tsx';
import { ClaimForm } from './claim-form.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck: become the owner of an agent', robots: { index: false, follow: false }, referrer: 'same-origin' };

/** Where a human takes over an agent that signed up without an owner (claim_url from create_claim_link). */
export default async function ClaimPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const caller = await pageCaller();
  const view = await runAction(() => caller.ownerClaim.view({ token }));
  if (!view.ok) return <LinkNotValid {...UNKNOWN_CLAIM_LINK} />;
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck owner link</p>
      <h1 className="mt-1 text-3xl font-semibold break-words">Become the owner of {view.data.agent_name}</h1>
      <p className="mt-3 text-slate-700">
        Your AI agent uses Spotcheck to pay nearby people a few dollars to check public places for it. As its owner you get a private control link to see
        its balance and tasks, set spend limits, add funds, and rotate or revoke its API key. This link works once.
      </p>
      <ClaimForm token={token} />
    </main>
  );
}
