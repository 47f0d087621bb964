'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { signOut } from 'next-auth/react';

const LINKS = [
  { href: '/staff/queue', label: 'Review queue' },
  { href: '/staff/tickets', label: 'Classifier tickets' },
  { href: '/staff/workers', label: 'Workers' },
  { href: '/staff/applicants', label: 'Applicants' },
  { href: '/staff/outbox', label: 'Outbox' },
  { href: '/staff/history', label: 'History' },
];

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The console's sections (the current one marked for screen readers) and sign-out. */
export function StaffNav({ staffName }: { staffName: string | null }) {
  const pathname = usePathname();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <nav aria-label="Staff console">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {LINKS.map((link) => {
            const isCurrent = pathname === link.href;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`rounded px-1 underline-offset-4 hover:underline ${isCurrent ? 'font-semibold text-slate-900 underline' : 'text-blue-800'} ${focusRing}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex items-center gap-3 sm:ml-auto">
        {staffName && <span className="text-slate-700">{staffName}</span>}
        <button
          type="button"
          onClick={() => void signOut({ callbackUrl: '/staff/sign-in' })}
          className={`rounded-md border border-slate-400 px-3 py-1.5 hover:bg-slate-100 ${focusRing}`}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
