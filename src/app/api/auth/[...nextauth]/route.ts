import NextAuth from 'next-auth';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_MAX_AGE_SECONDS, knownBrowserToken } from '@/domain/staff/sign-in-throttle.ts';
import { staffAuthOptions } from '@/server/staff-auth.ts';

/** next-auth's endpoints for the staff console: CSRF token, sign-in callback, session, sign-out. */
async function handler(req: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const signingIn = req.method === 'POST' && new URL(req.url).pathname.endsWith('/callback/credentials');
  const form = signingIn ? await req.clone().formData().catch(() => null) : null;
  const response = await NextAuth(staffAuthOptions())(req, context);
  const email = form?.get('email');
  const signedIn = /next-auth\.session-token=[^;]/.test(response.headers.get('set-cookie') ?? '');
  if (!signingIn || !signedIn || typeof email !== 'string') return response;
  const headers = new Headers(response.headers);
  rememberBrowser(headers, email.trim().toLowerCase());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A browser that signed in to an account is not slowed down by failed sign-ins made elsewhere against it. */
function rememberBrowser(headers: Headers, email: string): void {
  const secure = (process.env.NEXTAUTH_URL ?? '').startsWith('https:') ? '; Secure' : '';
  headers.append(
    'set-cookie',
    `${KNOWN_BROWSER_COOKIE}=${encodeURIComponent(knownBrowserToken(email))}; Path=/api/auth; Max-Age=${KNOWN_BROWSER_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export { handler as GET, handler as POST };
