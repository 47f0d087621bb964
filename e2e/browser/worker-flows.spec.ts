import { expect, test, type Browser, type Page } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import exifr from 'exifr';
import { db } from '../../src/db/client.ts';
import { resolveDispute } from '../../src/domain/review/settle-review.ts';
import { baseUrl, callApi, signUp, type ApiAgent } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { deliveredTextsAt } from '../support/outbox.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { addTestWorker, cameraPhoto, linkFor, northOf, privateSpot } from '../support/workers.ts';

test.afterAll(expectBooksBalanced);

type Spot = { lat: number; lng: number };

async function askAt(agent: ApiAgent, spot: Spot, fields: Record<string, unknown> = {}) {
  const response = await agent.ask({ question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', bounty_usd: 3, ...fields });
  expect(response.status).toBe(200);
  return response.body as { task_id: string; workers_notified: number };
}

/** A phone at `position` opening the worker's private link. */
async function workerPage(browser: Browser, link: string, position: Spot): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    geolocation: { latitude: position.lat, longitude: position.lng },
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

async function answerOnPage(page: Page, photo: Buffer, text = 'Open, lights on, two people in line.') {
  await page.getByRole('button', { name: 'Claim this task' }).click();
  await expect(page.getByText('It is yours')).toBeVisible();
  await page.getByLabel('Take photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo received.')).toBeVisible();
  await page.getByLabel('Yes').check();
  await page.getByLabel('What did you see?').fill(text);
  await page.getByRole('button', { name: 'Send answer' }).click();
  // Sending runs the photo-content model: give a loaded machine time (a wait, not a speed limit).
  await expect(page.getByRole('heading', { name: 'Answer sent' })).toBeVisible({ timeout: 30_000 });
}

test('answered and paid: claim, live photo, answer at the place; the agent gets the verified answer and the worker is paid', async ({ browser }) => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const quote = await agent.call('POST', '/v1/quote', { location: spot, task_type: 'is_open' });
  expect(quote.body).toMatchObject({ workers_nearby: 1, est_minutes_to_answer: expect.any(Number), allowed: true });
  const task = await askAt(agent, spot);
  expect(task.workers_notified).toBe(1);

  const waiting = agent.call('POST', `/v1/tasks/${task.task_id}/await`, { timeout_seconds: 55 });
  const page = await workerPage(browser, await linkFor(task.task_id, worker.phone), northOf(spot, 20));
  await expect(page.getByRole('heading', { name: 'Is the kiosk open right now?' })).toBeVisible();
  await answerOnPage(page, await cameraPhoto(new Date()));
  await expect(page.getByText(/Verified and paid/)).toBeVisible();

  const awaited = (await waiting).body;
  expect(awaited).toMatchObject({ task_id: task.task_id, answered: true });
  const read = await agent.call('GET', `/v1/tasks/${task.task_id}`);
  expect(read.body.status).toBe('paid');
  expect(read.body.claimed_at).toEqual(expect.any(String));
  expect(read.body.answer).toEqual({
    task_id: task.task_id,
    answer_text: 'Open, lights on, two people in line.',
    answer_bool: true,
    photo_url: expect.stringContaining('/photos/'),
    captured_at: expect.any(String),
    worker_distance_m: expect.any(Number),
    verification: { gps_ok: true, fresh_ok: true, vision_ok: true, vision_reason: expect.any(String) },
    // A worker no agent has rated: 0 (documented), and confidence counts them as the scale's middle (all checks pass: 0.9).
    confidence: 0.9,
    worker_rating: 0,
    cost_usd: 3.5,
  });
  expect(read.body.answer.worker_distance_m).toBeGreaterThan(15);
  expect(read.body.answer.worker_distance_m).toBeLessThan(25);
  expect(read.body.answer.confidence).toBeGreaterThan(0.8);

  const photo = await fetch(read.body.answer.photo_url);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  const photoExif = await exifr.parse(Buffer.from(await photo.arrayBuffer())).catch(() => undefined);
  expect(photoExif?.latitude).toBeUndefined();
  expect(photoExif?.Make).toBeUndefined();

  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 16.5, escrowed_usd: 0 });
  expect((await db().worker.findUniqueOrThrow({ where: { id: worker.id } })).earningsCents).toBe(300);

  const accepted = await agent.call('POST', `/v1/tasks/${task.task_id}/accept`, { rating: 5, comment: 'Great photo' });
  expect(accepted.body.accepted_at).toEqual(expect.any(String));
  expect((await agent.call('GET', `/v1/tasks/${task.task_id}`)).body.answer.worker_rating).toBe(5);

  // The human watching the agent sees the summary and the photo itself.
  const mcp = new Client({ name: 'viewer', version: '1' });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${agent.apiKey}` } } }));
  const shown = await mcp.callTool({ name: 'show_task', arguments: { task_id: task.task_id } });
  const [summary, image] = shown.content as { type: string; text?: string; mimeType?: string; data?: string }[];
  expect(summary?.text).toContain('Answer: Open, lights on');
  expect(summary?.text).toContain('GPS ok');
  expect(image).toMatchObject({ type: 'image', mimeType: 'image/jpeg' });
  expect(Buffer.from(image?.data ?? '', 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  await mcp.close();
});

test('failed GPS: an answer from 1 km away goes to needs_review with the escrow held', async ({ browser }) => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const task = await askAt(agent, spot);
  const page = await workerPage(browser, await linkFor(task.task_id, worker.phone), northOf(spot, 1000));
  await answerOnPage(page, await cameraPhoto(new Date()));
  await expect(page.getByText(/a person will review your answer/)).toBeVisible();
  const read = (await agent.call('GET', `/v1/tasks/${task.task_id}`)).body;
  expect(read.status).toBe('needs_review');
  expect(read.answer.verification).toMatchObject({ gps_ok: false, fresh_ok: true, vision_ok: true });
  expect(read.answer.worker_distance_m).toBeGreaterThan(990);
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 16.5, escrowed_usd: 3.5 });
});

test('stale photo: a gallery photo from last year goes to needs_review', async ({ browser }) => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const task = await askAt(agent, spot);
  const page = await workerPage(browser, await linkFor(task.task_id, worker.phone), spot);
  await answerOnPage(page, await cameraPhoto(new Date(Date.now() - 365 * 24 * 3600_000), { withOffset: false }));
  const read = (await agent.call('GET', `/v1/tasks/${task.task_id}`)).body;
  expect(read.status).toBe('needs_review');
  expect(read.answer.verification).toMatchObject({ gps_ok: true, fresh_ok: false });
});

test('claim race between two workers: exactly one wins; cancel after the claim is refused', async ({ browser }) => {
  const spot = privateSpot();
  const [first, second] = await Promise.all([addTestWorker(spot, 'First'), addTestWorker(northOf(spot, 50), 'Second')]);
  const agent = await signUp();
  const task = await askAt(agent, spot);
  expect(task.workers_notified).toBe(2);
  const pages = await Promise.all([workerPage(browser, await linkFor(task.task_id, first.phone), spot), workerPage(browser, await linkFor(task.task_id, second.phone), spot)]);
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Claim this task' }).click()));
  const outcomes = await Promise.all(
    pages.map(async (page) => {
      await expect(page.getByText(/It is yours|This task was claimed by someone else first/)).toBeVisible();
      return (await page.getByText('It is yours').count()) > 0 ? 'won' : 'lost';
    }),
  );
  expect(outcomes.sort()).toEqual(['lost', 'won']);
  const read = (await agent.call('GET', `/v1/tasks/${task.task_id}`)).body;
  expect(read.status).toBe('claimed');

  const cancel = await agent.call('POST', `/v1/tasks/${task.task_id}/cancel`);
  expect(cancel.status).toBe(409);
  expect(cancel.body).toMatchObject({ error: 'task_not_cancellable', status: 'claimed' });
  expect(cancel.body.fix).toContain('await_answer');
});

test('expiry with a claimed task: no answer by the deadline expires it, refunds the agent, and the page says so', async ({ browser }) => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const task = await askAt(agent, spot);
  const link = await linkFor(task.task_id, worker.phone);
  expect((await fetch(`${baseUrl()}${link}/claim`, { method: 'POST' })).status).toBe(200);
  await db().task.update({ where: { id: task.task_id }, data: { deadlineAt: new Date(Date.now() - 1000) } });
  const read = (await agent.call('GET', `/v1/tasks/${task.task_id}`)).body;
  expect(read.status).toBe('expired');
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  const page = await workerPage(browser, link, spot);
  // The worker claimed it, so the page says their time ran out, not that nobody answered.
  await expect(page.getByRole('heading', { name: 'Time ran out' })).toBeVisible();
  await expect(page.getByText('Nobody answered')).toHaveCount(0);
  const late = await fetch(`${baseUrl()}${link}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer_text: 'late', answer_bool: true, lat: spot.lat, lng: spot.lng, photo_id: null }),
  });
  expect(late.status).toBe(409);
});

