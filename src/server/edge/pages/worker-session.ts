import { cookies } from 'next/headers';
import { SESSION_TTL_DAYS } from '@/domain/workers/sign-in.ts';
import { publicBaseUrl } from '@/env.ts';

/** The worker's sign-in cookie: only its hash is stored; HttpOnly so page scripts never see it. */
const COOKIE = 'spotcheck_worker';

export async function readWorkerSession(): Promise<string | null> {
  return (await cookies()).get(COOKIE)?.value ?? null;
}

export async function setWorkerSession(token: string): Promise<void> {
  (await cookies()).set(COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicBaseUrl().startsWith('https:'),
    path: '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export async function clearWorkerSession(): Promise<void> {
  (await cookies()).delete(COOKIE);
}
