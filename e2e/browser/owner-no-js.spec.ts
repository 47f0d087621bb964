import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { ApiAgent, baseUrl, callApi } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { controlLinksEmailedTo, emailLiveOwner, signUpWithOwner } from '../support/owners.ts';

/**
 * The owner's forms in a browser running no script, which also hides where
 * its posts come from: every page is served to it with `Referrer-Policy:
 * no-referrer` (as a privacy setting or extension would force), so chromium
 * itself posts the forms with `Origin: null` and no Referer.
 */
test.use({ javaScriptEnabled: false });
test.afterAll(expectBooksBalanced);

/**
 * Every document this page loads, form answers included, says no-referrer
 * (header and meta); returns the form posts as chromium sent them. Playwright
 * does not route the request a redirect leads to, so a form's 303 reaches the
 * page as a refresh to the same address, which is routed like any other load.
 */
async function hideWhereFormsComeFrom(page: Page): Promise<{ origin: string | null; referer: string | null; postData: string; url: string }[]> {
  const posts: { origin: string | null; referer: string | null; postData: string; url: string }[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.method() === 'POST') posts.push({ origin: await request.headerValue('origin'), referer: await request.headerValue('referer'), postData: request.postData() ?? '', url: request.url() });
    if (request.resourceType() !== 'document') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() === 303) {
      const refresh = `<!doctype html><meta http-equiv="refresh" content="0;url=${response.headers().location}">`;
      return route.fulfill({ status: 200, body: refresh, headers: { 'content-type': 'text/html', 'referrer-policy': 'no-referrer' } });
    }
    const body = (await response.text()).replace(/<meta name="referrer" content="[^"]*"/g, '<meta name="referrer" content="no-referrer"');
    return route.fulfill({ response, body, headers: { ...response.headers(), 'referrer-policy': 'no-referrer' } });
  });
  return posts;
}

const ALL_TYPES = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'];

test('spending limits save without script and with Origin: null; invalid ones are refused on a page naming each field, changing nothing', async ({ page }) => {
  const posts = await hideWhereFormsComeFrom(page);
  const { agent, controlLink } = await signUpWithOwner();
  await page.goto(controlLink);
  await page.getByLabel('Largest bounty per task (USD)').fill('4');
  await page.getByLabel(/^Daily cap/).fill('10');
  for (const type of ALL_TYPES) await page.getByRole('checkbox', { name: new RegExp(`\\(${type}\\)`) }).setChecked(['is_open', 'price_check'].includes(type));
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Limits saved' })).toBeVisible();
  await expect(page).toHaveURL(`${controlLink}?done=limits_saved`);
  expect((await agent.call('GET', '/v1/spend-policy')).body).toMatchObject({ max_bounty_usd: 4, daily_cap_usd: 10, allowed_task_types: ['is_open', 'price_check'] });
  await expect(page.getByLabel('Largest bounty per task (USD)')).toHaveValue('4.00');

  await page.getByLabel('Largest bounty per task (USD)').fill('60');
  await page.getByLabel(/^Daily cap/).fill('1.20');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save limits' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Not done' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Nothing was changed. Please correct:');
  await expect(page.getByRole('main')).toContainText('Largest bounty per task: must be at most 50.00 USD');
  await expect(page.getByRole('main')).toContainText('Daily cap: must be at least 1.50 USD');
  expect((await agent.call('GET', '/v1/spend-policy')).body).toMatchObject({ max_bounty_usd: 4, daily_cap_usd: 10 });
  await page.getByRole('link', { name: 'Back to your control page' }).click();
  await expect(page.getByLabel('Largest bounty per task (USD)')).toHaveValue('4.00');
  expect(posts.map((post) => [post.origin, post.referer, post.url])).toEqual(Array(2).fill(['null', null, `${controlLink}/limits`]));
});

