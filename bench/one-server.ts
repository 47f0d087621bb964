import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, stopProcess, waitUntilReady } from '../e2e/support/global-setup.ts';
import { buildIfStale } from '../src/cli/build-if-stale.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `work` against one server process (the production build) on a throwaway embedded PostgreSQL, then stops both. */
export async function withOneServer(
  name: string,
  serverEnv: Record<string, string>,
  work: (server: { url: string; process: ChildProcess; databaseUrl: string }) => Promise<void>,
): Promise<void> {
  const log = (line: string) => console.error(`[${name}] ${line}`);
  process.chdir(ROOT); // startServer and buildIfStale use paths relative to the repository
  buildIfStale(log);
  const scratch = mkdtempSync(path.join(tmpdir(), `spotcheck-${name}-`));
  chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
  const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePort(), persistent: false, log });
  const port = await freePort();
  const server = startServer(port, database.url, serverEnv);
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`);
    await work({ url: `http://127.0.0.1:${port}`, process: server, databaseUrl: database.url });
  } finally {
    await stopProcess(server);
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
