import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { smsProviderInfo } from '@/providers/sms/index.ts';
import { readWorkerSession } from '@/server/edge/pages/worker-session.ts';
import { SignInForms } from './sign-in-forms.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck: earn by checking places near you', robots: { index: false } };

export default async function WorkPage({ searchParams }: { searchParams: Promise<{ signed_out?: string }> }) {
  const { signed_out: signedOut } = await searchParams;
  if (!signedOut && (await readWorkerSession())) redirect('/work/me');
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck for workers</p>
      <h1 className="mt-1 text-3xl font-semibold">Earn a few dollars checking places near you</h1>
      <p className="mt-3 text-slate-700">
        We text you when someone needs a quick check of a public place nearby: is it open, how long is the line, a photo. The first to claim it goes, answers
        from the spot and is paid once the answer checks out. Nobody is ever sent anywhere unsafe or private.
      </p>
      {signedOut && (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {signedOut === 'everywhere' ? 'You are signed out on every device.' : 'You are signed out.'}
        </p>
      )}
      <h2 className="mt-8 text-xl font-semibold">Sign up or sign in</h2>
      <p className="mt-1 text-slate-700">Your phone number is your account: we text you a 6-digit code.</p>
      {!smsProviderInfo().isLive && (
        <p className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
          This is a test deploy: no text is really sent. The code waits in the staff console&apos;s Outbox, where staff can read it to you.
        </p>
      )}
      <SignInForms />
    </main>
  );
}