test('the API key rotates (shown once, on the answer only) and is revoked without script and with Origin: null', async ({ page }) => {
  const posts = await hideWhereFormsComeFrom(page);
  const { agent, controlLink } = await signUpWithOwner();
  await page.goto(controlLink);
  await page.getByRole('button', { name: 'Rotate API key' }).click();
  const shown = page.getByTestId('shown-once');
  await expect(shown).toContainText('sc_test_');
  const rotated = new ApiAgent(baseUrl(), (await shown.textContent()) as string, agent.agentId);
  expect(page.url()).toBe(`${controlLink}/api-key`); // the key is in no address
  expect((await agent.call('GET', '/v1/balance')).status).toBe(401);
  expect((await rotated.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20 });

  await page.getByRole('link', { name: 'Back to your control page' }).click();
  await page.getByRole('button', { name: 'Revoke API key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API key revoked' })).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  expect((await rotated.call('GET', '/v1/balance')).status).toBe(401);
  expect(posts.map((post) => [post.origin, post.referer, new URLSearchParams(post.postData).get('intent')])).toEqual([
    ['null', null, 'rotate'],
    ['null', null, 'revoke'],
  ]);
});

test('replacing the control link without script lands on the new link, which was emailed; the old one stops', async ({ page }) => {
  const posts = await hideWhereFormsComeFrom(page);
  const { controlLink, ownerEmail } = await signUpWithOwner();
  await page.goto(controlLink);
  await page.getByRole('button', { name: 'Replace this control link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This is your new control link' })).toBeVisible();
  await expect(page).toHaveURL(/\?done=link_replaced$/);
  const newLink = page.url().replace(/\?done=link_replaced$/, '');
  expect(newLink).not.toBe(controlLink);
  expect(await controlLinksEmailedTo(ownerEmail)).toEqual([controlLink, newLink]);
  expect(posts).toEqual([expect.objectContaining({ origin: 'null', referer: null })]);

  expect((await page.goto(controlLink))?.status()).toBe(404);
  // A form still open on the old link is refused on a page saying so.
  const stale = await fetch(`${controlLink}/link`, { method: 'POST', headers: { origin: 'null' } });
  expect(stale.status).toBe(404);
  expect(await stale.text()).toContain('This control link is not valid');
});

test('with email live, the asking address is replaced and turned off without script and with Origin: null', async ({ page }) => {
  const { deployment, controlLink, firstAddress, emailToken } = await emailLiveOwner();
  try {
    const posts = await hideWhereFormsComeFrom(page);
    await page.goto(controlLink);
    const section = page.getByRole('region', { name: 'Asking by email' });
    await section.getByRole('button', { name: 'Replace the asking address' }).click();
    await expect(section.getByRole('status')).toContainText('The asking address shown above is new');
    const replaced = `ask-${await emailToken()}@ask.spotcheck.test`;
    expect(replaced).not.toBe(firstAddress);
    await expect(section.locator('code')).toHaveText(replaced);

    await section.getByRole('button', { name: 'Turn off asking by email' }).click();
    await expect(section.getByRole('status')).toContainText('Asking by email is off');
    expect(await emailToken()).toBeNull();
    expect(posts.map((post) => [post.origin, post.referer])).toEqual([
      ['null', null],
      ['null', null],
    ]);
  } finally {
    await deployment.close();
  }
});

test('an owner claim link is taken without script and with Origin: null; the control link is shown once and works', async ({ page }) => {
  const posts = await hideWhereFormsComeFrom(page);
  const signup = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'lonely-bot' });
  const agent = new ApiAgent(baseUrl(), signup.body.api_key, signup.body.agent_id);
  const { claim_url: claimUrl } = (await agent.call('POST', '/v1/claim-link')).body;
  await page.goto(claimUrl);
  const ownerEmail = `owner-${randomBytes(6).toString('hex')}@example.com`;
  await page.getByLabel('Your email').fill(ownerEmail);
  await page.getByRole('button', { name: 'Become the owner' }).click();
  await expect(page.getByRole('main')).toContainText('You are now the owner of lonely-bot.');
  const controlLink = (await page.getByTestId('shown-once').textContent()) as string;
  expect(await controlLinksEmailedTo(ownerEmail)).toEqual([controlLink]);
  expect(posts).toEqual([expect.objectContaining({ origin: 'null', referer: null, url: `${claimUrl}/owner` })]);
  await page.getByRole('link', { name: 'Open your control page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'lonely-bot' })).toBeVisible();

  // The link worked once: a second post is refused on a page saying so.
  const again = await fetch(`${claimUrl}/owner`, { method: 'POST', headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }, body: `owner_email=${encodeURIComponent(ownerEmail)}` });
  expect(again.status).toBe(404);
  expect(await again.text()).toContain('This owner link is not valid');
});

