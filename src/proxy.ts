import { NextResponse, type NextRequest } from 'next/server';

/** next-auth's session cookie: `__Secure-` prefixed behind https. */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * Two conveniences in front of pages (every page and action still checks for
 * itself):
 * - A visitor with no staff session cookie at all is sent to sign in, with
 *   the page they asked for, so they land there afterwards.
 * - A server action posted from an owner or worker page with `Origin: null` (a
 *   sandboxed frame, or a browser hiding where the post came from) cannot be
 *   told apart from a forged one: Next would refuse it with a bare 500; it gets
 *   a page saying why instead, before anything runs (so nothing is changed or
 *   credited). The owner's plain form posts (`/control/<token>/<form>`,
 *   `/top-up/<token>/add`, `/claim/<token>/owner`) carry their credential in
 *   the address and pass.
 */
const PLAIN_OWNER_FORM = /^\/(control\/[^/]+\/[^/]+|top-up\/[^/]+\/add|claim\/[^/]+\/owner)$/;
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (['/control/', '/top-up/', '/claim/', '/work'].some((prefix) => pathname.startsWith(prefix))) {
    const isUnknownOrigin = request.method === 'POST' && request.headers.get('origin') === 'null' && !PLAIN_OWNER_FORM.test(pathname);
    return isUnknownOrigin ? originUnknown() : NextResponse.next();
  }
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const signIn = new URL('/staff/sign-in', request.url);
  signIn.searchParams.set('next', pathname);
  return NextResponse.redirect(signIn);
}

function originUnknown(): NextResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not sent: Spotcheck</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>This form was not sent</h1>
<p>Your browser did not say which site the form came from (it sent <code>Origin: null</code>), so Spotcheck cannot tell it from a forged request. Nothing was changed and no money was added.</p>
<p>What to do: open your link again in a normal browser tab (not inside another page or app view) and submit the form there. If a privacy setting hides where forms come from, allow it for this site.</p>
</body></html>`;
  return new NextResponse(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export const config = {
  matcher: ['/staff', '/staff/queue', '/staff/tickets', '/staff/workers', '/staff/applicants', '/staff/outbox', '/staff/history', '/control/:path*', '/top-up/:path*', '/claim/:path*', '/work', '/work/:path*'],
};
