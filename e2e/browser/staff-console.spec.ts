import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { createStaffUser } from '../../src/domain/staff/accounts.ts';
import { createContextInner } from '../../src/server/context.ts';
import { createCaller } from '../../src/server/router.ts';
import { baseUrl, callApi, signUp, type ApiAgent } from '../support/api.ts';
import { classifierOnlyAsk } from '../support/classifier-only-ask.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { blockTiles, expectMarkers } from '../support/maps.ts';
import { addTestWorker, answeredTask, cameraPhoto, linkFor, northOf, privateSpot } from '../support/workers.ts';

test.afterAll(expectBooksBalanced);

const PASSWORD = 'a long staff passphrase';
const STAFF_PAGES = ['/staff', '/staff/queue', '/staff/tickets', '/staff/workers', '/staff/outbox', '/staff/history'];

/** A staff account of this test's own (sign-in attempts are limited per account). */
async function newStaff(name = 'Rita Reviewer'): Promise<string> {
  const email = `staff-${randomUUID()}@example.com`;
  await createStaffUser({ email, name, password: PASSWORD }, new Date());
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/staff/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Password hashing is deliberately slow; under a full parallel suite this can take a few seconds.
  await expect(page.getByRole('button', { name: 'Signing in…' })).toHaveCount(0, { timeout: 30_000 });
}

async function signInAsNewStaff(page: Page): Promise<string> {
  const email = await newStaff();
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible({ timeout: 15_000 });
  return email;
}

async function dispute(agent: ApiAgent, taskId: string) {
  const response = await agent.call('POST', `/v1/tasks/${taskId}/dispute`, { reason: 'The photo shows a different kiosk.' });
  expect(response.body).toMatchObject({ status: 'disputed', dispute: { status: 'open' } });
}

const earningsOf = async (workerId: string) => (await db().worker.findUniqueOrThrow({ where: { id: workerId } })).earningsCents;

/** The console's own error notice (Next's route announcer is an alert too). */
function notice(page: Page): Locator {
  return page.getByRole('main').getByRole('alert');
}

/** One queue item, found by its question (the queue is shared with every other test). */
function queueItem(page: Page, question: string): Locator {
  return page.getByRole('article', { name: question });
}

async function decide(item: Locator, note: string, button: RegExp): Promise<void> {
  await item.getByLabel(/Note for the review history/).fill(note);
  await item.getByRole('button', { name: button }).click();
}

test('anonymous visitors are sent to sign in from every staff page, a wrong password is refused, and the API does not list the console', async ({ page }) => {
  for (const path of STAFF_PAGES) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page, `${path} redirects`).toHaveURL(new RegExp(`^${baseUrl()}/staff/sign-in\\?next=`));
  }
  await expect(page.getByRole('heading', { name: 'Spotcheck staff' })).toBeVisible();
  const signInPage = await fetch(`${baseUrl()}/staff/sign-in`);
  expect(signInPage.headers.get('x-frame-options')).toBe('DENY');
  expect(signInPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

  const email = await newStaff();
  await signIn(page, email, 'not the right passphrase');
  await expect(notice(page)).toContainText('Wrong email or password.');
  await expect(page).toHaveURL(`${baseUrl()}/staff/sign-in`);
  await signIn(page, `nobody-${randomUUID()}@example.com`);
  await expect(notice(page)).toContainText('Wrong email or password.');
  await page.goto(`${baseUrl()}/staff/queue`);
  await expect(page).toHaveURL(`${baseUrl()}/staff/sign-in?next=%2Fstaff%2Fqueue`);

  // The procedures themselves refuse a caller without a staff session.
  const anonymous = createCaller(createContextInner({}));
  await expect(anonymous.staff.reviewQueue({})).rejects.toMatchObject({ cause: { code: 'unauthorized' } });
  await expect(createCaller(createContextInner({ staffSession: { email: 'nobody@example.com' } })).staff.listOutbox({ limit: 5 })).rejects.toMatchObject({ cause: { code: 'forbidden' } });

  const openapi = (await callApi(baseUrl(), 'GET', '/openapi.json')).body as { paths: Record<string, unknown> };
  expect(Object.keys(openapi.paths).filter((path) => !path.startsWith('/v1/'))).toEqual([]);
  expect(JSON.stringify(openapi)).not.toContain('reviewQueue');
});

