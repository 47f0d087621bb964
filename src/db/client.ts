import { PrismaPg } from '@prisma/adapter-pg';
import { databaseUrl, env } from '@/env.ts';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

const globalForDb = globalThis as unknown as { spotcheckDb?: PrismaClient };

/** The one Prisma client of this process, created on first use (never at import, so builds need no database). */
export function db(): PrismaClient {
  if (!globalForDb.spotcheckDb) {
    globalForDb.spotcheckDb = new PrismaClient({
      adapter: new PrismaPg({ connectionString: databaseUrl(), max: env().DATABASE_POOL_SIZE }),
    });
  }
  return globalForDb.spotcheckDb;
}

/** Closes the pool, if one was opened; the next db() opens a new one. */
export async function closeDb(): Promise<void> {
  const client = globalForDb.spotcheckDb;
  globalForDb.spotcheckDb = undefined;
  await client?.$disconnect();
}
