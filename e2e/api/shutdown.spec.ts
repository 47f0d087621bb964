import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { signUp } from '../support/api.ts';
import { freePort, startServer, waitUntilReady } from '../support/global-setup.ts';

/**
 * A deploy stops a server with SIGTERM: whoever is waiting on it gets an
 * answer, and the process ends cleanly, without noise an operator would have
 * to read as an incident.
 */
test('SIGTERM answers a held await_answer with the task as it is, then exits 0 with a clean stderr', async () => {
  const before = new Set(await listenerNames());
  const port = await freePort();
  const server = startServer(port, process.env.DATABASE_URL ?? '', {}, 'pipe');
  let stdout = '';
  let stderr = '';
  server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url);

  const agent = await signUp('shutdown-agent', url);
  const taskId = (await agent.ask()).body.task_id as string;
  const waiting = agent.call('POST', `/v1/tasks/${taskId}/await`, { timeout_seconds: 55 });
  // The waiter is held once this server opened its LISTEN connection (named after its process).
  let ours: string | undefined;
  await expect.poll(async () => (ours = (await listenerNames()).find((name) => !before.has(name)))).toBeDefined();

  process.kill(-server.pid!, 'SIGTERM');
  const answered = await waiting.catch((error: unknown) => {
    throw new Error(`the waiter got no answer (${String(error)}); server stdout:\n${stdout}\nstderr:\n${stderr}`);
  });
  expect(answered.status).toBe(200);
  expect(answered.body).toMatchObject({ task_id: taskId, status: 'dispatched', answered: false, answer: null });
  expect(await exited).toBe(0);
  expect(stdout).toContain('[spotcheck] SIGTERM: draining');
  expect(stdout).toContain('[spotcheck] stopped');
  // No "Connection terminated", no stack, no TensorFlow.js source dump: nothing at all.
  expect(stderr.trim()).toBe('');
  // Its LISTEN connection was closed, not dropped (PostgreSQL may take a moment to forget it).
  await expect.poll(async () => (await listenerNames()).includes(ours!)).toBe(false);
});

async function listenerNames(): Promise<string[]> {
  const rows = await db().$queryRaw<{ name: string }[]>`SELECT application_name AS name FROM pg_stat_activity WHERE application_name LIKE 'spotcheck-listen-%'`;
  return rows.map((row) => row.name);
}
