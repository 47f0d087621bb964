/**
 * `npm run bench:soak [-- --minutes 30 --rate 10 --sample 30 --window 5]`: one
 * server process (the production build) on its own embedded PostgreSQL under a
 * steady mixed load (asks near a worker, reads, cancels, balance, a signup now
 * and then) at `rate` requests a second, for `minutes`. Every `sample` seconds
 * it records the server's resident memory (the whole process group), its V8
 * heap (bench/memory-probe.mjs), its CPU share, the machine's load, the
 * database's open connections and the latency of that interval (all requests,
 * and asks apart); at the end it prints the table and the drift between the
 * first and the last `window` minutes.
 * Writes bench/results/soak.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROOT, withOneServer } from './one-server.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '10' },
    sample: { type: 'string', default: '30' },
    window: { type: 'string', default: '5' },
  },
});
const log = (line: string) => console.error(`[soak] ${line}`);

/** Resident memory (MB) and CPU time so far (clock ticks) of every process in the server's process group. */
function groupUsage(pgid: number): { rssMb: number; cpuTicks: number } {
  let kb = 0;
  let cpuTicks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      cpuTicks += Number(fields[11]) + Number(fields[12]); // fields 14 and 15: utime, stime
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended while we looked
    }
  }
  return { rssMb: Math.round(kb / 1024), cpuTicks };
}
/** Linux reports CPU time in ticks of 1/100 s on every platform Node runs on here. */
const TICKS_PER_SECOND = 100;