test('signing in from a page asked for lands on that page; a next that is not a console page lands on the queue', async ({ page }) => {
  const email = await newStaff();
  await page.goto(`${baseUrl()}/staff/workers`);
  await expect(page).toHaveURL(`${baseUrl()}/staff/sign-in?next=%2Fstaff%2Fworkers`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/staff/workers`, { timeout: 30_000 });
  await page.goto(`${baseUrl()}/staff/sign-in?next=https://elsewhere.example/staff/queue`);
  await expect(page).toHaveURL(`${baseUrl()}/staff/queue`);
});

test('sign-in sets an HttpOnly session; sign-out ends it; a removed staff account is refused at once', async ({ page }) => {
  const email = await newStaff('Sam Signin');
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/staff/queue`);
  await expect(page.getByText('Sam Signin')).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('next-auth.session-token'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // The other server process (same host, another port) accepts the session: both derive one key from the database's secret.
  await page.goto(`${baseUrl(2)}/staff/outbox`);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.goto(`${baseUrl()}/staff/queue`);

  await page.getByRole('link', { name: 'Workers' }).click();
  await expect(page.getByRole('heading', { name: 'Workers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Workers' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/staff/sign-in`);
  await page.goto(`${baseUrl()}/staff/workers`);
  await expect(page).toHaveURL(`${baseUrl()}/staff/sign-in?next=%2Fstaff%2Fworkers`);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await db().staffUser.delete({ where: { email } });
  await page.reload();
  await expect(notice(page)).toContainText(`${email} is not a staff account (any more).`);
  await expect(notice(page)).toContainText('npm run staff:create');
  await expect(page.getByRole('heading', { name: 'Review queue' })).toHaveCount(0);
});

test('upholding a dispute refunds bounty + fee to the agent, once: a second decision from a stale page is refused', async ({ page }) => {
  const agent = await signUp('dispute-upheld');
  const { taskId, question, worker } = await answeredTask(agent, 0);
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body.status).toBe('paid');
  expect(await earningsOf(worker.id)).toBe(400);
  await dispute(agent, taskId);
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 0 });

  const email = await signInAsNewStaff(page);
  const stale = await page.context().newPage();
  await stale.goto(`${baseUrl()}/staff/queue`);

  const item = queueItem(page, question);
  await expect(item.getByText('The photo shows a different kiosk.')).toBeVisible();
  await expect(item.getByText(/Passed: At the place \(GPS\)/)).toBeVisible();
  await expect(item.getByText(/Worker .*: no ratings yet, 1 answer, earned 4\.00 USD, 0 upheld disputes/)).toBeVisible();
  await expect(item.getByText(/dispute-upheld: 1 task, 1 dispute/)).toBeVisible();
  await decide(item, 'The photo shows another kiosk.', /Uphold: refund 4\.50 USD/);
  await expect(item).toHaveCount(0);

  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body).toMatchObject({ status: 'refunded', dispute: { status: 'upheld', refunded_usd: 4.5 } });
  expect(await earningsOf(worker.id)).toBe(0);
  expect(await db().reviewAction.findMany({ where: { taskId }, select: { staffEmail: true, action: true, note: true } })).toEqual([
    { staffEmail: email, action: 'dispute_upheld', note: 'The photo shows another kiosk.' },
  ]);

  const staleItem = queueItem(stale, question);
  await decide(staleItem, 'Rejecting from an old tab.', /Reject:/);
  await expect(staleItem.getByRole('alert')).toContainText(`Task ${taskId} is refunded: there is nothing of this kind to settle.`);
  await expect(staleItem.getByRole('alert')).toContainText('Reload the review queue; someone may have settled it already.');
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
  expect(await earningsOf(worker.id)).toBe(0);
});

