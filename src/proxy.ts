import { NextResponse, type NextRequest } from 'next/server';

/** next-auth's session cookie: `__Secure-` prefixed behind https. */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * A visitor with no staff session cookie at all is sent to sign in, with the
 * page they asked for, so they land there afterwards. This is only a
 * convenience: every staff page and action still checks the session itself.
 */
export function proxy(request: NextRequest): NextResponse {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const signIn = new URL('/staff/sign-in', request.url);
  signIn.searchParams.set('next', request.nextUrl.pathname);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ['/staff', '/staff/queue', '/staff/tickets', '/staff/workers', '/staff/applicants', '/staff/outbox', '/staff/history'] };
