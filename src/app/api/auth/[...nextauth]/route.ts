import NextAuth from 'next-auth';
import { staffAuthOptions } from '@/server/staff-auth.ts';

/** next-auth's endpoints for the staff console: CSRF token, sign-in callback, session, sign-out. */
async function handler(req: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return NextAuth(staffAuthOptions())(req, context);
}

export { handler as GET, handler as POST };