test('rejecting a dispute pays the worker and the task ends paid', async ({ page }) => {
  const agent = await signUp('dispute-rejected');
  const { taskId, question, worker } = await answeredTask(agent, 1000);
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body.status).toBe('needs_review');
  await dispute(agent, taskId);
  expect(await earningsOf(worker.id)).toBe(0);

  await signInAsNewStaff(page);
  const item = queueItem(page, question);
  await expect(item.getByText(/Failed: At the place \(GPS\) \(100\d m from the place/)).toBeVisible();
  await decide(item, 'The photo matches the place; GPS drifted.', /Reject: pay the worker 4\.00 USD/);
  await expect(item).toHaveCount(0);

  expect(await earningsOf(worker.id)).toBe(400);
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body).toMatchObject({ status: 'paid', dispute: { status: 'rejected', refunded_usd: null } });
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 0 });
});

test('paying a needs_review task: the reviewer sees the photo, place and failed check, and the worker is paid', async ({ page }) => {
  const agent = await signUp('needs-review-paid');
  const { taskId, question, worker } = await answeredTask(agent, 1000);

  const email = await signInAsNewStaff(page);
  const item = queueItem(page, question);
  await expect(item.getByText('Failed check', { exact: false }).first()).toBeVisible();
  const photo = item.getByRole('img', { name: `Photo the worker took for: ${question}` });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', /\/photos\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(item.getByRole('link', { name: 'map of the place' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);

  await decide(item, 'Right kiosk in the photo; the phone GPS was off.', /Pay the worker 4\.00 USD/);
  await expect(item).toHaveCount(0);
  expect(await earningsOf(worker.id)).toBe(400);
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body.status).toBe('paid');
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 15.5, escrowed_usd: 0 });
  expect(await db().reviewAction.findFirst({ where: { taskId }, select: { staffEmail: true, action: true } })).toEqual({ staffEmail: email, action: 'needs_review_paid' });
});


async function refusedAndReported(agent: ApiAgent) {
  const ask = classifierOnlyAsk(randomUUID().slice(0, 8));
  const key = `ask-${randomUUID()}`;
  const refusal = await agent.ask({ ...ask, idempotency_key: key });
  expect(refusal.body).toMatchObject({ error: 'unsafe_task', review_stage: 'classifier' });
  const ticket = await agent.call('POST', '/v1/classifier-reports', { ...ask, idempotency_key: `report-${key}`, ask_idempotency_key: key, classifier_error: refusal.body });
  expect(ticket.status).toBe(200);
  return { ask, key, ticketId: ticket.body.ticket_id as string };
}

test('classifier tickets: an approval lets the unchanged retry through; a rejection carries its reason to the agent', async ({ page }) => {
  const agent = await signUp('ticket-agent');
  const approved = await refusedAndReported(agent);
  const rejected = await refusedAndReported(agent);

  const email = await signInAsNewStaff(page);
  await page.getByRole('link', { name: 'Classifier tickets' }).click();
  const first = page.getByRole('article', { name: approved.ask.question });
  await expect(first.getByText(/Ticket \d+ · from ticket-agent/)).toBeVisible();
  await expect(first.getByText(/most like following/)).toBeVisible();
  await first.getByLabel(/Reason/).fill('Where a food truck trades next is public.');
  await first.getByRole('button', { name: 'Approve for 24 hours' }).click();
  await expect(first).toHaveCount(0);

  const second = page.getByRole('article', { name: rejected.ask.question });
  await second.getByLabel(/Reason/).fill('Tailing a vehicle is following.');
  await second.getByRole('button', { name: 'Reject' }).click();
  await expect(second).toHaveCount(0);

  const retry = await agent.ask({ ...approved.ask, idempotency_key: approved.key, classifier_report_id: approved.ticketId });
  expect(retry.status).toBe(200);
  expect(retry.body).toMatchObject({ status: 'dispatched', escrowed_usd: 4.5 });
  expect((await agent.call('GET', `/v1/classifier-reports/${approved.ticketId}`)).body).toMatchObject({ status: 'consumed', task_id: retry.body.task_id });

  expect((await agent.call('GET', `/v1/classifier-reports/${rejected.ticketId}`)).body).toEqual({
    ticket_id: rejected.ticketId,
    status: 'rejected',
    reason: 'Tailing a vehicle is following.',
  });
  const refused = await agent.ask({ ...rejected.ask, idempotency_key: rejected.key, classifier_report_id: rejected.ticketId });
  expect(refused.status).toBe(422);
  expect(await db().reviewAction.findMany({ where: { ticketId: { in: [BigInt(approved.ticketId), BigInt(rejected.ticketId)] } }, select: { staffEmail: true, action: true }, orderBy: { createdAt: 'asc' } })).toEqual([
    { staffEmail: email, action: 'ticket_approved' },
    { staffEmail: email, action: 'ticket_rejected' },
  ]);
});

