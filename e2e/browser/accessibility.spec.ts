import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createStaffUser } from '../../src/domain/staff/accounts.ts';
import { baseUrl, callApi } from '../support/api.ts';
import { deliveredTexts } from '../support/outbox.ts';
import { addTestWorker, linkFor, privateSpot } from '../support/workers.ts';

/**
 * Every page people use, checked by axe-core against WCAG 2.1 A and AA
 * (labels, names, contrast, landmarks, ARIA): no violation at all is allowed.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `${what}: ${found.join('\n')}`).toEqual([]);
}

test('the home page, the owner pages, the worker page and every staff page pass axe (WCAG 2.1 AA)', async ({ page, browser }) => {
  await page.goto(`${baseUrl()}/`);
  await expectAccessible(page, 'home');

  const ownerEmail = `owner-${randomUUID()}@example.com`;
  const signup = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'a11y-bot', owner_email: ownerEmail });
  const [email = ''] = await deliveredTexts({ recipient: ownerEmail, channel: 'email' });
  const controlLink = email.match(/\/control\/[A-Za-z0-9_-]+/)?.[0] as string;
  await page.goto(`${baseUrl()}${controlLink}`);
  await expectAccessible(page, 'control page');
  await page.goto(signup.body.top_up_url as string);
  await expectAccessible(page, 'top-up page');
  await page.goto(`${baseUrl()}/control/not-a-real-token`);
  await expectAccessible(page, 'link not valid');

  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const asked = await callApi(baseUrl(), 'POST', '/v1/tasks', { question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', idempotency_key: 'a11y' }, signup.body.api_key);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const workerPage = await phone.newPage();
  await workerPage.goto(`${baseUrl()}${await linkFor(asked.body.task_id, worker.phone)}`);
  await expectAccessible(workerPage, 'worker page');
  await phone.close();

  await page.goto(`${baseUrl()}/staff/sign-in`);
  await expectAccessible(page, 'staff sign-in');
  const staffEmail = `staff-${randomUUID()}@example.com`;
  await createStaffUser({ email: staffEmail, name: 'Ada Access', password: 'correct horse battery staple' }, new Date());
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/staff/queue`, { timeout: 30_000 });
  for (const path of ['/staff/queue', '/staff/tickets', '/staff/workers', '/staff/outbox', '/staff/history']) {
    await page.goto(`${baseUrl()}${path}`);
    await expectAccessible(page, path);
  }

  // The check can fail: an unlabelled field on the same page is reported.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
  await expect(expectAccessible(page, 'page with an unlabelled input')).rejects.toThrow(/label/);
});
