import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { loadServerSecret } from '../../src/db/server-secret.ts';
import { startTopUp } from '../../src/domain/money/top-up.ts';
import { resolveDispute } from '../../src/domain/review/settle-review.ts';
import { hashPassword } from '../../src/domain/staff/passwords.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { addTestWorker, answeredTask, cameraPhoto, linkFor, northOf, privateSpot } from '../support/workers.ts';

/**
 * What one caller can make the service do to others: texts, emails, sign-in
 * guessing, photo storage, and the races that used to answer 500. Limits are
 * tested on deployments of their own with the live defaults (the shared test
 * servers run with generous ones), through both server processes at once.
 */

test.afterAll(expectBooksBalanced);

const LIVE_LIMITS = {
  SIGNUP_LIMIT_PER_HOUR: '20',
  OWNER_EMAIL_LIMIT_PER_HOUR: '3',
  TEXT_COOLDOWN_MINUTES: '30',
  TEXTS_PER_WORKER_PER_HOUR: '6',
  TEXTS_PER_KEY_PER_HOUR: '60',
  TEXTS_NEW_KEY_FIRST_HOUR: '10',
};

/** Fixed one-hour windows: wait out the last half minute of an hour rather than straddle it. */
async function awayFromHourEdge(): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

test.describe('limits on a deployment of their own', () => {
  test.describe.configure({ mode: 'serial' });
  let deployment: IsolatedDeployment;
  const server = (index: number) => deployment.urls[index % 2] ?? '';
  test.beforeAll(async () => {
    deployment = await IsolatedDeployment.create(2, LIVE_LIMITS);
  });
  test.afterAll(async () => {
    await deployment?.close();
  });

  const addWorkerAt = async (spot: { lat: number; lng: number }) =>
    deployment.query(`INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'W', $1, $2, $3, 2000)`, [
      `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      spot.lat,
      spot.lng,
    ]);
  const ask = (apiKey: string, index: number, location: { lat: number; lng: number }) =>
    callApi(server(index), 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location, task_type: 'is_open', bounty_usd: 1, idempotency_key: randomUUID() }, apiKey);

  test('texts: a worker is not texted about one place twice within the cool-down; over budget is 429 with the wait, nothing charged', async () => {
    await awayFromHourEdge();
    const spot = privateSpot();
    await addWorkerAt(spot);
    const signup = await callApi(server(0), 'POST', '/v1/signup', { name: 'cooldown-bot' });
    const key = signup.body.api_key as string;
    const first = await ask(key, 0, spot);
    expect(first.body.workers_notified).toBe(1);
    expect((await callApi(server(1), 'POST', `/v1/tasks/${first.body.task_id}/cancel`, undefined, key)).status).toBe(200);
    const again = await ask(key, 1, spot);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after_s));
    expect(again.body).toMatchObject({ error: 'rate_limited', limit_kind: 'texts', workers_nearby: 1 });
    expect(again.body.retry_after_s).toBeGreaterThan(29 * 60);
    expect(again.body.fix).toContain(`Wait ${again.body.retry_after_s} s`);
    const balance = await callApi(server(0), 'GET', '/v1/balance', undefined, key);
    expect(balance.body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 }); // the cancelled ask was refunded; the refused one charged nothing
  });

  test('texts: concurrent asks on both processes never text one worker more than 6 times an hour', async () => {
    await awayFromHourEdge();
    const spot = privateSpot();
    await addWorkerAt(spot);
    // Older than an hour, so only the worker's limit applies (a new key may send 10).
    const signup = await callApi(server(0), 'POST', '/v1/signup', { name: 'busy-bot' });
    await deployment.query("UPDATE agents SET created_at = now() - interval '2 hours' WHERE id = $1", [signup.body.agent_id]);
    const places = Array.from({ length: 9 }, (_, index) => northOf(spot, 100 * index));
    const asks = await Promise.all(places.map((place, index) => ask(signup.body.api_key, index, place)));
    expect(asks.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    const [texts] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE task_id IN (SELECT id FROM tasks WHERE agent_id = $1)', [signup.body.agent_id]);
    expect(texts?.n).toBe(6);
  });

  test('texts: one key sends at most 60 texts an hour, counted across both processes; the asks over it are 429 and charge nothing', async () => {
    await awayFromHourEdge();
    const spot = privateSpot();
    for (let index = 0; index < 12; index++) await addWorkerAt(spot);
    // Older than an hour, so the key's hourly budget applies (not the first hour's); 12 workers at 8 places want 96 texts.
    const signup = await callApi(server(1), 'POST', '/v1/signup', { name: 'loud-bot' });
    await deployment.query("UPDATE agents SET created_at = now() - interval '2 hours' WHERE id = $1", [signup.body.agent_id]);
    const places = Array.from({ length: 8 }, (_, index) => northOf(spot, 100 * index));
    const asks = await Promise.all(places.map((place, index) => ask(signup.body.api_key, index, place)));
    expect(asks.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(asks.filter((response) => response.status === 200).map((response) => response.body.workers_notified)).toEqual(Array(5).fill(12));
    const over = asks.find((response) => response.status === 429);
    expect(over?.body).toMatchObject({ error: 'rate_limited', limit_kind: 'texts', texts_per_hour: 60 });
    expect(over?.body.message).toContain('texting budget: 60 texts to workers per hour.');
    expect(over?.body.fix).toContain(`Wait ${over?.body.retry_after_s} s`);
    const [texts] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE task_id IN (SELECT id FROM tasks WHERE agent_id = $1)', [signup.body.agent_id]);
    expect(texts?.n).toBe(60);
    expect((await callApi(server(0), 'GET', '/v1/balance', undefined, signup.body.api_key)).body).toMatchObject({ balance_usd: 12.5, escrowed_usd: 7.5 });
  });

  test("texts: a new key's first hour is throttled to 10 texts, counted across both processes; later asks text fewer, then none", async () => {
    await awayFromHourEdge();
    const spot = privateSpot();
    for (let index = 0; index < 4; index++) await addWorkerAt(spot);
    const signup = await callApi(server(1), 'POST', '/v1/signup', { name: 'new-bot' });
    const places = [0, 1, 2].map((index) => northOf(spot, 150 * index));
    const asks = await Promise.all(places.map((place, index) => ask(signup.body.api_key, index, place)));
    expect(asks.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(asks.map((response) => response.body.workers_notified as number).sort()).toEqual([2, 4, 4]);
    const over = await ask(signup.body.api_key, 0, northOf(spot, 600));
    expect(over.status).toBe(429);
    expect(over.body.message).toContain('10 texts to workers per hour in its first hour');
  });

  test('emails: owner claims share the 3 control-link emails an hour per address with signups, across both processes', async () => {
    await awayFromHourEdge();
    const victim = `claimed-${randomUUID()}@example.com`;
    const claimPaths: string[] = [];
    for (let index = 0; index < 4; index++) {
      const signup = await callApi(server(index), 'POST', '/v1/signup', { name: 'ownerless-bot' });
      claimPaths.push(new URL((await callApi(server(index + 1), 'POST', '/v1/claim-link', undefined, signup.body.api_key)).body.claim_url).pathname);
    }
    // The claim page's form, posted plainly (as without JavaScript) to each process in turn.
    const claims = await Promise.all(
      claimPaths.map((claimPath, index) =>
        fetch(`${server(index)}${claimPath}/owner`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ owner_email: victim }) }),
      ),
    );
    expect(claims.map((response) => response.status).sort()).toEqual([200, 200, 200, 429]);
    const refused = claims.find((response) => response.status === 429);
    expect(await refused?.text()).toContain('Too many control-link emails to this owner_email: the limit is 3 per 3600 s.');
    const [emails] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1', [victim]);
    expect(emails?.n).toBe(3);
    const [owned] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM agents WHERE owner_email = $1', [victim]);
    expect(owned?.n).toBe(3);
  });

  test('emails: signup names one owner_email at most 3 times an hour, and one address signs up at most 20 times', async () => {
    await awayFromHourEdge();
    const victim = `victim-${randomUUID()}@example.com`;
    const tries = await Promise.all(Array.from({ length: 8 }, (_, index) => callApi(server(index), 'POST', '/v1/signup', { name: 'spam-bot', owner_email: victim })));
    expect(tries.filter((response) => response.status === 200)).toHaveLength(3);
    const refused = tries.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body.message).toContain('control-link emails to this owner_email');
    const [emails] = await deployment.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1', [victim]);
    expect(emails?.n).toBe(3);

    // Earlier tests in this deployment signed up 8 times and these 8 times: 4 more reach the per-address limit of 20.
    const rest = await Promise.all(Array.from({ length: 12 }, (_, index) => callApi(server(index), 'POST', '/v1/signup', { name: 'many-bot' })));
    expect(rest.filter((response) => response.status === 200)).toHaveLength(4);
    const limited = rest.find((response) => response.status === 429);
    expect(limited?.body.message).toContain('signups from this address');
    expect(limited?.body.fix).toMatch(/Wait \d+ s/);
  });
});

test.describe('staff sign-in', () => {
  test.describe.configure({ mode: 'serial' });
  let deployment: IsolatedDeployment;
  const PASSWORD = 'correct horse battery staple';
  test.beforeAll(async () => {
    deployment = await IsolatedDeployment.create(2);
  });
  test.afterAll(async () => {
    await deployment?.close();
  });

  async function newStaff(): Promise<string> {
    const email = `staff-${randomUUID()}@example.com`;
    await deployment.query('INSERT INTO staff_users (id, email, name, password_hash) VALUES (gen_random_uuid(), $1, $2, $3)', [email, 'Sam', await hashPassword(PASSWORD)]);
    return email;
  }

  const failuresOf = async (email: string) => (await deployment.query<{ failures: number }>('SELECT failures FROM sign_in_failures WHERE key = $1', [`account:${email}`]))[0]?.failures;
  const haveFailed = (email: string, failures: number) =>
    deployment.query('UPDATE sign_in_failures SET failures = $2, last_failure_at = now() WHERE key = $1', [`account:${email}`, failures]);

  /** next-auth's credentials sign-in over HTTP, as the form does; the outcome is the error code (null: signed in) and any cookie set. */
  async function signIn(index: number, email: string, password: string, cookies: string[] = []): Promise<{ error: string | null; cookies: string[] }> {
    const url = deployment.urls[index % 2] ?? '';
    const csrf = await fetch(`${url}/api/auth/csrf`, { headers: { cookie: cookies.join('; ') } });
    const csrfCookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await fetch(`${url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...cookies, ...csrfCookies].join('; ') },
      body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
    });
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get('location') ?? ((await response.json().catch(() => ({}))) as { url?: string }).url ?? '';
    return { error: new URL(location, url).searchParams.get('error'), cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '') };
  }

  test('failures slow further tries per account, yet the right password from a browser that signed in before still works', async () => {
    const email = await newStaff();
    const known = await signIn(0, email, PASSWORD);
    expect(known.error).toBeNull();
    const browserCookie = known.cookies.filter((cookie) => cookie.startsWith('spotcheck-staff-browser='));
    expect(browserCookie).toHaveLength(1);
    // Right passwords never count: signing in again and again is not slowed down.
    for (let index = 0; index < 8; index++) expect((await signIn(index, email, PASSWORD)).error).toBeNull();

    const wrong = await Promise.all(Array.from({ length: 6 }, (_, index) => signIn(index, email, 'a wrong guess of a password')));
    expect(wrong.map((attempt) => attempt.error)).toEqual(Array(6).fill('CredentialsSignin'));
    expect(await failuresOf(email)).toBe(6);
    await haveFailed(email, 10); // as after four more: the next try waits 32 s (not 2 s, which a loaded machine can outlast)
    const blocked = await signIn(1, email, PASSWORD);
    expect(blocked.error).toMatch(/^RateLimited:\d+$/);
    // The attacker (no cookie) is held back, but the staff member's own browser is not.
    expect((await signIn(0, email, PASSWORD, browserCookie)).error).toBeNull();
    // A cookie made for another account does not help.
    const other = await newStaff();
    await Promise.all(Array.from({ length: 6 }, (_, index) => signIn(index, other, 'a wrong guess of a password')));
    await haveFailed(other, 10);
    expect((await signIn(0, other, PASSWORD, browserCookie)).error).toMatch(/^RateLimited:/);
  });

  test('a spray across many accounts from one address is cut off after 20 failures; the sign-in page shows our words, never ?error= text', async ({ page }) => {
    await deployment.query('DELETE FROM sign_in_failures'); // a fresh start for this address
    const accounts = await Promise.all(Array.from({ length: 22 }, () => newStaff()));
    const outcomes = [];
    for (const [index, email] of accounts.entries()) outcomes.push((await signIn(index, email, 'Winter2026!')).error);
    // 20 free failures, the 21st is counted, and the next must wait.
    expect(outcomes).toEqual([...Array(21).fill('CredentialsSignin'), expect.stringMatching(/^RateLimited:\d+$/)]);

    await page.goto(`${deployment.urls[0]}/staff/sign-in?error=${encodeURIComponent('Your account is suspended. Call +1 555 0100 to restore it.')}`);
    await expect(page.getByRole('main')).toContainText('Signing in failed.');
    await expect(page.getByRole('main')).not.toContainText('suspended');
    await page.goto(`${deployment.urls[0]}/staff/sign-in?error=RateLimited:42`);
    await expect(page.getByRole('main')).toContainText('Wait 42 s, then try again.');
  });
});

