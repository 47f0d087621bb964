/**
 * `npm run chaos [-- --seeds 20 --ops 300 --concurrency 8 --kills 3]`: seeded
 * runs of random concurrent operations against two server processes on one
 * database, with `kill -9` of one of them at random moments and a restart,
 * then SQL checks of every money invariant, of the outbox (every text and
 * email delivered; every text exactly once) and that no task is left
 * dispatched past its deadline. Prints one table row per seed and ends
 * non-zero on any violation (a text delivered twice is one), lost message or
 * 5xx. An email delivered twice is counted, not failed: SMTP cannot be asked
 * what it accepted, so email stays at least once, and each copy must be a
 * resend after a kill (same Message-ID), never two sends of one claim.
 *
 * Texts are counted by the simulated texting provider's own record
 * (simulated_deliveries, written before its send returns, as a provider's
 * record is), emails by a real SMTP server in this process that is never
 * killed. `--cluster <postgres url>` uses an existing cluster (the test
 * suite's); otherwise an embedded PostgreSQL is started.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../../src/cli/build-if-stale.ts';
import { db } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { loadServerSecret } from '../../src/db/server-secret.ts';
import { startTopUp } from '../../src/domain/money/top-up.ts';
import { renderForDelivery } from '../../src/domain/outbox/outbox.ts';
import { resolveDispute, settleNeedsReview } from '../../src/domain/review/settle-review.ts';
import { freePort } from '../support/global-setup.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { findBookProblems } from '../support/ledger.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '20' },
    'first-seed': { type: 'string', default: '1' },
    ops: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
    kills: { type: 'string', default: '3' },
    cluster: { type: 'string' },
    json: { type: 'string' },
  },
});

const INBOUND_SECRET = 'chaos-inbound-secret-0123456789';
const INBOUND_DOMAIN = 'ask.chaos.test';
const LEASE_SECONDS = 5;
const PROVIDER_ANSWER_MS = 200;

/** mulberry32: a small seeded PRNG, so a failing seed can be run again. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Agent = { key: string; id: string; email: string | null; signupKey: string };
type SeedResult = {
  seed: number;
  ops: number;
  kills: number;
  tasks: number;
  texts: number;
  emails: number;
  lost: number;
  /** texts claimed again after an attempt with no outcome: each asked the provider before any resend */
  asked: number;
  /** of those, texts an earlier attempt had handed over: found by the lookup, not sent again */
  found: number;
  doubledTexts: number;
  doubledEmails: number;
  violations: string[];
  http5xx: number;
  seconds: number;
};

async function main(): Promise<void> {
  const log = (line: string) => console.error(`[chaos] ${line}`);
  buildIfStale(log);
  let stopCluster = async () => undefined as void;
  if (args.cluster) {
    process.env.DATABASE_URL = args.cluster;
  } else {
    const scratch = mkdtempSync(path.join(tmpdir(), 'spotcheck-chaos-'));
    chmodSync(scratch, 0o755);
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePort(), persistent: false, log });
    process.env.DATABASE_URL = cluster.url;
    stopCluster = () => cluster.stop();
  }
  const smtp = await startSmtpCapture();
  const deployment = await IsolatedDeployment.create(2, {
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    // The simulated texting provider answers 200 ms after taking a text, about as Twilio's API does: kills land
    // between a provider accepting a text and the outbox marking it as often as they would with a live provider.
    SIMULATED_DELIVERY_DELAY_MS: String(PROVIDER_ANSWER_MS),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    EMAIL_FROM: `Spotcheck <ask@${INBOUND_DOMAIN}>`,
    INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
    INBOUND_EMAIL_SECRET: INBOUND_SECRET,
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    OWNER_EMAIL_LIMIT_PER_HOUR: '1000000',
    TEXT_COOLDOWN_MINUTES: '0',
    TEXTS_PER_WORKER_PER_HOUR: '1000000',
    TEXTS_PER_KEY_PER_HOUR: '1000000',
    TEXTS_NEW_KEY_FIRST_HOUR: '1000000',
  });
  // In-process steps (staff decisions, top-ups) run on the chaos database with its server secret.
  process.env.DATABASE_URL = deployment.databaseUrl;
  delete process.env.SPOTCHECK_SERVER_SECRET;
  await loadServerSecret(deployment.databaseUrl);

  const results: SeedResult[] = [];
  try {
    const first = Number(args['first-seed']);
    for (let seed = first; seed < first + Number(args.seeds); seed++) {
      const result = await runSeed(seed, deployment, smtp);
      results.push(result);
      log(
        `seed ${seed}: ${result.ops} ops, ${result.kills} kills, ${result.violations.length} violations, ${result.lost} lost, ${result.asked} texts asked before a resend (${result.found} found sent), ${result.doubledTexts} texts doubled, ${result.doubledEmails} emails resent, ${result.http5xx} 5xx`,
      );
    }
  } finally {
    await deployment.close();
    await smtp.close();
    await db().$disconnect();
    await stopCluster();
  }
  printTable(results);
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
  // A doubled text is a violation; a resent email is reported, not failed (SMTP stays at least once: README).
  const failed = results.some((result) => result.violations.length > 0 || result.lost > 0 || result.http5xx > 0);
  process.exit(failed ? 1 : 0);
}