test('dispute after payment: the payout is held for review; upheld, bounty + fee return to the agent', async ({ browser }) => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const task = await askAt(agent, spot, { bounty_usd: 4 });
  const page = await workerPage(browser, await linkFor(task.task_id, worker.phone), spot);
  await answerOnPage(page, await cameraPhoto(new Date()));
  expect((await agent.call('GET', `/v1/tasks/${task.task_id}`)).body.status).toBe('paid');

  const disputed = await agent.call('POST', `/v1/tasks/${task.task_id}/dispute`, { reason: 'The photo shows a different kiosk.' });
  expect(disputed.status).toBe(200);
  expect(disputed.body).toMatchObject({ status: 'disputed', dispute: { status: 'open', refunded_usd: null } });
  expect(disputed.body.answer).not.toBeNull();
  const awaited = await agent.call('POST', `/v1/tasks/${task.task_id}/await`, { timeout_seconds: 1 });
  expect(awaited.body).toMatchObject({ status: 'disputed', answered: false });
  // The same answer as get_task shows; only the photo link is signed afresh on each read.
  expect(awaited.body.answer).toEqual({ ...disputed.body.answer, photo_url: expect.stringContaining(`/photos/${task.task_id}`) });

  await resolveDispute({ taskId: task.task_id, decision: 'uphold', reviewer: { email: 'staff@test' }, note: 'Wrong kiosk in the photo.' }, new Date());
  const settled = (await agent.call('GET', `/v1/tasks/${task.task_id}`)).body;
  expect(settled).toMatchObject({ status: 'refunded', dispute: { status: 'upheld', refunded_usd: 4.5 } });
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  expect((await db().worker.findUniqueOrThrow({ where: { id: worker.id } })).earningsCents).toBe(0);
  await expect(resolveDispute({ taskId: task.task_id, decision: 'reject', reviewer: { email: 'staff@test' }, note: 'again' }, new Date())).rejects.toThrow(/nothing of this kind/);
});

