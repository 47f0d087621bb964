import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { startTopUp } from '../../src/domain/money/top-up.ts';
import { ApiAgent, baseUrl, callApi } from '../support/api.ts';
import { settleNeedsReview } from '../../src/domain/review/settle-review.ts';
import { controlLinksEmailedTo, emailLiveOwner, signUpWithOwner } from '../support/owners.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { blockTiles, expectMarkers, VIEWPORTS } from '../support/maps.ts';
import { answeredTask } from '../support/workers.ts';

test.afterAll(expectBooksBalanced);

const ALL_TYPES = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'];

async function saveLimits(page: Page, limits: { maxBounty: string; dailyCap: string; types: string[] }) {
  await page.getByLabel('Largest bounty per task (USD)').fill(limits.maxBounty);
  await page.getByLabel(/^Daily cap/).fill(limits.dailyCap);
  for (const type of ALL_TYPES) await page.getByRole('checkbox', { name: new RegExp(`\\(${type}\\)`) }).setChecked(limits.types.includes(type));
  await page.getByRole('button', { name: 'Save limits' }).click();
}

test('the control link is emailed to the owner and never shown to the agent', async () => {
  const { agent, controlLink, signup } = await signUpWithOwner();
  const token = controlLink.split('/control/')[1] as string;
  const agentSees = [
    JSON.stringify(signup.body),
    [...signup.headers.entries()].join(' '),
    JSON.stringify((await agent.call('GET', '/v1/balance')).body),
    JSON.stringify((await agent.call('GET', '/v1/spend-policy')).body),
    JSON.stringify((await agent.call('GET', '/v1/tasks')).body),
    await (await fetch(`${baseUrl()}/openapi.json`)).text(),
    await (await fetch(`${baseUrl()}/llms-full.txt`)).text(),
  ].join('\n');
  expect(agentSees).not.toContain(token);
  expect(agentSees).not.toContain('/control/');
  // The owner's procedures are not agent API: no REST path and no MCP tool.
  const openapi = (await callApi(baseUrl(), 'GET', '/openapi.json')).body as { paths: Record<string, unknown> };
  expect(Object.keys(openapi.paths).filter((path) => /owner|control|top-up|topUp/i.test(path))).toEqual([]);
  const tools = await fetch(`${baseUrl()}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${agent.apiKey}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  const toolNames = ((await tools.json()) as { result: { tools: { name: string }[] } }).result.tools.map((tool) => tool.name);
  expect(toolNames).toContain('get_spend_policy');
  expect(toolNames.filter((name) => /owner|control|rotate|revoke|top_?up/i.test(name))).toEqual([]);
  const stored = await db().agent.findUniqueOrThrow({ where: { id: agent.agentId }, select: { controlTokenHash: true } });
  expect(stored.controlTokenHash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.controlTokenHash).not.toBe(token);
});

test('the control page shows money, spend and tasks; limits set there bind the next quote and ask at once', async ({ page }) => {
  const { agent, controlLink } = await signUpWithOwner();
  expect((await agent.ask({ question: 'Is the flower stall open right now?', bounty_usd: 3 })).status).toBe(200);

  await page.goto(controlLink);
  await expect(page.getByRole('heading', { level: 1, name: 'errand-bot' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByText('$16.50')).toBeVisible();
  await expect(money.getByText('$3.50')).toBeVisible();
  const today = page.getByRole('region', { name: "Today's spending" });
  await expect(today.getByText('$3.50')).toBeVisible();
  await expect(today.getByText('No cap')).toHaveCount(2);
  await expect(today.getByText(/Resets at midnight UTC/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent tasks' }).getByText('Is the flower stall open right now?')).toBeVisible();
  await expect(money.getByRole('link', { name: 'Add funds' })).toHaveAttribute('href', /\/top-up\//);

  await saveLimits(page, { maxBounty: '4', dailyCap: '10', types: ['is_open', 'price_check'] });
  await expect(page.getByRole('status').filter({ hasText: 'Limits saved' })).toBeVisible();

  expect((await agent.call('GET', '/v1/spend-policy')).body).toEqual({
    max_bounty_usd: 4,
    daily_cap_usd: 10,
    spent_today_usd: 3.5,
    remaining_today_usd: 6.5,
    allowed_task_types: ['is_open', 'price_check'],
    resets_at: expect.stringMatching(/T00:00:00\.000Z$/),
    next_step: expect.any(String),
  });
  const location = 'Ferry Building Marketplace, San Francisco';
  expect((await agent.call('POST', '/v1/quote', { location, task_type: 'is_open' })).body).toMatchObject({ allowed: true, suggested_bounty_usd: 3 });
  const disallowedQuote = (await agent.call('POST', '/v1/quote', { location, task_type: 'crowd_level' })).body;
  expect(disallowedQuote).toMatchObject({ allowed: false, reason_if_not: expect.stringContaining('crowd_level') });

  const tooBig = await agent.ask({ bounty_usd: 5 });
  expect(tooBig.status).toBe(403);
  expect(tooBig.body).toMatchObject({ error: 'max_bounty_exceeded', max_bounty_usd: 4 });
  const wrongType = await agent.ask({ task_type: 'crowd_level', question: 'How busy is the market hall right now?' });
  expect(wrongType.status).toBe(403);
  expect(wrongType.body).toMatchObject({ error: 'task_type_not_allowed', allowed_task_types: ['is_open', 'price_check'] });
  expect((await agent.ask({ bounty_usd: 4 })).status).toBe(200);
  const overCap = await agent.ask({ bounty_usd: 2 });
  expect(overCap.status).toBe(403);
  expect(overCap.body).toMatchObject({ error: 'daily_cap_exceeded', daily_cap_usd: 10, spent_today_usd: 8, remaining_today_usd: 2, required_usd: 2.5 });

  await page.reload();
  await expect(today.getByText('$8.00')).toBeVisible();
  await expect(today.getByText('$2.00')).toBeVisible();
  await expect(page.getByLabel('Largest bounty per task (USD)')).toHaveValue('4.00');
  await expect(page.getByRole('checkbox', { name: /\(crowd_level\)/ })).not.toBeChecked();

  // Blank means no limit again.
  await saveLimits(page, { maxBounty: '', dailyCap: '', types: ALL_TYPES });
  await expect(page.getByRole('status').filter({ hasText: 'Limits saved' })).toBeVisible();
  expect((await agent.call('GET', '/v1/spend-policy')).body).toMatchObject({ max_bounty_usd: null, daily_cap_usd: null, remaining_today_usd: null, allowed_task_types: ALL_TYPES });
});

test('invalid limits show a clear error per field, keep what was typed, and change nothing', async ({ page }) => {
  const { agent, controlLink } = await signUpWithOwner();
  const before = (await agent.call('GET', '/v1/spend-policy')).body;
  await page.goto(controlLink);

  await saveLimits(page, { maxBounty: '60', dailyCap: '1.20', types: [] });
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toContainText('Nothing was changed');
  await expect(alert).toContainText('Largest bounty per task: must be at most 50.00 USD');
  await expect(alert).toContainText('Daily cap: must be at least 1.50 USD');
  await expect(alert).toContainText('Allowed task types: choose at least one task type');
  await expect(page.getByLabel('Largest bounty per task (USD)')).toHaveValue('60');
  await expect(page.getByLabel('Largest bounty per task (USD)')).toHaveAttribute('aria-invalid', 'true');

  await saveLimits(page, { maxBounty: 'five', dailyCap: '3.333', types: ['is_open'] });
  await expect(alert).toContainText('Largest bounty per task: must be a number of US dollars');
  await expect(alert).toContainText('Daily cap: must have at most two decimals');

  expect((await agent.call('GET', '/v1/spend-policy')).body).toEqual(before);
});

test('rotating the control link: the old link stops at once, the new one is shown once and emailed', async ({ page }) => {
  const { controlLink, ownerEmail } = await signUpWithOwner();
  await page.goto(controlLink);
  // It asks first; "no" changes nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Replace this control link' }).click();
  expect(await controlLinksEmailedTo(ownerEmail)).toEqual([controlLink]);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain("This page's link stops working at once");
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Replace this control link' }).click();
  const shown = page.getByTestId('shown-once');
  await expect(shown).toContainText('/control/');
  const newLink = (await shown.textContent()) as string;
  expect(newLink).not.toBe(controlLink);
  expect(await controlLinksEmailedTo(ownerEmail)).toEqual([controlLink, newLink]);

  await page.goto(controlLink);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  // The page's own robots tag and Next's 404 one: every one says noindex.
  const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
  await page.goto(newLink);
  await expect(page.getByRole('heading', { level: 1, name: 'errand-bot' })).toBeVisible();
});

test('rotating the API key ends the old key at once; revoking ends the new one; issuing again restores access', async ({ page }) => {
  const { agent, controlLink } = await signUpWithOwner();
  await page.goto(controlLink);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });

  await page.getByRole('button', { name: 'Rotate API key' }).click();
  const shown = page.getByTestId('shown-once');
  await expect(shown).toContainText('sc_test_');
  const rotatedKey = (await shown.textContent()) as string;
  expect((await agent.call('GET', '/v1/balance')).status).toBe(401);
  const rotated = new ApiAgent(baseUrl(), rotatedKey, agent.agentId);
  expect((await rotated.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20 });

  await page.getByRole('button', { name: 'Revoke API key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API key revoked' })).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await rotated.call('GET', '/v1/balance');
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: 'unauthorized', message: expect.stringContaining('revoked by its owner') });
  expect((await rotated.via(baseUrl(2)).call('POST', '/v1/quote', { location: 'Dolores Park, San Francisco', task_type: 'is_open' })).status).toBe(401);

  await page.getByRole('button', { name: 'Issue a new API key' }).click();
  await expect(shown).toContainText('sc_test_');
  await expect(shown).not.toHaveText(rotatedKey);
  const reissued = new ApiAgent(baseUrl(), (await shown.textContent()) as string, agent.agentId);
  expect((await reissued.call('GET', '/v1/balance')).status).toBe(200);
  expect((await rotated.call('GET', '/v1/balance')).status).toBe(401);
  await expect(page.getByRole('button', { name: 'Revoke API key' })).toBeVisible();
  // Rotate and revoke asked first; issuing a key for a revoked agent needs no question.
  expect(asked).toEqual([expect.stringContaining('Rotate the API key?'), expect.stringContaining('Revoke the API key?')]);
});

test('an unknown control link shows a plain "not valid" page', async ({ page }) => {
  const response = await page.goto(`${baseUrl()}/control/not-a-real-token`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
});

test.describe('top-up (simulated payments)', () => {
  test('the page says no real money moves, and adding test funds raises the balance once per submission', async ({ page }) => {
    const { agent } = await signUpWithOwner();
    const { top_up_url: topUpUrl } = (await agent.call('GET', '/v1/balance')).body;
    await page.goto(topUpUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Add funds for errand-bot' })).toBeVisible();
    await expect(page.getByText('Test mode: no real money moves.')).toBeVisible();

    await page.getByLabel('Amount (USD)').fill('25');
    // Two submits of one form carry one submission key.
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('status').filter({ hasText: 'Added $25.00 of test funds' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('$45.00');
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 45 });
    const payments = await db().payment.findMany({ where: { agentId: agent.agentId } });
    expect(payments).toEqual([expect.objectContaining({ provider: 'simulated', status: 'credited', amountCents: 2500 })]);

    await page.getByLabel('Amount (USD)').fill('4');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('Amount: must be at least 5.00 USD');
    await page.getByLabel('Amount (USD)').fill('10.50');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    await expect(page.getByTestId('balance')).toHaveText('$55.50');
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 55.5 });
  });

  test('concurrent submissions with one key credit once', async () => {
    const { agent } = await signUpWithOwner();
    const token = ((await agent.call('GET', '/v1/balance')).body.top_up_url as string).split('/top-up/')[1] as string;
    const submissionKey = randomBytes(16).toString('hex');
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => startTopUp(token, { amountCents: 1000, submissionKey }, new Date())));
    const paymentId = (outcomes[0] as { paymentId: string }).paymentId;
    for (const outcome of outcomes) expect(outcome).toEqual({ kind: 'credited', paymentId, amountCents: 1000, balanceCents: 3000 });
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 30 });
    expect(await db().ledgerEntry.count({ where: { agentId: agent.agentId, kind: 'top_up' } })).toBe(1);
  });

  test("the page's own form posts carry its real Origin; a post with Origin: null is refused with a page saying why, and credits nothing", async ({ page }) => {
    const { agent } = await signUpWithOwner();
    const { top_up_url: topUpUrl } = (await agent.call('GET', '/v1/balance')).body;
    await page.goto(topUpUrl);
    await page.getByLabel('Amount (USD)').fill('15');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Add test funds' }).click();
    // With the old Referrer-Policy no-referrer, browsers sent Origin: null here, which server actions refuse.
    expect(await (await posted).headerValue('origin')).toBe(new URL(topUpUrl).origin);
    await expect(page.getByTestId('balance')).toHaveText('$35.00');

    const refused = await fetch(topUpUrl, { method: 'POST', headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }, body: 'amount_usd=20' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Nothing was changed and no money was added.');
    expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 35 });
  });

  test('an unknown top-up link shows a plain "not valid" page', async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/top-up/not-a-real-token`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  });
});

