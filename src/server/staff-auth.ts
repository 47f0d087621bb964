import { createHmac } from 'node:crypto';
import { getServerSession, type NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { DomainError } from '@/domain/errors.ts';
import { verifyStaffCredentials } from '@/domain/staff/accounts.ts';
import { KNOWN_BROWSER_COOKIE } from '@/domain/staff/sign-in-throttle.ts';
import { clientIpFromHeaders } from './context.ts';
import { env, publicBaseUrl, SERVER_SECRET_ENV, serverSecret } from '@/env.ts';

export const STAFF_SIGN_IN_PATH = '/staff/sign-in';

/** A staff shift; after it the staff member signs in again. */
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * next-auth for the staff console: email + password (scrypt hashes in
 * staff_users), JWT sessions in an HttpOnly cookie, next-auth's own CSRF
 * token on sign-in and sign-out. Built at use, because the server secret it
 * derives its key from is loaded from the database at start-up.
 */
export function staffAuthOptions(): NextAuthOptions {
  // next-auth takes its origin from NEXTAUTH_URL: cookies are Secure exactly when the public address is https.
  process.env.NEXTAUTH_URL ??= publicBaseUrl();
  return {
    secret: sessionSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: STAFF_SIGN_IN_PATH, error: STAFF_SIGN_IN_PATH },
    providers: [
      CredentialsProvider({
        name: 'Staff account',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const header = (name: string) => headerOf(req.headers, name);
          try {
            return await verifyStaffCredentials(credentials?.email ?? '', credentials?.password ?? '', new Date(), {
              ip: clientIpFromHeaders(header),
              knownBrowserCookie: cookieOf(header('cookie'), KNOWN_BROWSER_COOKIE),
            });
          } catch (error) {
            // next-auth hands an error's message to the sign-in page as ?error=: a code the page turns into words.
            if (error instanceof DomainError && error.code === 'rate_limited') throw new Error(`RateLimited:${String(error.context.retry_after_s)}`);
            throw error;
          }
        },
      }),
    ],
  };
}

function headerOf(headers: unknown, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined> | undefined)?.[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookieOf(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** NEXTAUTH_SECRET, or a key derived from the random per-database server secret, so every server process agrees. */
function sessionSecret(): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  const root = serverSecret();
  if (!root) throw new Error(`Staff sessions cannot be signed: ${SERVER_SECRET_ENV} is not loaded (start with npm start) and NEXTAUTH_SECRET is not set.`);
  return createHmac('sha256', root).update('next-auth').digest('hex');
}

/** The signed-in staff session of this request (page or server action), or null. */
export async function getStaffSession(): Promise<{ email: string } | null> {
  const session = await getServerSession(staffAuthOptions());
  const email = session?.user?.email;
  return email ? { email } : null;
}