test('workers: a bad phone is explained; add, pause, resume and remove; the outbox shows the text sent', async ({ page }) => {
  const email = await signInAsNewStaff(page);
  await page.getByRole('link', { name: 'Workers' }).click();
  const spot = privateSpot();
  const name = `Wanda ${randomUUID().slice(0, 6)}`;
  const phone = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone (+country code)').fill('555-0123');
  await page.getByLabel('Home latitude').fill(String(spot.lat));
  await page.getByLabel('Home longitude').fill(String(spot.lng));
  await page.getByLabel('Radius (metres)').fill('2000');
  await page.getByRole('button', { name: 'Add worker' }).click();
  await expect(notice(page)).toContainText('is not an international number');
  await expect(notice(page)).toContainText('Give the phone as +<country code><number>');
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await page.getByLabel('Phone (+country code)').fill(phone);
  await page.getByRole('button', { name: 'Add worker' }).click();
  await expect(page.getByRole('status')).toContainText('Worker added');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  const worker = await db().worker.findUniqueOrThrow({ where: { phone } });
  expect(worker).toMatchObject({ name, homeLat: spot.lat, homeLng: spot.lng, radiusM: 2000, isActive: true });

  const agent = await signUp('outbox-agent');
  await row.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(row).toContainText('Paused');
  expect((await agent.call('POST', '/v1/quote', { location: spot, task_type: 'is_open' })).body.workers_nearby).toBe(0);
  await row.getByRole('button', { name: `Resume ${name}` }).click();
  await expect(row).toContainText('Active');
  expect((await agent.call('POST', '/v1/quote', { location: spot, task_type: 'is_open' })).body.workers_nearby).toBe(1);

  const asked = await agent.ask({ question: 'Is the newsstand open right now?', location: spot, task_type: 'is_open', bounty_usd: 2 });
  expect(asked.body.workers_notified).toBe(1);
  await page.getByRole('link', { name: 'Outbox' }).click();
  const text = page.getByRole('listitem').filter({ hasText: `Text to ${phone}` });
  await expect(text).toContainText('via simulated');
  // The worker's private link is masked: staff see where it points, never its token (nor can they follow it).
  await expect(text).toContainText('/w/[private link hidden]');
  const liveLink = await linkFor(asked.body.task_id, phone);
  expect(await page.content()).not.toContain(liveLink);
  await expect(text.getByRole('link')).toHaveCount(0);
  await expect(text).toContainText(/sent|pending/);

  await page.getByRole('link', { name: 'Workers' }).click();
  // Removing asks first: dismissed, nothing changes.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(row).toContainText('Active');
  expect((await db().worker.findUniqueOrThrow({ where: { phone } })).removedAt).toBeNull();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`Remove ${name} (${phone})?`);
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(row).toHaveCount(0);
  expect((await db().worker.findUniqueOrThrow({ where: { phone } })).removedAt).not.toBeNull();
  // At rest the body holds only a placeholder; the link is sealed.
  const stored = await db().outboxMessage.findFirstOrThrow({ where: { taskId: asked.body.task_id, recipient: phone } });
  expect(stored.body).not.toContain(liveLink);
  expect(stored.secretSealed).not.toContain(liveLink.slice(3));
  const history = await db().reviewAction.findMany({ where: { staffEmail: email }, select: { action: true }, orderBy: { createdAt: 'asc' } });
  expect(history.map((entry) => entry.action)).toEqual(['worker_added', 'worker_paused', 'worker_resumed', 'worker_removed']);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Removed a worker by ${email}` })).toContainText(`${name} (${phone}) removed`);
  expect((await agent.call('POST', `/v1/tasks/${asked.body.task_id}/cancel`)).status).toBe(200);
});

test('a failed check shows its full reason and the map; the photo enlarges; a decision says what money moved and focus goes to the next item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await blockTiles(page.context());
  const agent = await signUp('full-reasons');
  const first = await answeredTask(agent, 1000, { takenAt: new Date(Date.now() - 3 * 3600_000) });
  await answeredTask(agent, 1000);
  await signInAsNewStaff(page);
  const item = queueItem(page, first.question);
  await expect(item.getByText(/Failed: At the place \(GPS\) \(100\d m from the place, sent from -?\d+\.\d{5}, -?\d+\.\d{5}; up to 150 m passes\)/)).toBeVisible();
  await expect(item.getByText(/Failed: Photo taken live: the camera says the photo was taken 18\d minutes before it was sent \(camera time .* UTC; received/)).toBeVisible();
  await expectMarkers(item, ['the place', 'where the answer was sent from']);
  await expect(item.getByText(/Map tiles could not load; the place is at .*; where the answer was sent from is at/)).toBeVisible();
  await page.screenshot({ path: '/tmp/pm/staff-queue-desktop.png', fullPage: false, clip: { x: 0, y: 0, width: 1280, height: 900 } });

  await item.getByRole('button', { name: /Enlarge photo/ }).click();
  const dialog = page.getByRole('dialog', { name: /Full size/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await decide(item, 'GPS drifted; the photo is old but shows the kiosk.', /Pay the worker 4\.00 USD/);
  await expect(item).toHaveCount(0);
  await expect(page.locator('#queue-notice')).toHaveText(`Paid: 4.00 USD moved from escrow to ${first.worker.name}'s earnings; the 0.50 USD fee kept.`);
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('id', /^task-/);
  expect(await focused.getAttribute('id')).not.toBe(`task-${first.taskId}`);
});