test('with email live, the owner sees the private asking address and can replace it, turn it off and on again', async ({ page }) => {
  const { deployment, controlLink, firstAddress, emailToken } = await emailLiveOwner();
  try {
    expect(firstAddress).toMatch(/^ask-[0-9a-f]{24}@ask\.spotcheck\.test$/);
    await page.goto(controlLink);
    page.on('dialog', (dialog) => void dialog.accept());
    const section = page.getByRole('region', { name: 'Asking by email' });
    await expect(section).toContainText(firstAddress);

    await section.getByRole('button', { name: 'Replace the asking address' }).click();
    await expect(section.getByRole('status')).toContainText('New asking address');
    const replaced = `ask-${await emailToken()}@ask.spotcheck.test`;
    expect(replaced).not.toBe(firstAddress);
    await expect(section.locator('code')).toHaveText(replaced);

    await section.getByRole('button', { name: 'Turn off asking by email' }).click();
    await expect(section).toContainText('Asking by email is off.');
    expect(await emailToken()).toBeNull();

    await section.getByRole('button', { name: 'Turn on asking by email' }).click();
    await expect(section.locator('code')).toHaveText(/^ask-[0-9a-f]{24}@ask\.spotcheck\.test$/);
    expect(await emailToken()).toMatch(/^[0-9a-f]{24}$/);
  } finally {
    await deployment.close();
  }
});

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: the control page maps recent tasks and says when a reviewer decided; top-up links back to it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { agent, controlLink } = await signUpWithOwner();
    const { taskId } = await answeredTask(agent, 1000);
    await settleNeedsReview({ taskId, decision: 'pay', reviewer: { email: 'staff@test' }, note: 'Right kiosk in the photo.' }, new Date());
    const placeLabel = (await agent.call('GET', `/v1/tasks/${taskId}`)).body.place_label as string;
    await blockTiles(page.context());
    await page.goto(controlLink);
    const recent = page.getByRole('region', { name: 'Recent tasks' });
    await expectMarkers(recent, [placeLabel]);
    await expect(recent.getByText(/Map tiles could not load; .* is at/)).toBeVisible();
    await expect(recent.getByText('An automatic check failed, so a Spotcheck reviewer looked at this answer and paid the worker.')).toBeVisible();
    await page.screenshot({ path: `/tmp/pm/control-${name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Add funds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add funds for errand-bot' })).toBeVisible();
    await page.getByRole('link', { name: /Back to your control page/ }).click();
    await expect(page).toHaveURL(controlLink);
  });
}

test('an agent signed up without owner_email gets an owner through a one-time claim link; on a simulated deploy the page shows the control link once', async ({ page }) => {
  const signup = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'lonely-bot' });
  expect(signup.body.next_step).toContain('create_claim_link (POST /v1/claim-link)');
  const agent = new ApiAgent(baseUrl(), signup.body.api_key, signup.body.agent_id);
  expect((await agent.call('GET', '/v1/spend-policy')).body.next_step).toContain('create_claim_link');
  const first = (await agent.call('POST', '/v1/claim-link')).body;
  const link = await agent.call('POST', '/v1/claim-link');
  expect(link.status).toBe(200);
  expect(link.body).toMatchObject({ claim_url: expect.stringMatching(/\/claim\/[A-Za-z0-9_-]+$/), expires_at: expect.any(String) });
  // Asking again replaced the first link.
  await page.goto(first.claim_url);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();

  await page.goto(link.body.claim_url);
  await expect(page.getByRole('heading', { name: 'Become the owner of lonely-bot' })).toBeVisible();
  const ownerEmail = `owner-${randomBytes(6).toString('hex')}@example.com`;
  await page.getByLabel('Your email').fill(ownerEmail);
  await page.getByRole('button', { name: 'Become the owner' }).click();
  const shown = page.getByTestId('shown-once');
  await expect(page.getByText('This deploy sends no real email (it is simulated)')).toBeVisible();
  const controlLink = (await shown.textContent()) as string;
  expect(await controlLinksEmailedTo(ownerEmail)).toEqual([controlLink]);
  await page.getByRole('link', { name: 'Open your control page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'lonely-bot' })).toBeVisible();

  await page.goto(link.body.claim_url);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  const again = await agent.call('POST', '/v1/claim-link');
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ error: 'owner_already_set', fix: expect.stringContaining('control link') });
  expect((await agent.call('GET', '/v1/spend-policy')).body.next_step).toContain('Only your human can change these limits');
});
