import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SERVER_SECRET_ENV, serverSecret } from '@/env.ts';

/**
 * The random secret every server process on this database shares: made once
 * (the first process to start wins the insert) and handed to the process as
 * SPOTCHECK_SERVER_SECRET. Signing keys are derived from it unless configured.
 */
export async function loadServerSecret(databaseUrl: string): Promise<void> {
  if (serverSecret()) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['root', randomBytes(32).toString('hex')]);
    const { rows } = await client.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', ['root']);
    process.env[SERVER_SECRET_ENV] = rows[0]?.value;
  } finally {
    await client.end();
  }
}
