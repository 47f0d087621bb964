import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hashPassword } from '../../src/domain/staff/passwords.ts';
import { callApi } from '../support/api.ts';
import { replyJson, startRecordingServer } from '../support/recording-server.ts';
import { deliveredTextsAt } from '../support/outbox.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { expectBooksBalancedAt } from '../support/ledger.ts';
import { cameraPhoto, northOf, privateSpot } from '../support/workers.ts';

/**
 * A new worker joins from a phone, waits for staff approval, gets an offer,
 * answers it and is paid out, on a deploy of its own where pay is available
 * at once (PAYOUT_HOLD_HOURS=0), so the payout can be asked for in the test.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const STAFF_PASSWORD = 'a long staff passphrase';

async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `${what}: ${found.join('\n')}`).toEqual([]);
}

/** The newest code texted to `phone` on this deployment (texting is simulated: the outbox has it). */
async function textedCode(deployment: IsolatedDeployment, phone: string): Promise<string> {
  const texts = await deliveredTextsAt((sql, params) => deployment.query(sql, params), "recipient = $1 AND channel = 'sms'", [phone]);
  return texts.at(-1)?.match(/\b(\d{6})\b/)?.[1] ?? '';
}

test('sign-up by texted code, approval in the console, an offer answered from the worker page, and a payout asked for', async ({ browser }) => {
  test.setTimeout(180_000);
  const deployment = await IsolatedDeployment.create(1, { PAYOUT_HOLD_HOURS: '0' });
  try {
    const server = deployment.urls[0] ?? '';
    const spot = privateSpot();
    const phoneNumber = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const phone = await browser.newContext({ ...PHONE, baseURL: server, geolocation: { latitude: spot.lat, longitude: spot.lng }, permissions: ['geolocation'] });
    const page = await phone.newPage();

    // Phone number, then the code from the text (texting is simulated: the outbox has it).
    await page.goto('/work');
    await expect(page.getByText(/test deploy: no text is really sent/)).toBeVisible();
    await expectAccessible(page, '/work');
    await page.getByLabel('Mobile phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByText(`A code for ${phoneNumber} is in the staff Outbox`)).toBeVisible();
    const code = await textedCode(deployment, phoneNumber);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/work\/me$/);
    await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
    await expectAccessible(page, '/work/me before the profile');

    // Profile: the home point from the phone's location.
    await page.getByLabel('Your name').fill('Nia');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText('Your current location is filled in below.')).toBeVisible();
    await expect(page.getByLabel('Latitude')).toHaveValue(spot.lat.toFixed(5));
    // The map shows the home point and its circle (the caption names it; tiles cannot load offline).
    await expect(page.getByRole('region', { name: /Map of your home area/ })).toBeVisible();
    await expect(page.getByText(`Your home point: ${spot.lat.toFixed(5)}, ${spot.lng.toFixed(5)}.`)).toBeAttached();
    await expect(page.locator('.spotcheck-pin-person')).toHaveCount(1);
    await page.getByLabel(/Radius in metres/).fill('2000');
    await page.getByLabel('Time zone').fill('America/Los_Angeles');
    await page.getByRole('button', { name: 'Send my application' }).click();
    await expect(page.getByText('Thanks for signing up.')).toBeVisible();
    await expectAccessible(page, '/work/me waiting for approval');

    // Not approved yet: an ask nearby texts nobody.
    const signup = await callApi(server, 'POST', '/v1/signup', { name: 'signup-bot' });
    const ask = (key: string) =>
      callApi(server, 'POST', '/v1/tasks', { question: 'Is the juice bar open right now?', location: spot, task_type: 'is_open', bounty_usd: 3, idempotency_key: key }, signup.body.api_key);
    expect((await ask('before')).body.workers_notified).toBe(0);

    // Staff approve the applicant, with a reason.
    const staffEmail = `staff-${Date.now()}@example.com`;
    await deployment.query("INSERT INTO staff_users (id, email, name, password_hash) VALUES (gen_random_uuid(), $1, 'Rita Reviewer', $2)", [staffEmail, await hashPassword(STAFF_PASSWORD)]);
    const desk = await browser.newContext({ baseURL: server, viewport: { width: 1280, height: 900 } });
    const console = await desk.newPage();
    await console.goto('/staff/sign-in');
    await console.getByLabel('Email').fill(staffEmail);
    await console.getByLabel('Password').fill(STAFF_PASSWORD);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(console.getByRole('heading', { name: 'Review queue' })).toBeVisible({ timeout: 30_000 });
    await console.getByRole('link', { name: 'Applicants' }).click();
    await expect(console.getByRole('heading', { name: 'Nia' })).toBeVisible();
    await expectAccessible(console, '/staff/applicants');
    await console.getByLabel('Why (kept in the history)').fill('Called her back; she knows the area');
    await console.getByRole('button', { name: 'Approve Nia' }).click();
    await expect(console.getByText('Nobody is waiting.')).toBeVisible();
    const [decision] = await deployment.query<{ staff_email: string; note: string }>("SELECT staff_email, note FROM review_actions WHERE action = 'worker_approved'");
    expect(decision).toEqual({ staff_email: staffEmail, note: `Nia (${phoneNumber}): Called her back; she knows the area` });

    // Approved: the next ask offers it, and the worker's page lists it with its private link.
    const asked = await ask('after');
    expect(asked.body.workers_notified).toBe(1);
    await page.reload();
    await expect(page.getByText('Thanks for signing up.')).toHaveCount(0);
    await expect(page.getByText('Is the juice bar open right now?', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: /Open this offer/ }).click();
    await expect(page).toHaveURL(/\/w\/[A-Za-z0-9_-]+$/);
    await page.context().setGeolocation({ latitude: northOf(spot, 20).lat, longitude: spot.lng });
    await page.getByRole('button', { name: 'Claim this task' }).click();
    await expect(page.getByText('It is yours')).toBeVisible();
    await page.getByLabel('Take photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(new Date()) });
    await expect(page.getByText('Photo received.')).toBeVisible();
    await page.getByLabel('Yes').check();
    await page.getByLabel('What did you see?').fill('Open, two people inside.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText(/Verified and paid/)).toBeVisible({ timeout: 30_000 });

    // Paid, available at once on this deploy: ask for the payout.
    await page.goto('/work/me');
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Test deploy: payouts are recorded here, but no real money is sent.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay me $3.00 now' }).click();
    await expect(page.getByText('Payout on its way.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '$3.00 · you asked' })).toContainText('Sent');
    await expectAccessible(page, '/work/me after a payout');
    const [payout] = await deployment.query<{ amount_cents: number; status: string; provider: string }>('SELECT amount_cents, status, provider FROM worker_payouts');
    expect(payout).toEqual({ amount_cents: 300, status: 'sent', provider: 'simulated' });
    const status = await callApi(server, 'GET', '/status');
    expect(status.body.parts.worker_payouts).toMatchObject({ live: false, provider: 'simulated', description: expect.stringContaining('no real money moves') });

    // Sign out everywhere: the cookie no longer opens the page.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('You are signed out on every device.')).toBeVisible();
    await page.goto('/work/me');
    await expect(page).toHaveURL(/\/work/);
    await expect(page.getByRole('button', { name: 'Text me a code' })).toBeVisible();
    await phone.close();
    await desk.close();
    await expectBooksBalancedAt(deployment.databaseUrl);
  } finally {
    await deployment.close();
  }
});

test('live payouts through Stripe Connect: set up on Stripe, come back ready, and a payout is one transfer keyed by its id', async ({ browser }) => {
  test.setTimeout(180_000);
  let server = '';
  const stripe = await startRecordingServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/accounts') return replyJson(res, 200, { id: 'acct_worker1', object: 'account', type: 'express' });
    if (req.method === 'POST' && req.url === '/v1/account_links') return replyJson(res, 200, { object: 'account_link', url: `${stripe.url}/onboarding` });
    if (req.method === 'GET' && req.url === '/onboarding') {
      res.writeHead(302, { location: `${server}/work/me?payouts=ready` });
      return res.end();
    }
    if (req.method === 'GET' && req.url === '/v1/accounts/acct_worker1') return replyJson(res, 200, { id: 'acct_worker1', object: 'account', payouts_enabled: true, capabilities: { transfers: 'active' } });
    if (req.method === 'POST' && req.url === '/v1/transfers') return replyJson(res, 200, { id: 'tr_live1', object: 'transfer', amount: 300, currency: 'usd' });
    replyJson(res, 404, { error: { type: 'invalid_request_error', message: `no stand-in for ${req.method} ${req.url}` } });
  });
  const deployment = await IsolatedDeployment.create(1, { PAYOUTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_payouts', STRIPE_API_BASE: stripe.url, PAYOUT_HOLD_HOURS: '0' });
  try {
    server = deployment.urls[0] ?? '';
    const spot = privateSpot();
    const phoneNumber = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await deployment.query("INSERT INTO workers (id, name, phone, home_lat, home_lng, radius_m) VALUES (gen_random_uuid(), 'Lee', $1, $2, $3, 2000)", [phoneNumber, spot.lat, spot.lng]);
    const signup = await callApi(server, 'POST', '/v1/signup', { name: 'stripe-payout-bot' });
    const asked = await callApi(server, 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', bounty_usd: 3, idempotency_key: 'p1' }, signup.body.api_key);
    const [offer] = await deliveredTextsAt((sql, params) => deployment.query(sql, params), 'task_id = $1', [asked.body.task_id]);
    const link = `${server}${offer?.match(/\/w\/[A-Za-z0-9_-]+/)?.[0] ?? ''}`;
    expect((await fetch(`${link}/claim`, { method: 'POST' })).status).toBe(200);
    const photo = await fetch(`${link}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(await cameraPhoto(new Date())) });
    const { photoId } = (await photo.json()) as { photoId: string };
    const answer = await fetch(`${link}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer_text: 'Open.', answer_bool: true, lat: spot.lat, lng: spot.lng, photo_id: photoId }),
    });
    expect(answer.status).toBe(200);

    const phone = await browser.newContext({ ...PHONE, baseURL: server });
    const page = await phone.newPage();
    await page.goto('/work');
    await expect(page.getByText(/test deploy: no text is really sent/)).toBeVisible();
    await page.getByLabel('Mobile phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await page.getByLabel('6-digit code').fill(await textedCode(deployment, phoneNumber));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Hi Lee' })).toBeVisible();
    await expect(page.getByText('Test deploy: payouts are recorded here')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pay me/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Set up payouts with Stripe' }).click();
    await expect(page).toHaveURL(/\/work\/me\?payouts=ready$/);
    await page.getByRole('button', { name: 'Pay me $3.00 now' }).click();
    await expect(page.getByText('Payout on its way.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '$3.00 · you asked' })).toContainText('Sent');

    const [payout] = await deployment.query<{ id: string; status: string; provider: string; provider_ref: string; destination: string }>(
      'SELECT id, status, provider, provider_ref, destination FROM worker_payouts',
    );
    expect(payout).toMatchObject({ status: 'sent', provider: 'stripe', provider_ref: 'tr_live1', destination: 'acct_worker1' });
    const transfers = stripe.requests.filter((request) => request.url === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.headers['idempotency-key']).toBe(payout?.id);
    expect(Object.fromEntries(new URLSearchParams(transfers[0]?.body))).toMatchObject({ amount: '300', currency: 'usd', destination: 'acct_worker1' });
    expect(stripe.requests.filter((request) => request.url === '/v1/accounts')).toHaveLength(1);
    const status = await callApi(server, 'GET', '/status');
    expect(status.body.parts.worker_payouts).toMatchObject({ live: true, provider: 'stripe' });
    await phone.close();
    await expectBooksBalancedAt(deployment.databaseUrl);
  } finally {
    await deployment.close();
    await stripe.close();
  }
});
