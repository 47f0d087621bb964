import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createStaffUser } from '../../src/domain/staff/accounts.ts';
import { requestSignInCode, verifySignInCode } from '../../src/domain/workers/sign-in.ts';
import { baseUrl, callApi } from '../support/api.ts';
import { ApiAgent } from '../support/api.ts';
import { blockTiles, expectMarkers } from '../support/maps.ts';
import { deliveredTexts } from '../support/outbox.ts';
import { addTestWorker, answeredTask, linkFor, privateSpot } from '../support/workers.ts';

/**
 * Every page people use, checked by axe-core against WCAG 2.1 A and AA
 * (labels, names, contrast, landmarks, ARIA): no violation at all is allowed.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `${what}: ${found.join('\n')}`).toEqual([]);
}

test('the home page, the owner pages, the worker pages and every staff page pass axe (WCAG 2.1 AA)', async ({ page, browser }) => {
  test.setTimeout(180_000); // two dozen pages, one after the other
  await blockTiles(page.context());
  await page.goto(`${baseUrl()}/`);
  await expectAccessible(page, 'home');

  const ownerEmail = `owner-${randomUUID()}@example.com`;
  const signup = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'a11y-bot', owner_email: ownerEmail });
  const [email = ''] = await deliveredTexts({ recipient: ownerEmail, channel: 'email' });
  const controlLink = email.match(/\/control\/[A-Za-z0-9_-]+/)?.[0] as string;
  // A task that failed a check: the control page maps it, and the staff queue shows it with its map.
  const answered = await answeredTask(new ApiAgent(baseUrl(), signup.body.api_key, signup.body.agent_id), 1000);
  await page.goto(`${baseUrl()}${controlLink}`);
  await expect(page.getByText(/Map tiles could not load/)).toBeVisible();
  await expectAccessible(page, 'control page');
  await page.goto(signup.body.top_up_url as string);
  await expectAccessible(page, 'top-up page');
  await page.goto(`${baseUrl()}/control/not-a-real-token`);
  await expectAccessible(page, 'link not valid');

  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const asked = await callApi(baseUrl(), 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', idempotency_key: 'a11y' }, signup.body.api_key);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, geolocation: { latitude: spot.lat, longitude: spot.lng }, permissions: ['geolocation'] });
  await blockTiles(phone);
  const workerPage = await phone.newPage();
  await workerPage.goto(`${baseUrl()}${await linkFor(asked.body.task_id, worker.phone)}`);
  await expectMarkers(workerPage, ['the place', 'your position']);
  await expect(workerPage.getByText(/Map tiles could not load/)).toBeVisible();
  await expectAccessible(workerPage, 'worker page');
  await workerPage.getByRole('button', { name: 'Claim this task' }).click();
  await expect(workerPage.getByRole('button', { name: 'Send answer' })).toBeVisible();
  await expectAccessible(workerPage, 'worker page, claimed');
  await workerPage.goto(`${baseUrl()}/work`);
  await expectAccessible(workerPage, 'worker sign-up');
  // Signed in as the staff-added worker (a code texted to them, read from the outbox).
  await requestSignInCode(worker.phone, `a11y-${randomUUID()}`, new Date());
  const codeText = (await deliveredTexts({ recipient: worker.phone, channel: 'sms' })).at(-1) ?? '';
  const session = await verifySignInCode(worker.phone, codeText.match(/\b\d{6}\b/)?.[0] ?? '', `a11y-${randomUUID()}`, new Date());
  await phone.addCookies([{ name: 'spotcheck_worker', value: session.sessionToken, url: baseUrl() }]);
  await workerPage.goto(`${baseUrl()}/work/me`);
  await expect(workerPage.getByRole('heading', { name: `Hi ${worker.name}` })).toBeVisible();
  await expectAccessible(workerPage, "worker's own page");
  await phone.close();

  const lonely = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'a11y-lonely' });
  const claim = await callApi(baseUrl(), 'POST', '/v1/claim-link', {}, lonely.body.api_key);
  await page.goto(claim.body.claim_url as string);
  await expectAccessible(page, 'owner claim page');

  await page.goto(`${baseUrl()}/staff/sign-in`);
  await expectAccessible(page, 'staff sign-in');
  const staffEmail = `staff-${randomUUID()}@example.com`;
  await createStaffUser({ email: staffEmail, name: 'Ada Access', password: 'correct horse battery staple' }, new Date());
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/staff/queue`, { timeout: 30_000 });
  for (const path of ['/staff/queue', '/staff/tickets', '/staff/workers', '/staff/applicants', '/staff/outbox', '/staff/history']) {
    await page.goto(`${baseUrl()}${path}`);
    if (path === '/staff/queue') await expectMarkers(page.getByRole('article', { name: answered.question }), ['the place', 'where the answer was sent from']);
    await expectAccessible(page, path);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/staff/workers`);
  await expectAccessible(page, 'staff workers on a phone');

  // The check can fail: an unlabelled field on the same page is reported.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
  await expect(expectAccessible(page, 'page with an unlabelled input')).rejects.toThrow(/label/);
});
