/**
 * `npm run staff:create -- --email you@example.com --name "Your Name" --password '...'`
 * Creates a staff account (the first one, or another) on the database `npm start` uses.
 * Leave out --password to type it instead of leaving it in the shell history.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DomainError } from '@/domain/errors.ts';
import { createStaffUser } from '@/domain/staff/accounts.ts';
import { withDatabase } from './database.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });

if (!values.email || !values.name) {
  console.error('usage: npm run staff:create -- --email you@example.com --name "Your Name" [--password \'a long passphrase\']');
  process.exit(2);
}

const password = values.password ?? (await askPassword());

await withDatabase(async () => {
  try {
    const staff = await createStaffUser({ email: values.email ?? '', name: values.name ?? '', password }, new Date());
    console.log(`staff account ${staff.email} (${staff.name}) created: sign in at /staff/sign-in`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`${error.message} ${error.fix}`);
    process.exitCode = 1;
  }
});

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Password (at least 12 characters): ');
  } finally {
    prompt.close();
  }
}