test.describe('top-up without script and with Origin: null', () => {
  const topUpEntries = (agentId: string) => db().ledgerEntry.count({ where: { agentId, kind: 'top_up' } });
  /** A new agent's top-up page, opened as the browser that hides where its posts come from. */
  async function openTopUpPage(page: Page) {
    const posts = await hideWhereFormsComeFrom(page);
    const { agent } = await signUpWithOwner();
    const topUpUrl = (await agent.call('GET', '/v1/balance')).body.top_up_url as string;
    await page.goto(topUpUrl);
    return { posts, agent, topUpUrl };
  }

  test('credits once and answers with the amount and the new balance; a retried post of the same submission lands on the same answer', async ({ page }) => {
    const { posts, agent, topUpUrl } = await openTopUpPage(page);
    await page.getByLabel('Amount (USD)').fill('15');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added $15.00 of test funds. The balance is now $35.00.' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('$35.00');
    await expect(page).toHaveURL(/\?credited=[0-9a-f-]{36}$/);
    const answer = page.url();
    expect(await topUpEntries(agent.agentId)).toBe(1);

    // Another top-up moves the balance on; the first submission, posted again, still answers with its own figures.
    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    await expect(page.getByTestId('balance')).toHaveText('$45.00');
    expect(posts.map((post) => [post.origin, post.referer, post.url])).toEqual(Array(2).fill(['null', null, `${topUpUrl}/add`]));
    const retried = await page.request.post(posts[0]?.url as string, {
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      data: posts[0]?.postData,
      maxRedirects: 0,
    });
    expect(retried.status()).toBe(303);
    expect(new URL(retried.headers().location as string, topUpUrl).href).toBe(answer);
    await page.goto(answer);
    await expect(page.getByRole('status')).toHaveText('Added $15.00 of test funds. The balance is now $35.00.');
    await expect(page.getByTestId('balance')).toHaveText('$45.00');
    expect(await topUpEntries(agent.agentId)).toBe(2);
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 45 });
  });

  test('an answer lost on the way (connection reset after the credit) is found again by posting the same submission; nothing is credited twice', async ({ page }) => {
    const { agent, topUpUrl } = await openTopUpPage(page);
    let lostPost = '';
    await page.route(`${topUpUrl}/add`, async (route) => {
      lostPost = route.request().postData() ?? '';
      await route.fetch({ maxRedirects: 0 }); // the server credits and answers; the browser never hears it
      await route.abort('connectionreset');
    });
    await page.getByLabel('Amount (USD)').fill('25');
    await page.getByRole('button', { name: 'Add test funds' }).click().catch(() => undefined);
    await expect.poll(() => topUpEntries(agent.agentId)).toBe(1);
    await page.unrouteAll({ behavior: 'wait' });

    // The browser's retry of that post (the same hidden submission key) gets the answer the first one would have.
    const retried = await page.request.post(`${topUpUrl}/add`, { headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }, data: lostPost, maxRedirects: 0 });
    expect(retried.status()).toBe(303);
    await page.goto(new URL(retried.headers().location as string, topUpUrl).href);
    await expect(page.getByRole('status')).toHaveText('Added $25.00 of test funds. The balance is now $45.00.');
    expect(await topUpEntries(agent.agentId)).toBe(1);
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 45 });
  });

  test('a refused amount is a page saying why, with the way back; nothing is credited', async ({ page }) => {
    const { agent, topUpUrl } = await openTopUpPage(page);
    await page.getByLabel('Amount (USD)').fill('4');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    await expect(page.getByRole('main')).toContainText('Amount: must be at least 5.00 USD');
    await page.getByRole('link', { name: 'Back to the top-up page' }).click();
    await expect(page.getByTestId('balance')).toHaveText('$20.00');
    expect(await topUpEntries(agent.agentId)).toBe(0);
    // Another agent's payment id in the address shows nothing.
    await page.goto(`${topUpUrl}?credited=${randomBytes(16).toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')}`);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