async function runSeed(seed: number, deployment: IsolatedDeployment, smtp: Awaited<ReturnType<typeof startSmtpCapture>>): Promise<SeedResult> {
  const started = Date.now();
  const random = prng(seed);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
  const up = [true, true];
  let http5xx = 0;
  const violations: string[] = [];
  const [before] = await deployment.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM outbox_messages');

  // Two places with two workers each (one far away, so some answers need review).
  const spots = [0, 1].map(() => ({ lat: Math.round((-40 + random() * 80) * 1e5) / 1e5, lng: Math.round((-170 + random() * 340) * 1e5) / 1e5 }));
  for (const spot of spots) {
    for (let index = 0; index < 2; index++) {
      await deployment.query('INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), $1, $2, $3, $4, 3000)', [
        `Chaos ${seed}`,
        `+1555${String(seed).padStart(3, '0')}${Math.floor(1000 + random() * 8999)}`,
        spot.lat,
        spot.lng,
      ]);
    }
  }

  /** A call that survives kills: a refused connection or a reset is retried on the other server, with the same body (idempotent). */
  async function call(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const live = [0, 1].filter((index) => up[index]);
      const index = live[Math.floor(random() * live.length)] ?? 0;
      try {
        const response = await fetch(`${deployment.urls[index]}${urlPath}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        if (response.status >= 500) http5xx++;
        return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`${method} ${urlPath}: no server answered`);
  }

  const agents: Agent[] = [];
  const tasks: { id: string; agent: Agent; key: string; body: Record<string, unknown> }[] = [];
  const askResults = new Map<string, Set<string>>();

  const signup = async () => {
    const signupKey = randomUUID();
    const email = random() < 0.5 ? `owner-${randomUUID()}@example.com` : null;
    const body = { name: `chaos-${seed}`, ...(email ? { owner_email: email } : {}), idempotency_key: signupKey };
    const response = await call('POST', '/v1/signup', body);
    if (response.status !== 200) return;
    const again = random() < 0.3 ? await call('POST', '/v1/signup', body) : null;
    if (again && again.body.agent_id !== response.body.agent_id) violations.push(`signup replay returned another agent (${signupKey})`);
    agents.push({ key: response.body.api_key, id: response.body.agent_id, email: response.body.email_address, signupKey });
  };
  const ask = async () => {
    const agent = pick(agents);
    const spot = pick(spots);
    if (!agent || !spot) return;
    const key = randomUUID();
    const body = { question: `Is stall ${Math.floor(random() * 50)} open right now?`, location: spot, task_type: 'is_open', bounty_usd: 1, require_photo: false, idempotency_key: key };
    const replays = random() < 0.3 ? 2 : 1;
    for (let index = 0; index < replays; index++) {
      const response = await call('POST', '/v1/tasks', body, { authorization: `Bearer ${agent.key}` });
      if (response.status !== 200) continue;
      const seen = askResults.get(`${agent.id}:${key}`) ?? new Set<string>();
      seen.add(response.body.task_id);
      askResults.set(`${agent.id}:${key}`, seen);
      if (index === 0) tasks.push({ id: response.body.task_id, agent, key, body });
    }
  };
  const cancel = async () => {
    const task = pick(tasks);
    if (task) await call('POST', `/v1/tasks/${task.id}/cancel`, undefined, { authorization: `Bearer ${task.agent.key}` });
  };
  const expire = async () => {
    const task = pick(tasks);
    if (task) await deployment.query("UPDATE tasks SET deadline_at = now() - interval '1 second' WHERE id = $1 AND status = 'dispatched'", [task.id]);
  };
  const workerAnswer = async () => {
    const task = pick(tasks);
    if (!task) return;
    const [root] = await deployment.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'root'");
    const texts = await deployment.query<{ body: string; secret_sealed: string | null }>("SELECT body, secret_sealed FROM outbox_messages WHERE task_id = $1 AND channel = 'sms'", [task.id]);
    const text = pick(texts);
    const link = text ? renderForDelivery({ body: text.body, secretSealed: text.secret_sealed }, root?.value).match(/\/w\/[A-Za-z0-9_-]+/)?.[0] : undefined;
    if (!link) return;
    if ((await call('POST', `${link}/claim`)).status !== 200) return;
    const spot = task.body.location as { lat: number; lng: number };
    const far = random() < 0.3 ? 0.01 : 0; // about 1 km off: fails the GPS check, goes to review
    await call('POST', `${link}/answer`, { answer_text: 'Open, short line.', answer_bool: true, lat: spot.lat + far, lng: spot.lng, photo_id: null });
  };
  const dispute = async () => {
    const task = pick(tasks);
    if (task) await call('POST', `/v1/tasks/${task.id}/dispute`, { reason: 'The answer looks wrong to me.' }, { authorization: `Bearer ${task.agent.key}` });
  };
  const accept = async () => {
    const task = pick(tasks);
    if (task) await call('POST', `/v1/tasks/${task.id}/accept`, { rating: 1 + Math.floor(random() * 5) }, { authorization: `Bearer ${task.agent.key}` });
  };
  const staffSettle = async () => {
    const task = pick(tasks);
    if (!task) return;
    const staff = { email: 'chaos@example.com' };
    const decide = random() < 0.5;
    await (random() < 0.5
      ? resolveDispute({ taskId: task.id, decision: decide ? 'uphold' : 'reject', reviewer: staff, note: 'chaos decision' }, new Date())
      : settleNeedsReview({ taskId: task.id, decision: decide ? 'pay' : 'refund', reviewer: staff, note: 'chaos decision' }, new Date())
    ).catch((error: unknown) => {
      if ((error as { code?: string }).code === undefined) throw error; // a DomainError (not open for review, already settled) is an answer
    });
  };
  const topUp = async () => {
    const agent = pick(agents);
    if (!agent) return;
    const balance = await call('GET', '/v1/balance', undefined, { authorization: `Bearer ${agent.key}` });
    const token = String(balance.body.top_up_url ?? '').split('/top-up/')[1];
    if (!token) return;
    const submissionKey = randomUUID();
    const request = { amountCents: 500 + Math.floor(random() * 10) * 100, submissionKey };
    await Promise.all([startTopUp(token, request, new Date()), startTopUp(token, request, new Date())]);
  };
  const askByEmail = async () => {
    const agent = pick(agents.filter((candidate) => candidate.email));
    const spot = pick(spots);
    if (!agent?.email || !spot) return;
    const body = JSON.stringify({
      from: `Asker <asker-${seed}@example.com>`,
      to: agent.email,
      subject: 'Is the stall open?',
      text: `Location: ${spot.lat}, ${spot.lng}\nType: is_open\nBounty: 1\nPhoto: no`,
      message_id: `<${randomUUID()}@example.com>`,
    });
    const deliveries = random() < 0.3 ? 2 : 1; // relays redeliver
    for (let index = 0; index < deliveries; index++) {
      const t = Math.floor(Date.now() / 1000);
      await call('POST', '/webhooks/inbound-email', body, { 'spotcheck-signature': `t=${t},v1=${createHmac('sha256', INBOUND_SECRET).update(`${t}.${body}`).digest('hex')}` });
    }
  };

  const operations: [number, () => Promise<void>][] = [
    [3, signup],
    [6, ask],
    [2, cancel],
    [1, expire],
    [4, workerAnswer],
    [2, dispute],
    [1, accept],
    [2, staffSettle],
    [1, topUp],
    [2, askByEmail],
  ];
  const weightTotal = operations.reduce((sum, [weight]) => sum + weight, 0);
  const nextOperation = () => {
    let roll = random() * weightTotal;
    for (const [weight, operation] of operations) if ((roll -= weight) < 0) return operation;
    return signup;
  };

  for (let index = 0; index < 3; index++) await signup();
  const totalOps = Number(args.ops);
  let done = 0;
  const killAt = new Set(Array.from({ length: Number(args.kills) }, () => Math.floor(random() * totalOps)));
  let kills = 0;
  const restarts: Promise<void>[] = [];
  const actor = async () => {
    while (done < totalOps) {
      const step = done++;
      if (killAt.has(step) && up[0] && up[1]) {
        const victim = random() < 0.5 ? 0 : 1;
        up[victim] = false;
        deployment.kill(victim);
        kills++;
        restarts.push(
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, 500 + random() * 1500));
            await deployment.start(victim);
            up[victim] = true;
          })(),
        );
      }
      try {
        await nextOperation()();
      } catch (error) {
        violations.push(`operation failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Number(args.concurrency) }, actor));
  await Promise.all(restarts);

  // Quiet: let both processes finish expiry, replies and deliveries (a killed process's leases last 5 s).
  const settledBy = Date.now() + 60_000;
  for (;;) {
    const [open] = await deployment.query<{ pending: number; overdue: number }>(
      `SELECT (SELECT count(*)::int FROM outbox_messages WHERE status = 'pending') AS pending,
              (SELECT count(*)::int FROM tasks WHERE status = 'dispatched' AND deadline_at < now() - interval '3 seconds') AS overdue`,
    );
    if ((open?.pending === 0 && open.overdue === 0) || Date.now() > settledBy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // Money.
  const books = await findBookProblems(db());
  if (books.agents.length) violations.push(`${books.agents.length} agents whose balance or escrow differs from the ledger`);
  if (books.workers.length) violations.push(`${books.workers.length} workers whose earnings differ from the ledger`);
  if (books.escrowHeldWrongly.length) violations.push(`${books.escrowHeldWrongly.length} agents whose escrow differs from their open tasks`);
  const [conservation] = await deployment.query<{ outside: string; inside: string }>(`
    SELECT (SELECT COALESCE(SUM(CASE WHEN debit_account = 'external' THEN amount_cents ELSE -amount_cents END), 0) FROM ledger_entries
            WHERE 'external' IN (debit_account, credit_account))::text AS outside,
           ((SELECT COALESCE(SUM(balance_cents + escrow_cents), 0) FROM agents) + (SELECT COALESCE(SUM(earnings_cents), 0) FROM workers)
            + (SELECT COALESCE(SUM(CASE WHEN credit_account = 'platform_fees' THEN amount_cents ELSE -amount_cents END), 0) FROM ledger_entries
               WHERE 'platform_fees' IN (debit_account, credit_account)))::text AS inside`);
  if (conservation?.outside !== conservation?.inside) violations.push(`money not conserved: ${conservation?.outside} came in, ${conservation?.inside} is held`);
  for (const [key, ids] of askResults) if (ids.size > 1) violations.push(`idempotency: ${key} answered with ${ids.size} tasks`);
  const [doubleCredit] = await deployment.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'top_up' GROUP BY payment_id HAVING count(*) > 1 LIMIT 1");
  if (doubleCredit) violations.push('a payment was credited twice');

  // Deadlines.
  const [overdue] = await deployment.query<{ n: number }>("SELECT count(*)::int AS n FROM tasks WHERE status = 'dispatched' AND deadline_at < now() - interval '3 seconds'");
  if (overdue?.n) violations.push(`${overdue.n} tasks left dispatched past their deadline`);

  // Outbox: one text per offer, one control email per owner signup, every message sent, each delivered exactly once.
  const [coverage] = await deployment.query<{ offers: number; texts: number; owners: number; control_emails: number; unsent: number }>(`
    SELECT (SELECT count(*)::int FROM task_offers) AS offers,
           (SELECT count(*)::int FROM outbox_messages WHERE channel = 'sms' AND task_id IS NOT NULL) AS texts,
           (SELECT count(*)::int FROM agents WHERE owner_email IS NOT NULL) AS owners,
           (SELECT count(*)::int FROM outbox_messages WHERE channel = 'email' AND subject LIKE 'Spotcheck: control link%') AS control_emails,
           (SELECT count(*)::int FROM outbox_messages WHERE status <> 'sent') AS unsent`);
  if (coverage?.offers !== coverage?.texts) violations.push(`${coverage?.offers} offers but ${coverage?.texts} texts`);
  if (coverage?.owners !== coverage?.control_emails) violations.push(`${coverage?.owners} owner signups but ${coverage?.control_emails} control-link emails`);
  if (coverage?.unsent) violations.push(`${coverage.unsent} outbox messages not sent`);
  const [repliesMissing] = await deployment.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM email_asks e LEFT JOIN tasks t ON t.id = e.task_id
    WHERE e.ask_reply_sent_at IS NULL OR (t.status::text IN ('verified', 'paid', 'needs_review', 'expired', 'refunded', 'disputed') AND e.outcome_reply_sent_at IS NULL)`);
  if (repliesMissing?.n) violations.push(`${repliesMissing.n} email asks without their replies queued`);

  const delivered = new Map<string, number>();
  const texts = await deployment.query<{ key: string; n: number }>("SELECT idempotency_key AS key, count(*)::int AS n FROM simulated_deliveries WHERE channel = 'sms' GROUP BY idempotency_key");
  for (const { key, n } of texts) delivered.set(key, n);
  for (const email of smtp.received) {
    const key = /^<?(outbox-\d+-\d+)@/.exec(email.messageId)?.[1];
    if (key) delivered.set(key, (delivered.get(key) ?? 0) + 1);
  }
  const messages = await deployment.query<{ id: string; channel: 'sms' | 'email'; created_ms: string; attempts: number }>(
    "SELECT id::text, channel::text, (extract(epoch FROM created_at) * 1000)::bigint::text AS created_ms, attempts FROM outbox_messages WHERE status = 'sent' AND id > $1",
    [before?.id ?? '0'],
  );
  let lost = 0;
  let doubledTexts = 0;
  let doubledEmails = 0;
  for (const message of messages) {
    const count = delivered.get(`outbox-${message.id}-${message.created_ms}`) ?? 0;
    if (count === 0) lost++;
    if (count < 2) continue;
    // Texts go through a provider that can be asked what it accepted, so a resend after a kill is reconciled: exactly once.
    if (message.channel === 'sms') {
      doubledTexts++;
      violations.push(`text ${message.id} delivered ${count} times`);
      continue;
    }
    // SMTP cannot be asked: an email may be resent after a kill, with the same Message-ID, but never more often than attempted.
    doubledEmails++;
    if (count > message.attempts) violations.push(`email ${message.id} delivered ${count} times in ${message.attempts} attempts`);
    if (message.attempts < 2) violations.push(`email ${message.id} delivered twice without a resend`);
  }
  // Found: the provider took the text well before the attempt that marked it. The attempt that sends marks within
  // milliseconds; a later attempt can only begin once the earlier one's lease has run out, so half a lease tells them apart.
  const [reconciled] = await deployment.query<{ asked: number; found: number }>(
    `SELECT count(*)::int AS asked, count(*) FILTER (WHERE m.sent_at - d.accepted_at >= make_interval(secs => $2))::int AS found
     FROM outbox_messages m JOIN simulated_deliveries d ON d.idempotency_key = 'outbox-' || m.id || '-' || (extract(epoch FROM m.created_at) * 1000)::bigint
     WHERE m.id > $1 AND m.channel = 'sms' AND m.status = 'sent' AND m.attempts > 1`,
    [before?.id ?? '0', LEASE_SECONDS / 2],
  );
  const [taskCount] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks');
  return {
    seed,
    ops: totalOps,
    kills,
    tasks: taskCount?.n ?? 0,
    texts: messages.filter((message) => message.channel === 'sms').length,
    emails: messages.filter((message) => message.channel === 'email').length,
    lost,
    asked: reconciled?.asked ?? 0,
    found: reconciled?.found ?? 0,
    doubledTexts,
    doubledEmails,
    violations,
    http5xx,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

function printTable(results: SeedResult[]): void {
  const rows = [
    '| seed | operations | kill -9 | tasks (all seeds so far) | texts sent | emails sent | lost | texts resent: asked / found sent | texts doubled | emails resent (same Message-ID) | violations | 5xx | seconds |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) => `| ${r.seed} | ${r.ops} | ${r.kills} | ${r.tasks} | ${r.texts} | ${r.emails} | ${r.lost} | ${r.asked} / ${r.found} | ${r.doubledTexts} | ${r.doubledEmails} | ${r.violations.length} | ${r.http5xx} | ${r.seconds} |`,
    ),
  ];
  const sum = (pick: (r: SeedResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  rows.push(
    `| all ${results.length} | ${sum((r) => r.ops)} | ${sum((r) => r.kills)} | | ${sum((r) => r.texts)} | ${sum((r) => r.emails)} | ${sum((r) => r.lost)} | ${sum((r) => r.asked)} / ${sum((r) => r.found)} | ${sum((r) => r.doubledTexts)} | ${sum((r) => r.doubledEmails)} | ${sum((r) => r.violations.length)} | ${sum((r) => r.http5xx)} | ${sum((r) => r.seconds)} |`,
  );
  console.log(rows.join('\n'));
  for (const result of results) for (const violation of result.violations) console.log(`seed ${result.seed}: ${violation}`);
}

await main();
