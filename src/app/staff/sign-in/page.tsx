import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffSession } from '@/server/staff-auth.ts';
import { SignInForm } from './sign-in-form.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff sign-in · Spotcheck', robots: { index: false } };

export default async function StaffSignInPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  if (await getStaffSession()) redirect('/staff/queue');
  const { error } = await searchParams;
  return (
    <main className="mx-auto max-w-sm px-5 py-12">
      <h1 className="text-2xl font-semibold">Spotcheck staff</h1>
      <p className="mt-2 text-slate-700">Sign in to review disputes, failed checks and classifier tickets.</p>
      <SignInForm initialError={error ?? null} />
    </main>
  );
}
