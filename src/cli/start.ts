/**
 * `npm start`: the whole service from a fresh clone. Uses DATABASE_URL when
 * set, otherwise an embedded PostgreSQL with its data under .data/; applies
 * migrations; builds when sources changed; then serves with `next start`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/db/embedded.ts';
import { applyMigrations } from '@/db/migrate.ts';
import { env } from '@/env.ts';
import { buildIfStale, nextBin } from './build-if-stale.ts';

const log = (line: string) => console.log(`[spotcheck] ${line}`);
const isDev = process.argv.includes('--dev');

async function main(): Promise<void> {
  const config = env();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(config.SPOTCHECK_DATA_DIR, 'pg');
    log(`DATABASE_URL not set: starting embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_PG_PORT})`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, persistent: true, log });
    databaseUrl = embedded.url;
  }
  const applied = await applyMigrations(databaseUrl, log);
  log(applied.length ? `database ready (${applied.length} migrations applied)` : 'database ready (schema up to date)');
  if (!isDev) buildIfStale(log);

  const server = spawn(process.execPath, [nextBin(), isDev ? 'dev' : 'start', '--port', String(config.PORT)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
  });
  log(`serving on http://localhost:${config.PORT}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  server.on('exit', (code) => void stop(code ?? 0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(`[spotcheck] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
