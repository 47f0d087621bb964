/**
 * Preloaded into the soak's server (NODE_OPTIONS=--import): every second it
 * writes this process's memory figures to SOAK_PROBE_DIR/<pid>.json, so the
 * benchmark can read the server's V8 heap (RSS alone cannot tell a leak in the
 * heap from the allocator keeping freed pages). Child processes write their own
 * file; module-loader threads (tsx's hooks) load this too and stay silent.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const file = path.join(process.env.SOAK_PROBE_DIR ?? '.', `${process.pid}.json`);
if (isMainThread) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers }));
  }, 1000).unref();
}