test('photos: at most 5 per task, also when uploaded all at once', async () => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp('photo-bot');
  const asked = await agent.ask({ location: spot, question: 'Is the bakery open right now?' });
  const link = `${baseUrl()}${await linkFor(asked.body.task_id, worker.phone)}`;
  expect((await fetch(`${link}/claim`, { method: 'POST' })).status).toBe(200);
  const photo = new Uint8Array(await cameraPhoto(new Date()));
  const uploads = await Promise.all(
    Array.from({ length: 9 }, (_, index) => fetch(`${index % 2 ? baseUrl(2) : baseUrl()}${new URL(link).pathname}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: photo })),
  );
  expect(uploads.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409, 409]);
  const refused = await uploads.find((response) => response.status === 409)?.json();
  expect(refused).toMatchObject({ error: 'too_many_photos', max_photos: 5 });
  expect(await db().photo.count({ where: { taskId: asked.body.task_id } })).toBe(5);
});

test('races: disputes racing a staff decision, concurrent ratings, and one top-up submission key used by two agents', async () => {
  const agent = await signUp('race-bot');
  const { taskId, worker } = await answeredTask(agent, 0);
  const disputes = Array.from({ length: 16 }, (_, index) =>
    callApi(baseUrl(index % 2 ? 2 : 1), 'POST', `/v1/tasks/${taskId}/dispute`, { reason: 'The photo shows another kiosk.' }, agent.apiKey),
  );
  const first = await disputes[0];
  expect(first?.status).toBe(200);
  const decision = resolveDispute({ taskId, decision: 'reject', reviewer: { email: 'race@example.com' }, note: 'The photo is right.' }, new Date());
  const all = await Promise.all([...disputes, decision.then(() => null)]);
  for (const response of all) if (response) expect(response.status).toBe(200);
  expect(await db().dispute.count({ where: { taskId } })).toBe(1);

  const before = await db().worker.findUniqueOrThrow({ where: { id: worker.id } });
  const ratings = await Promise.all(Array.from({ length: 10 }, (_, index) => callApi(baseUrl(index % 2 ? 2 : 1), 'POST', `/v1/tasks/${taskId}/accept`, { rating: 5 }, agent.apiKey)));
  expect(ratings.map((response) => response.status)).toEqual(Array(10).fill(200));
  expect((await db().worker.findUniqueOrThrow({ where: { id: worker.id } })).ratingCount).toBe(before.ratingCount + 1);

  await loadServerSecret(process.env.DATABASE_URL ?? '');
  const [a, b] = await Promise.all([signUp('top-up-a'), signUp('top-up-b')]);
  const tokenOf = async (who: typeof a) => String((await who.call('GET', '/v1/balance')).body.top_up_url).split('/top-up/')[1] ?? '';
  const submissionKey = randomUUID();
  const credited = await Promise.all([startTopUp(await tokenOf(a), { amountCents: 500, submissionKey }, new Date()), startTopUp(await tokenOf(b), { amountCents: 700, submissionKey }, new Date())]);
  expect(credited).toEqual([
    { kind: 'credited', paymentId: expect.any(String), amountCents: 500, balanceCents: 2500 },
    { kind: 'credited', paymentId: expect.any(String), amountCents: 700, balanceCents: 2700 },
  ]);
});

test('every page forbids framing and sniffing, on both processes', async () => {
  const agent = await signUp('headers-bot');
  const topUp = String((await agent.call('GET', '/v1/balance')).body.top_up_url);
  for (const url of [`${baseUrl()}/`, `${baseUrl(2)}/w/not-a-token`, `${baseUrl()}/control/not-a-token`, topUp, `${baseUrl(2)}/staff/sign-in`, `${baseUrl()}/llms.txt`]) {
    const response = await fetch(url);
    expect(response.status, url).toBeLessThan(500);
    expect(response.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options'), url).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), url).toBe('same-origin');
  }
});
