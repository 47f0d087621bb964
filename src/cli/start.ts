/**
 * `npm start`: the whole service from a fresh clone. Uses DATABASE_URL when
 * set, otherwise an embedded PostgreSQL with its data under .data/; applies
 * migrations; builds when sources changed; then serves from this process:
 * the edge routes directly (src/server/edge/front-door.ts), pages through Next.js.
 */
import { createServer } from 'node:http';
import next from 'next';
import { env } from '@/env.ts';
import { frontDoor } from '@/server/edge/front-door.ts';
import { buildIfStale } from './build-if-stale.ts';
import { openDatabase } from './database.ts';

const log = (line: string) => console.log(`[spotcheck] ${line}`);
const isDev = process.argv.includes('--dev');
/** Test and benchmark harnesses build once themselves, then start several servers on that build. */
const skipBuild = process.argv.includes('--no-build');

async function main(): Promise<void> {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const config = env();
  const embedded = await openDatabase(log);
  if (!isDev && !skipBuild) buildIfStale(log);

  const app = next({ dev: isDev, dir: process.cwd(), port: config.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The edge routes (REST, MCP, worker actions, webhooks, photos, documents) are answered here; pages go to Next.
  const server = createServer(frontDoor((req, res) => void handle(req, res)));
  // Long-polls last up to 55 s; keep sockets open longer than that.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, () => log(`serving on http://localhost:${config.PORT}`));

  const stop = async () => {
    server.close();
    await app.close?.();
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`[spotcheck] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
