import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * A short seeded chaos run in every `npm test`: random concurrent operations
 * against two server processes on a database of their own, one `kill -9` and
 * restart mid-load, then the money, outbox and deadline checks
 * (e2e/chaos/run.ts; `npm run chaos` runs 20 seeds). A doubled text is a
 * violation; an email resent after the kill (SMTP, same Message-ID) is only
 * counted.
 */
test('chaos: one seed with a kill -9 leaves no violation, no lost message, no doubled text, no 5xx', async () => {
  test.setTimeout(150_000);
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'e2e/chaos/run.ts', '--seeds', '1', '--first-seed', String(1 + (Date.now() % 1000)), '--ops', '120', '--kills', '1', '--cluster', process.env.DATABASE_URL ?? ''], {
    encoding: 'utf8',
    timeout: 140_000,
  });
  // | all 1 | operations | kill -9 | | texts | emails | lost | texts resent: asked / found | texts doubled | emails resent | violations | 5xx |
  expect(run.stdout, run.stderr.slice(-3000)).toMatch(/\| all 1 \| 120 \| 1 \| +\| [1-9]\d* \| \d+ \| 0 \| \d+ \/ \d+ \| 0 \| \d+ \| 0 \| 0 \|/);
  expect(run.status).toBe(0);
});