/** The server's V8 heap in use, from the file its memory probe rewrites every second. */
function heapUsedMb(probeDir: string, pid: number): number {
  try {
    return Math.round((JSON.parse(readFileSync(path.join(probeDir, `${pid}.json`), 'utf8')) as { heapUsed: number }).heapUsed / 2 ** 20);
  } catch {
    return 0; // not written yet
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const GENEROUS = { SIGNUP_LIMIT_PER_HOUR: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', TEXT_COOLDOWN_MINUTES: '0', TEXTS_PER_WORKER_PER_HOUR: '1000000', TEXTS_PER_KEY_PER_HOUR: '1000000', TEXTS_NEW_KEY_FIRST_HOUR: '1000000' };

async function main(): Promise<void> {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'spotcheck-soak-probe-'));
  const probe = `--import=${pathToFileURL(path.join(ROOT, 'bench/memory-probe.mjs')).href}`;
  const serverEnv = { ...GENEROUS, SOAK_PROBE_DIR: probeDir, NODE_OPTIONS: [process.env.NODE_OPTIONS, probe].filter(Boolean).join(' ') };
  await withOneServer('soak', serverEnv, async ({ url, process: server, databaseUrl }) => {
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Soak', '+15550100000', 37.7955, -122.3937, 3000)");
    const serverConnections = async () =>
      Number((await sql.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0]?.n);

    const post = (urlPath: string, body: unknown, key?: string) =>
      fetch(`${url}${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(body) });
    const agents: string[] = [];
    const signUp = async () => {
      const response = await post('/v1/signup', { name: 'soak-agent' });
      agents.push(((await response.json()) as { api_key: string }).api_key);
    };
    for (let index = 0; index < 5; index++) await signUp();
    const open: { key: string; id: string }[] = [];
    // Asks apart: they write the most and grow the tables the next asks read, so their drift tells data growth from machine load.
    let askLatencies: number[] = [];

    // One request of the mix: ask 30 %, read a task 30 %, cancel 15 %, balance 20 %, signup 5 %.
    const oneRequest = async (): Promise<number> => {
      const key = agents[Math.floor(Math.random() * agents.length)] ?? '';
      const roll = Math.random();
      if (roll < 0.3) {
        const t0 = performance.now();
        const response = await post('/v1/tasks', { question: 'Is the coffee stand open?', location: { lat: 37.7955, lng: -122.3937 }, task_type: 'is_open', bounty_usd: 1, idempotency_key: randomUUID() }, key);
        const body = (await response.json()) as { task_id?: string; error?: string };
        if (body.task_id) open.push({ key, id: body.task_id });
        askLatencies.push(performance.now() - t0);
        if (body.error === 'insufficient_balance') await signUp();
        return response.status === 402 ? 200 : response.status;
      }
      const task = open[Math.floor(Math.random() * open.length)];
      if (roll < 0.6 && task) return (await fetch(`${url}/v1/tasks/${task.id}`, { headers: { authorization: `Bearer ${task.key}` } }).then(async (r) => (await r.text(), r))).status;
      if (roll < 0.75 && task) {
        open.splice(open.indexOf(task), 1);
        const response = await post(`/v1/tasks/${task.id}/cancel`, undefined, task.key);
        await response.text();
        return response.status === 409 ? 200 : response.status;
      }
      if (roll < 0.95) return (await fetch(`${url}/v1/balance`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => (await r.text(), r))).status;
      await signUp();
      return 200;
    };

    const rate = Number(args.rate);
    const sampleMs = Number(args.sample) * 1000;
    const endAt = Date.now() + Number(args.minutes) * 60_000;
    type Sample = { minute: number; rssMb: number; heapMb: number; pgConnections: number; cpuPercent: number; load: number; requests: number; p50: number; p99: number; askP50: number; errors: number };
    const samples: Sample[] = [];
    const pid = server.pid ?? 0;
    let lastTicks = groupUsage(pid).cpuTicks;
    let lastSampleAt = Date.now();
    let latencies: number[] = [];
    let errors = 0;
    let inFlight = 0;
    const started = Date.now();
    let nextSample = started + sampleMs;
    const ticker = setInterval(() => {
      if (inFlight > rate * 10) return; // the server fell far behind: do not pile up
      inFlight++;
      const t0 = performance.now();
      oneRequest()
        .then((status) => {
          if (status >= 300) errors++;
        })
        .catch(() => errors++)
        .finally(() => {
          inFlight--;
          latencies.push(performance.now() - t0);
        });
    }, 1000 / rate);
    while (Date.now() < endAt) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(nextSample, endAt) - Date.now())));
      const sorted = latencies.sort((a, b) => a - b);
      const usage = groupUsage(pid);
      const now = Date.now();
      samples.push({
        minute: Math.round(((now - started) / 60_000) * 10) / 10,
        rssMb: usage.rssMb,
        heapMb: heapUsedMb(probeDir, pid),
        pgConnections: await serverConnections(),
        cpuPercent: Math.round(((usage.cpuTicks - lastTicks) / TICKS_PER_SECOND / ((now - lastSampleAt) / 1000)) * 100),
        load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
        requests: sorted.length,
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        askP50: Math.round(percentile(askLatencies.sort((a, b) => a - b), 50) * 10) / 10,
        errors,
      });
      lastTicks = usage.cpuTicks;
      lastSampleAt = now;
      const row = samples.at(-1);
      log(`t=${row?.minute} min rss=${row?.rssMb} MB heap=${row?.heapMb} MB pg=${row?.pgConnections} cpu=${row?.cpuPercent}% load=${row?.load} p50=${row?.p50} ms p99=${row?.p99} ms ask p50=${row?.askP50} ms errors=${errors}`);
      latencies = [];
      askLatencies = [];
      errors = 0;
      nextSample += sampleMs;
    }
    clearInterval(ticker);
    await sql.end();

    // The first and last `window` minutes (a quarter of a shorter run each).
    const perWindow = Math.max(1, Math.min(Math.floor(samples.length / 4) || 1, Math.round((Number(args.window) * 60_000) / sampleMs)));
    const head = samples.slice(0, perWindow);
    const tail = samples.slice(-perWindow);
    const mean = (rows: Sample[], pick: (row: Sample) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
    const figures = { rssMb: 'RSS MB', heapMb: 'heap MB', pgConnections: 'PG connections', cpuPercent: 'server CPU %', load: 'machine load (1 min)', p50: 'p50 ms', p99: 'p99 ms', askP50: 'ask p50 ms' } as const;
    const drift = Object.fromEntries(
      Object.keys(figures).map((name) => {
        const pick = (row: Sample) => row[name as keyof typeof figures];
        const [first, last] = [mean(head, pick), mean(tail, pick)].map((value) => Math.round(value * 10) / 10);
        return [name, { first, last, change: Math.round(((last ?? 0) - (first ?? 0)) * 10) / 10 }];
      }),
    );
    console.log('| minute | RSS MB | heap MB | PG conns | server CPU % | load | requests | p50 ms | p99 ms | ask p50 ms | errors |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of samples) {
      console.log(`| ${row.minute} | ${row.rssMb} | ${row.heapMb} | ${row.pgConnections} | ${row.cpuPercent} | ${row.load} | ${row.requests} | ${row.p50} | ${row.p99} | ${row.askP50} | ${row.errors} |`);
    }
    const windowMinutes = Math.round((perWindow * sampleMs) / 6_000) / 10;
    console.log(`\ndrift, first ${windowMinutes} min against last ${windowMinutes} min (means of their samples):\n\n| figure | first | last | change |\n|---|---:|---:|---:|`);
    for (const [name, label] of Object.entries(figures)) {
      const row = drift[name];
      console.log(`| ${label} | ${row?.first} | ${row?.last} | ${(row?.change ?? 0) >= 0 ? '+' : ''}${row?.change} |`);
    }
    const total = samples.reduce((sum, row) => sum + row.requests, 0);
    console.log(`\n${total} requests, ${samples.reduce((sum, row) => sum + row.errors, 0)} errors`);
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/results/soak.json'), JSON.stringify({ minutes: Number(args.minutes), rate, samples, drift }, null, 2));
  });
  rmSync(probeDir, { recursive: true, force: true });
}

await main();
process.exit(0);
