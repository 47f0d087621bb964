import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { IsolatedDeployment } from '../support/isolated.ts';

/**
 * Malformed URLs, methods, bodies and encodings, and endless chunked bodies,
 * sent to every route of one server process (REST, MCP, worker actions, photo
 * upload, webhooks, documents, pages): each must be a 4xx, never a 5xx or a
 * dropped connection, and the server's memory must not grow with them.
 */
test.describe.configure({ mode: 'serial' });

let deployment: IsolatedDeployment;
let base: URL;

test.beforeAll(async () => {
  deployment = await IsolatedDeployment.create(1, {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMAIL_FROM: 'Spotcheck <ask@spotcheck.test>',
    INBOUND_EMAIL_DOMAIN: 'mail.test',
    INBOUND_EMAIL_SECRET: 'fuzz-inbound-secret-0123456789',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
  base = new URL(deployment.urls[0] ?? '');
});

test.afterAll(async () => {
  await deployment?.close();
});

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One raw request: paths are sent byte for byte, and any method or body goes. */
function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: Buffer | string; endlessChunks?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path, headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // Writing after the server answered and closed fails; the answer still arrives.
    req.on('error', (error) => setTimeout(() => reject(new Error(`${method} ${path} ${JSON.stringify(opts.headers)}: ${error.message}`)), 1000));
    if (!opts.endlessChunks) {
      req.end(opts.body);
      return;
    }
    // A chunked body of up to 256 MiB, written only while the server keeps reading; stops at its answer.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = false;
    req.once('response', () => (answered = true));
    const pump = () => {
      while (!answered && sent < 256 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** Resident memory of the server's processes (tsx runs the server in a child of the process it starts). */
function serverRssBytes(): number {
  const group = deployment.processGroup(0);
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const TOKEN = 'not-a-real-link-token';
const UUID = '00000000-0000-4000-8000-000000000000';

/** Every POST route, with what it takes. */
const POST_ROUTES = [
  '/v1/signup',
  '/v1/quote',
  '/v1/tasks',
  `/v1/tasks/${UUID}/await`,
  `/v1/tasks/${UUID}/cancel`,
  `/v1/tasks/${UUID}/dispute`,
  `/v1/tasks/${UUID}/accept`,
  '/v1/classifier-reports',
  '/mcp',
  `/w/${TOKEN}/claim`,
  `/w/${TOKEN}/answer`,
  `/w/${TOKEN}/photo`,
  `/control/${TOKEN}/limits`,
  `/top-up/${TOKEN}/add`,
  `/claim/${TOKEN}/owner`,
  '/webhooks/stripe',
  '/webhooks/inbound-email',
];

const GET_ROUTES = ['/v1/tasks', `/v1/tasks/${UUID}`, '/v1/balance', '/status', '/openapi.json', '/llms.txt', '/llms-full.txt', '/agents.md', '/.well-known/agent-card.json', '/photos/x.jpg'];
const PAGES = ['/', `/w/${TOKEN}`, `/control/${TOKEN}`, `/top-up/${TOKEN}`, '/staff/sign-in'];

const MALFORMED_BODIES: [string, Record<string, string>, Buffer | string][] = [
  ['bad JSON', { 'content-type': 'application/json' }, '{"name": '],
  ['wrong content type', { 'content-type': 'text/plain' }, 'name=bot'],
  ['invalid UTF-8', { 'content-type': 'application/json' }, Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
  ['deep nesting', { 'content-type': 'application/json' }, `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['deep objects', { 'content-type': 'application/json' }, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['huge numbers', { 'content-type': 'application/json' }, '{"name": 1e400, "bounty_usd": 123456789012345678901234567890, "timeout_seconds": -1e308}'],
  ['a NUL in a string', { 'content-type': 'application/json' }, '{"name": "a\\u0000b", "question": "x\\u0000", "answer_text": "\\u0000"}'],
  ['a lone surrogate', { 'content-type': 'application/json' }, '{"name": "a\\ud800b", "question": "\\udc00 open?", "answer_text": "\\ud800"}'],
  ['not an object', { 'content-type': 'application/json' }, '[1, 2, 3]'],
  ['a declared length over every cap', { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) }, ''],
];

function expectClientError(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${reply.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${what}: ${reply.body.slice(0, 300)}`).toBeLessThan(500);
}

/** Every malformed request of the suite, once; each must be a 4xx. */
async function fuzzEveryRoute(): Promise<void> {
  for (const path of ['/v1/%', '/v1/tasks/%00', `/v1/tasks?limit=%`, '/w/%/claim', '/w/%E0%A4%A/answer', '/photos/%', '/mcp?%', '/openapi.json?x=%zz']) {
    expectClientError(await send(path.startsWith('/w/') || path.startsWith('/mcp') ? 'POST' : 'GET', path), `malformed URL ${path}`);
  }
  for (const path of ['/w/%', '/control/%', '/top-up/%00', '/staff?next=%', '/%', `/w/${'x'.repeat(4000)}`]) {
    expectClientError(await send('GET', path), `malformed page URL ${path}`);
  }
  for (const path of [...POST_ROUTES, ...GET_ROUTES, ...PAGES]) {
    expectClientError(await send('TRACE', path), `TRACE ${path}`);
    expectClientError(await send('PROPFIND', path), `PROPFIND ${path}`);
  }
  for (const path of POST_ROUTES) {
    for (const [label, headers, body] of MALFORMED_BODIES) {
      expectClientError(await send('POST', path, { headers: { ...headers, authorization: 'Bearer sc_test_fuzz' }, body }), `${label} to ${path}`);
    }
  }
  for (const path of [...POST_ROUTES, `/control/${TOKEN}`, `/top-up/${TOKEN}`]) {
    const reply = await send('POST', path, { headers: { 'content-type': 'application/json' }, endlessChunks: true });
    expectClientError(reply, `an endless chunked body to ${path}`);
  }
}

test('malformed requests to every route are 4xx, and the server does not grow', async () => {
  test.setTimeout(240_000);
  // Warm every route, then run the whole fuzz once, so lazily loaded code and first-time page renders are not
  // counted as growth: what is measured is a second, identical pass.
  for (const path of [...GET_ROUTES, ...PAGES]) await send('GET', path);
  for (const path of POST_ROUTES) await send('POST', path, { headers: { 'content-type': 'application/json' }, body: '{}' });
  await fuzzEveryRoute();
  const before = serverRssBytes();
  expect(before).toBeGreaterThan(0);
  await fuzzEveryRoute();
  const grown = serverRssBytes() - before;
  console.log(`[fuzz] server RSS before ${(before / 2 ** 20).toFixed(1)} MiB, growth ${(grown / 2 ** 20).toFixed(1)} MiB`);
  expect(grown).toBeLessThan(50 * 2 ** 20);
});

test('a body over its cap is refused with Connection: close, so a keep-alive connection is not left hanging', async () => {
  const reply = await send('POST', '/v1/signup', { headers: { 'content-type': 'application/json' }, endlessChunks: true });
  expect(reply.status).toBe(413);
  expect(reply.headers.connection).toBe('close');
  expect(JSON.parse(reply.body)).toMatchObject({ error: 'payload_too_large' });
});

test('NUL bytes and lone surrogates are invalid_input naming the field, and nothing is stored', async () => {
  for (const name of ['a\u0000b', 'a\ud800b']) {
    const reply = await send('POST', '/v1/signup', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ error: 'invalid_input', fields: [{ field: 'name' }] });
  }
  expect(await deployment.query(`SELECT id FROM agents`)).toEqual([]);
});
