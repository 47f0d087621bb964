import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../src/cli/build-if-stale.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';

/**
 * Starts what the tests run against, the way `npm start` does: a real
 * PostgreSQL (embedded, throwaway), and two server processes sharing it, so
 * tests can prove behaviour across processes. Exposes them through env:
 * DATABASE_URL, BASE_URL, BASE_URL_2.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`[test setup] ${line}`);
  buildIfStale(log);
  const scratch = mkdtempSync(path.join(tmpdir(), 'spotcheck-test-'));
  chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
  const database = await startEmbeddedPostgres({
    dataDir: path.join(scratch, 'pg'),
    port: await freePort(),
    persistent: false,
    log,
  });
  process.env.DATABASE_URL = database.url;
  // Photos and anything else the servers write go to the scratch folder, never the repository's .data/.
  process.env.SPOTCHECK_DATA_DIR = path.join(scratch, 'data');

  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  // Generous limits: the whole suite signs up hundreds of agents from one address. Isolated deployments inherit
  // them through this process's env unless a test sets its own (the abuse-limit tests run on the live defaults).
  const limits = { SIGNUP_LIMIT_PER_HOUR: '1000000', RATE_LIMIT_PER_MINUTE: '100000', OWNER_EMAIL_LIMIT_PER_HOUR: '1000000',
    TEXT_COOLDOWN_MINUTES: '0', TEXTS_PER_WORKER_PER_HOUR: '1000000', TEXTS_PER_KEY_PER_HOUR: '1000000', TEXTS_NEW_KEY_FIRST_HOUR: '1000000' };
  Object.assign(process.env, limits);
  for (let index = 0; index < 2; index++) {
    const port = await freePort();
    servers.push(startServer(port, database.url, limits));
    urls.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(urls.map(waitUntilReady));
  process.env.BASE_URL = urls[0];
  process.env.BASE_URL_2 = urls[1];
  log(`database ${database.url}, servers ${urls.join(' and ')}`);

  return async () => {
    await Promise.all(servers.map(stopProcess));
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}

/** A server process as `npm start` runs it; `output: 'pipe'` lets a test read its stdout and stderr. */
export function startServer(port: number, databaseUrl: string, extraEnv: Record<string, string> = {}, output: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...extraEnv };
  // The server loads its own database's secret (a test process may hold another database's).
  delete env.SPOTCHECK_SERVER_SECRET;
  // One process, as `npm start` runs it: tsx's CLI would put a parent in front that SIGKILLs a child slow to acknowledge SIGTERM.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts', '--no-build'], {
    env,
    stdio: ['ignore', output === 'pipe' ? 'pipe' : 'ignore', output],
    detached: true,
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become ready within 60 s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
