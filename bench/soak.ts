/**
 * `npm run bench:soak [-- --minutes 30 --rate 20]`: one server process (the
 * production build) on its own embedded PostgreSQL under a steady mixed load
 * (asks near a worker, reads, cancels, balance, a signup now and then) at
 * `rate` requests a second, for `minutes`. Every `sample` seconds it records
 * the server's resident memory (the whole process group) and the latency of
 * that interval; at the end it prints the table and the drift between the
 * first and the last quarter. Writes bench/results/soak.json.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROOT, withOneServer } from './one-server.ts';

const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: '30' }, rate: { type: 'string', default: '20' }, sample: { type: 'string', default: '30' } },
});
const log = (line: string) => console.error(`[soak] ${line}`);

/** Resident memory of every process in the server's process group (tsx's wrapper and the server itself), in MB. */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended while we looked
    }
  }
  return Math.round(kb / 1024);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const GENEROUS = { SIGNUP_LIMIT_PER_HOUR: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', TEXT_COOLDOWN_MINUTES: '0', TEXTS_PER_WORKER_PER_HOUR: '1000000', TEXTS_PER_KEY_PER_HOUR: '1000000', TEXTS_NEW_KEY_FIRST_HOUR: '1000000' };

async function main(): Promise<void> {
  await withOneServer('soak', GENEROUS, async ({ url, process: server, databaseUrl }) => {
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Soak', '+15550100000', 37.7955, -122.3937, 3000)");
    await sql.end();

    const post = (urlPath: string, body: unknown, key?: string) =>
      fetch(`${url}${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(body) });
    const agents: string[] = [];
    const signUp = async () => {
      const response = await post('/v1/signup', { name: 'soak-agent' });
      agents.push(((await response.json()) as { api_key: string }).api_key);
    };
    for (let index = 0; index < 5; index++) await signUp();
    const open: { key: string; id: string }[] = [];

    // One request of the mix: ask 30 %, read a task 30 %, cancel 15 %, balance 20 %, signup 5 %.
    const oneRequest = async (): Promise<number> => {
      const key = agents[Math.floor(Math.random() * agents.length)] ?? '';
      const roll = Math.random();
      if (roll < 0.3) {
        const response = await post('/v1/tasks', { question: 'Is the coffee stand open?', location: { lat: 37.7955, lng: -122.3937 }, task_type: 'is_open', bounty_usd: 1, idempotency_key: randomUUID() }, key);
        const body = (await response.json()) as { task_id?: string; error?: string };
        if (body.task_id) open.push({ key, id: body.task_id });
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
    const samples: { minute: number; rssMb: number; requests: number; p50: number; p99: number; errors: number }[] = [];
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
      samples.push({
        minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10,
        rssMb: server.pid ? groupRssMb(server.pid) : 0,
        requests: sorted.length,
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        errors,
      });
      log(`t=${samples.at(-1)?.minute} min rss=${samples.at(-1)?.rssMb} MB p50=${samples.at(-1)?.p50} ms p99=${samples.at(-1)?.p99} ms errors=${errors}`);
      latencies = [];
      errors = 0;
      nextSample += sampleMs;
    }
    clearInterval(ticker);

    const quarter = Math.max(1, Math.floor(samples.length / 4));
    const mean = (rows: typeof samples, pick: (row: (typeof samples)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
    const head = samples.slice(0, quarter);
    const tail = samples.slice(-quarter);
    const drift = {
      rssMb: Math.round(mean(tail, (r) => r.rssMb) - mean(head, (r) => r.rssMb)),
      p50Ms: Math.round((mean(tail, (r) => r.p50) - mean(head, (r) => r.p50)) * 10) / 10,
      p99Ms: Math.round((mean(tail, (r) => r.p99) - mean(head, (r) => r.p99)) * 10) / 10,
    };
    console.log('| minute | RSS MB | requests | p50 ms | p99 ms | errors |\n|---:|---:|---:|---:|---:|---:|');
    for (const row of samples) console.log(`| ${row.minute} | ${row.rssMb} | ${row.requests} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    console.log(`drift, last quarter minus first quarter: RSS ${drift.rssMb >= 0 ? '+' : ''}${drift.rssMb} MB, p50 ${drift.p50Ms} ms, p99 ${drift.p99Ms} ms`);
    writeFileSync(path.join(ROOT, 'bench/results/soak.json'), JSON.stringify({ minutes: Number(args.minutes), rate, samples, drift }, null, 2));
  });
}

await main();
process.exit(0);
