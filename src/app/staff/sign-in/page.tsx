import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffSession } from '@/server/staff-auth.ts';
import { SignInForm } from './sign-in-form.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff sign-in · Spotcheck', robots: { index: false } };

/** Where to go after signing in: a console page the visitor asked for, never another site. */
function consolePath(next: string | undefined): string {
  return next && /^\/staff\/[a-z-]+$/.test(next) && next !== '/staff/sign-in' ? next : '/staff/queue';
}

export default async function StaffSignInPage({ searchParams }: { searchParams: Promise<{ error?: string; next?: string }> }) {
  const { error, next } = await searchParams;
  const destination = consolePath(next);
  if (await getStaffSession()) redirect(destination);
  return (
    <main className="mx-auto max-w-sm px-5 py-12">
      <h1 className="text-2xl font-semibold">Spotcheck staff</h1>
      <p className="mt-2 text-slate-700">Sign in to review disputes, failed checks and classifier tickets.</p>
      <SignInForm initialError={error ?? null} destination={destination} />
    </main>
  );
}
