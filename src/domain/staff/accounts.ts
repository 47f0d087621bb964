import { db } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/transaction.ts';
import { DomainError } from '@/domain/errors.ts';
import { assertMayTrySignIn, isKnownBrowserFor, recordFailedSignIn, recordSignIn } from './sign-in-throttle.ts';
import { decoyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

/** A signed-in staff member: what review records name as "who". */
export type StaffMember = { id: string; email: string; name: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CREATE_HINT = 'An operator creates staff accounts with `npm run staff:create -- --email you@example.com --name "Your Name" --password \'...\'`.';

/** Emails compare case-insensitively: one account per mailbox. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createStaffUser(input: { email: string; name: string; password: string }, now: Date): Promise<StaffMember> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  if (!EMAIL.test(email)) throw new DomainError('invalid_input', `"${input.email}" is not an email address.`, 'Give the staff member\'s work email, e.g. ana@example.com.', { field: 'email' });
  if (name.length < 2 || name.length > 80) throw new DomainError('invalid_input', 'The name must be 2 to 80 characters.', 'Give the name reviewers will see in the review history.', { field: 'name' });
  if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH) {
    throw new DomainError(
      'invalid_input',
      `The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters (it has ${input.password.length}).`,
      `Choose a longer passphrase, e.g. four unrelated words; at least ${MIN_PASSWORD_LENGTH} characters.`,
      { field: 'password' },
    );
  }
  try {
    return await db().staffUser.create({
      data: { email, name, passwordHash: await hashPassword(input.password), createdAt: now },
      select: { id: true, email: true, name: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new DomainError('invalid_input', `A staff account for ${email} already exists.`, 'Sign in with it at /staff/sign-in, or use another email.', { field: 'email' });
  }
}

/**
 * The staff member these credentials belong to, or null. Unknown emails cost
 * the same scrypt work as wrong passwords; failed attempts slow down further
 * ones per account and per client IP (a refusal throws `rate_limited`), except
 * from a browser that signed in to this account before.
 */
export async function verifyStaffCredentials(
  emailInput: string,
  password: string,
  now: Date,
  client: { ip: string; knownBrowserCookie?: string | undefined } = { ip: 'unknown' },
): Promise<StaffMember | null> {
  const email = normalizeEmail(emailInput);
  if (!email || !password || password.length > MAX_PASSWORD_LENGTH) return null;
  const attempt = { email, ip: client.ip, knownBrowser: isKnownBrowserFor(email, client.knownBrowserCookie) };
  await assertMayTrySignIn(attempt, now);
  const user = await db().staffUser.findUnique({ where: { email } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (user && matches) {
    await recordSignIn(attempt);
    return { id: user.id, email: user.email, name: user.name };
  }
  await recordFailedSignIn(attempt, now);
  return null;
}

/**
 * Who is calling the staff console. Sessions are signed cookies that outlive
 * nothing but themselves, so the account is looked up on every call: a
 * removed staff member is refused at once, not when the cookie expires.
 */
export async function authenticateStaff(session: { email: string } | null): Promise<StaffMember> {
  if (!session) {
    throw new DomainError('unauthorized', 'Sign in to the staff console first.', 'Open /staff/sign-in and sign in with your staff account.');
  }
  const staff = await db().staffUser.findUnique({ where: { email: normalizeEmail(session.email) }, select: { id: true, email: true, name: true } });
  if (!staff) {
    throw new DomainError('forbidden', `${session.email} is not a staff account (any more).`, `Sign out, then sign in with a current staff account. ${CREATE_HINT}`);
  }
  return staff;
}
