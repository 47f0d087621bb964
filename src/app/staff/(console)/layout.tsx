import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../error-notice.tsx';
import { staffQuery } from '@/server/edge/pages/staff-calls.ts';
import { StaffNav } from './staff-nav.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff console · Spotcheck', robots: { index: false } };

/** Every console page: signed-in staff only (anonymous visitors are sent to sign in; a removed account is refused). */
export default async function StaffConsoleLayout({ children }: { children: ReactNode }) {
  const me = await staffQuery((caller) => caller.staff.me({}));
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-3">
          <p className="mb-2 font-semibold">Spotcheck staff</p>
          <StaffNav staffName={me.ok ? me.data.name : null} />
        </div>
      </header>
      <main id="content" className="mx-auto max-w-5xl px-4 py-6">
        {me.ok ? children : <ErrorNotice error={me.error} />}
      </main>
    </div>
  );
}
