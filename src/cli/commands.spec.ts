import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { db } from '@/db/client.ts';

/** The operator commands as the README gives them, on the suite's database (DATABASE_URL). */
async function run(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const uniquePhone = () => `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

test('worker:add takes a negative longitude after --lng, as the README writes it', async () => {
  const phone = uniquePhone();
  const result = await run('src/cli/worker-add.ts', ['--name', 'Ana', '--phone', phone, '--lat', '37.77', '--lng', '-122.42', '--radius', '2500']);
  expect(result.stderr).toBe('');
  expect(result.stdout).toContain(`added: Ana, ${phone}, within 2500 m of 37.77, -122.42`);
  expect(await db().worker.findUnique({ where: { phone }, select: { homeLat: true, homeLng: true, radiusM: true } })).toEqual({ homeLat: 37.77, homeLng: -122.42, radiusM: 2500 });
});

test('worker:add refuses a bad phone number with the fix, exit code 1 and no worker', async () => {
  const result = await run('src/cli/worker-add.ts', ['--name', 'Ana', '--phone', '4155550123', '--lat', '37.77', '--lng', '-122.42']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('phone "4155550123" is not an international number. Give the phone as +<country code><number>');
  expect(await db().worker.count({ where: { phone: '4155550123' } })).toBe(0);
});

test('staff:create makes an account that can sign in, and refuses a short password', async () => {
  const email = `staff-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await run('src/cli/staff-create.ts', ['--email', email, '--name', 'Ana Reviewer', '--password', 'correct horse battery staple']);
  expect(created.stdout).toContain(`staff account ${email} (Ana Reviewer) created`);
  expect(await db().staffUser.count({ where: { email } })).toBe(1);

  const refused = await run('src/cli/staff-create.ts', ['--email', `other-${email}`, '--name', 'Bo', '--password', 'short']);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('The password must be 12 to 200 characters (it has 5).');
  expect(await db().staffUser.count({ where: { email: `other-${email}` } })).toBe(0);
});
