/**
 * `npm run staff:create -- --email you@example.com --name "Your Name" --password '...'`
 * Creates a staff account (the first one, or another) on the database `npm start` uses.
 */
import { parseArgs } from 'node:util';
import { DomainError } from '@/domain/errors.ts';
import { createStaffUser } from '@/domain/staff/accounts.ts';
import { withDatabase } from './database.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });

if (!values.email || !values.name || !values.password) {
  console.error('usage: npm run staff:create -- --email you@example.com --name "Your Name" --password \'a passphrase of 12+ characters\'');
  process.exit(2);
}

await withDatabase(async () => {
  try {
    const staff = await createStaffUser({ email: values.email ?? '', name: values.name ?? '', password: values.password ?? '' }, new Date());
    console.log(`staff account ${staff.email} (${staff.name}) created: sign in at /staff/sign-in`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`${error.message} ${error.fix}`);
    process.exitCode = 1;
  }
});