test('a reused photo is named: the same camera time as another answer of the worker', async ({ page }) => {
  const agent = await signUp('reused-photo');
  const spot = privateSpot();
  const worker = await addTestWorker(spot, `Worker ${randomUUID().slice(0, 8)}`);
  const takenAt = new Date(Date.now() - 2 * 60_000);
  const earlier = await answeredTask(agent, 1000, { takenAt, spot, worker });
  const later = await answeredTask(agent, 1000, { takenAt, spot, worker });
  await signInAsNewStaff(page);
  await expect(queueItem(page, later.question).getByText(`Reused photo: the same camera time as the photo this worker sent for task ${earlier.taskId}`)).toBeVisible();
});

test('phone-sized Workers page: fits the screen, says "no ratings yet", and an old confirmation goes away when another form is used', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewStaff(page);
  await page.goto(`${baseUrl()}/staff/workers`);
  const name = `Pia ${randomUUID().slice(0, 6)}`;
  const spot = privateSpot();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone (+country code)').fill(`+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`);
  await page.getByLabel('Home latitude').fill(String(spot.lat));
  await page.getByLabel('Home longitude').fill(String(spot.lng));
  await page.getByRole('button', { name: 'Add worker' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Worker added');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('no ratings yet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/pm/staff-workers-phone.png', fullPage: true });
  await row.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(row).toContainText('Paused');
  await expect(page.getByText('Worker added')).toHaveCount(0);
});