test('an unknown worker link says so', async ({ page }) => {
  const response = await page.goto(`${baseUrl()}/w/not-a-real-token`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText('Open the link from the latest text Spotcheck sent you.')).toBeVisible();
  expect((await callApi(baseUrl(), 'POST', '/w/not-a-real-token/claim')).status).toBe(404);
});

test('photo check provider down: the answer goes to needs_review, never verified', async ({ browser }) => {
  // A deploy whose photo check points at a provider that does not answer.
  const deployment = await IsolatedDeployment.create(1, { VISION_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', VISION_TIMEOUT_MS: '2000' });
  try {
    const server = deployment.urls[0] ?? '';
    const spot = privateSpot();
    await deployment.query(
      "INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Vee', '+15550001111', $1, $2, 2000)",
      [spot.lat, spot.lng],
    );
    const signup = await callApi(server, 'POST', '/v1/signup', { name: 'vision-down' });
    const ask = await callApi(server, 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', idempotency_key: 'v1' }, signup.body.api_key);
    const [text] = await deliveredTextsAt((sql, params) => deployment.query(sql, params), 'task_id = $1', [ask.body.task_id]);
    const link = text?.match(/\/w\/[A-Za-z0-9_-]+/)?.[0] ?? '';
    const context = await browser.newContext({ baseURL: server, geolocation: { latitude: spot.lat, longitude: spot.lng }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto(link);
    await answerOnPage(page, await cameraPhoto(new Date()));
    await expect(page.getByText(/a person will review your answer/)).toBeVisible();
    const read = (await callApi(server, 'GET', `/v1/tasks/${ask.body.task_id}`, undefined, signup.body.api_key)).body;
    expect(read.status).toBe('needs_review');
    expect(read.answer.verification).toMatchObject({ gps_ok: true, fresh_ok: true, vision_ok: false, vision_reason: expect.stringContaining('could not run') });
    const [agent] = await deployment.query<{ balance_cents: number; escrow_cents: number }>('SELECT balance_cents, escrow_cents FROM agents');
    expect(agent).toEqual({ balance_cents: 1650, escrow_cents: 350 });
  } finally {
    await deployment.close();
  }
});
