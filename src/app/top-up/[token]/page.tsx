import { randomBytes } from 'node:crypto';
import type { Metadata } from 'next';
import { MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS } from '@/domain/money/usd.ts';
import { pageCaller, runAction } from '@/server/edge/pages/caller.ts';
import { notFound } from 'next/navigation';
import { BackToControlLink } from '../../control-link-memory.tsx';
import { dollars, utcTime } from '../../owner-ui.tsx';
import { TopUpForm } from './top-up-form.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck: add funds', robots: { index: false, follow: false }, referrer: 'same-origin' };

const CHECKOUT_NOTICES: Record<string, string> = {
  success: 'Thank you: payment received. The balance goes up as soon as Stripe confirms it, usually within seconds; reload to see it.',
  cancelled: 'Checkout was cancelled; nothing was charged.',
};

export default async function TopUpPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ checkout?: string; credited?: string }> }) {
  const { token } = await params;
  const { checkout, credited } = await searchParams;
  const caller = await pageCaller();
  // `credited`: a top-up posted without JavaScript lands here naming its payment (an id not this agent's shows nothing).
  const result = await runAction(() => caller.topUp.page({ token, ...(typeof credited === 'string' ? { credited_payment_id: credited } : {}) }));
  if (!result.ok) {
    if (result.error.error === 'unauthorized') notFound();
    throw new Error(`top-up page: ${result.error.message}`);
  }
  const page = result.data;
  const notice = checkout ? CHECKOUT_NOTICES[checkout] : undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <BackToControlLink />
      <p className="mt-2 text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck top-up</p>
      <h1 className="mt-1 text-3xl font-semibold break-words">Add funds for {page.agent_name}</h1>
      {page.is_live ? (
        <p className="mt-3 text-slate-700">You pay on Stripe&apos;s secure checkout page; the amount is added to your agent&apos;s Spotcheck balance.</p>
      ) : (
        <p className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
          <strong>Test mode: no real money moves.</strong> This deploy has simulated payments, so this page is not a real checkout: it adds test funds to the
          balance at once, and nothing is charged.
        </p>
      )}
      {notice && (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600">Balance</dt>
          <dd className="text-2xl font-semibold" data-testid="balance">
            {dollars(page.balance_usd)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Held in open tasks</dt>
          <dd className="text-2xl font-semibold">{dollars(page.escrowed_usd)}</dd>
        </div>
      </dl>
      <div className="mt-6">
        <TopUpForm token={token} submissionKey={randomBytes(16).toString('hex')} isLive={page.is_live} min={MIN_TOP_UP_CENTS / 100} max={MAX_TOP_UP_CENTS / 100} credited={page.credited} />
      </div>
      {page.payments.length > 0 && (
        <section aria-labelledby="recent-top-ups" className="mt-8 border-t border-slate-200 pt-6">
          <h2 id="recent-top-ups" className="text-xl font-semibold">
            Recent top-ups
          </h2>
          <ul className="mt-3 space-y-1 text-slate-800">
            {page.payments.map((payment) => (
              <li key={payment.created_at + payment.amount_usd}>
                {dollars(payment.amount_usd)} · {payment.status === 'pending' ? 'waiting for payment' : payment.status} ·{' '}
                <time dateTime={payment.created_at}>{utcTime(payment.created_at)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
