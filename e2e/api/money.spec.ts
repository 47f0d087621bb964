import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { updateSpendPolicy } from '../../src/domain/agents/owner-settings.ts';
import { baseUrl, signUp, type ApiAgent } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

const ALL_TYPES = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'] as const;

async function money(agent: ApiAgent): Promise<[number, number]> {
  const balance = await agent.call('GET', '/v1/balance');
  return [balance.body.balance_usd, balance.body.escrowed_usd];
}

async function taskCount(agent: ApiAgent): Promise<number> {
  return db().task.count({ where: { agentId: agent.agentId } });
}

test.describe('idempotency', () => {
  test('20 concurrent identical asks create one task and charge once', async () => {
    const agent = await signUp();
    const responses = await Promise.all(Array.from({ length: 20 }, () => agent.ask({ idempotency_key: 'same-key' })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body.task_id)).size).toBe(1);
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await taskCount(agent)).toBe(1);
    expect(await money(agent)).toEqual([16.5, 3.5]);
  });

  test('50 concurrent retries spread over two server processes still charge once', async () => {
    const agent = await signUp();
    const other = agent.via(baseUrl(2));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? other : agent).ask({ idempotency_key: 'retry-storm', bounty_usd: 2 })),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.body.task_id)).size).toBe(1);
    expect(await taskCount(agent)).toBe(1);
    expect(await money(agent)).toEqual([17.5, 2.5]);
  });

  test('a later retry returns the original response, even after the task changed', async () => {
    const agent = await signUp();
    const first = await agent.ask({ idempotency_key: 'k', location: { lng: -122.4, lat: 37.78 } });
    await agent.call('POST', `/v1/tasks/${first.body.task_id}/cancel`);
    const retry = await agent.ask({ idempotency_key: 'k', location: { lat: 37.78, lng: -122.4 } });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await money(agent)).toEqual([20, 0]);
  });

  test('the same key with different parameters is refused with 422 naming them, and changes nothing', async () => {
    const agent = await signUp();
    const first = await agent.ask({ idempotency_key: 'k2' });
    const changed = await agent.ask({ idempotency_key: 'k2', bounty_usd: 5, task_type: 'line_length' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      error: 'idempotency_key_reused',
      message: expect.stringContaining(first.body.task_id),
      fix: expect.stringContaining('new idempotency_key'),
      idempotency_key: 'k2',
      task_id: first.body.task_id,
      differing_fields: ['task_type', 'bounty_usd'],
    });
    expect(await taskCount(agent)).toBe(1);
    expect(await money(agent)).toEqual([16.5, 3.5]);
  });

  test('keys are scoped per API key: two agents may use the same key', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const [ra, rb] = await Promise.all([a.ask({ idempotency_key: 'shared' }), b.ask({ idempotency_key: 'shared' })]);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(ra.body.task_id).not.toBe(rb.body.task_id);
  });

  test('a refused ask records nothing: the same key with corrected parameters works exactly once', async () => {
    const agent = await signUp();
    const tooBig = await agent.ask({ idempotency_key: 'fix-me', bounty_usd: 25 });
    expect(tooBig.status).toBe(402);
    const invalid = await agent.ask({ idempotency_key: 'fix-me', bounty_usd: 0 });
    expect(invalid.status).toBe(400);
    const unknownPlace = await agent.ask({ idempotency_key: 'fix-me', location: 'Atlantis' });
    expect(unknownPlace.status).toBe(422);
    const corrected = await Promise.all(Array.from({ length: 5 }, () => agent.ask({ idempotency_key: 'fix-me', bounty_usd: 10 })));
    expect(new Set(corrected.map((r) => r.body.task_id)).size).toBe(1);
    expect(await taskCount(agent)).toBe(1);
    expect(await money(agent)).toEqual([9.5, 10.5]);
  });
});

test.describe('balance', () => {
  test('12 concurrent asks on a 20 USD balance never overspend; balance + escrow stay exactly 20', async () => {
    const agent = await signUp();
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 ? agent.via(baseUrl(2)) : agent).ask()));
    const accepted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused.map((r) => r.body.error)).toEqual(Array(7).fill('insufficient_balance'));
    expect(refused[0]?.body).toMatchObject({ balance_usd: 2.5, required_usd: 3.5, max_affordable_bounty_usd: 2, top_up_url: expect.any(String) });
    expect(refused[0]?.body.fix).toContain('2.00');
    const [balance, escrow] = await money(agent);
    expect([balance, escrow]).toEqual([2.5, 17.5]);
    expect(balance + escrow).toBe(20);
  });

  test('the whole balance can be spent to the cent, and the next ask is refused', async () => {
    const agent = await signUp();
    expect((await agent.ask({ bounty_usd: 19.5 })).status).toBe(200);
    expect(await money(agent)).toEqual([0, 20]);
    const next = await agent.ask({ bounty_usd: 1 });
    expect(next.status).toBe(402);
    expect(next.body.fix).toContain('/top-up/');
    const quote = await agent.call('POST', '/v1/quote', { location: 'Dolores Park, San Francisco', task_type: 'is_open' });
    expect(quote.body).toMatchObject({ allowed: false, suggested_bounty_usd: 1 });
    expect(quote.body.reason_if_not).toContain('/top-up/');
  });
});

test.describe("the owner's spend policy", () => {
  test('max_bounty_usd: quote suggests within it and asks above it are refused', async () => {
    const agent = await signUp();
    await updateSpendPolicy(agent.agentId, { maxBountyCents: 200, dailyCapCents: null, allowedTaskTypes: [...ALL_TYPES] });
    const quote = await agent.call('POST', '/v1/quote', { location: 'Dolores Park, San Francisco', task_type: 'is_open' });
    expect(quote.body).toMatchObject({ suggested_bounty_usd: 2, allowed: true, reason_if_not: null });
    const refused = await agent.ask({ bounty_usd: 2.01 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'max_bounty_exceeded', bounty_usd: 2.01, max_bounty_usd: 2 });
    expect((await agent.ask({ bounty_usd: 2 })).status).toBe(200);
    expect((await agent.call('GET', '/v1/spend-policy')).body.max_bounty_usd).toBe(2);
  });

  test('daily_cap_usd counts bounty + fee, and a refund gives the cap back', async () => {
    const agent = await signUp();
    await updateSpendPolicy(agent.agentId, { maxBountyCents: null, dailyCapCents: 800, allowedTaskTypes: [...ALL_TYPES] });
    const first = await agent.ask({ bounty_usd: 4 });
    expect(first.status).toBe(200);
    let policy = (await agent.call('GET', '/v1/spend-policy')).body;
    expect([policy.daily_cap_usd, policy.spent_today_usd, policy.remaining_today_usd]).toEqual([8, 4.5, 3.5]);

    const quote = await agent.call('POST', '/v1/quote', { location: 'Dolores Park, San Francisco', task_type: 'is_open' });
    expect(quote.body.suggested_bounty_usd).toBe(3);
    const over = await agent.ask({ bounty_usd: 3.01 });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ error: 'daily_cap_exceeded', remaining_today_usd: 3.5, required_usd: 3.51 });
    expect(over.body.fix).toContain('3.00');

    await agent.call('POST', `/v1/tasks/${first.body.task_id}/cancel`);
    policy = (await agent.call('GET', '/v1/spend-policy')).body;
    expect([policy.spent_today_usd, policy.remaining_today_usd]).toEqual([0, 8]);
    expect((await agent.ask({ bounty_usd: 7.5 })).status).toBe(200);
  });

  test('allowed_task_types: other types are refused and quote says so', async () => {
    const agent = await signUp();
    await updateSpendPolicy(agent.agentId, { maxBountyCents: null, dailyCapCents: null, allowedTaskTypes: ['is_open', 'in_stock'] });
    const quote = await agent.call('POST', '/v1/quote', { location: 'Dolores Park, San Francisco', task_type: 'crowd_level' });
    expect(quote.body.allowed).toBe(false);
    expect(quote.body.reason_if_not).toContain('crowd_level');
    const refused = await agent.ask({ task_type: 'crowd_level' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'task_type_not_allowed', allowed_task_types: ['is_open', 'in_stock'] });
    expect((await agent.ask({ task_type: 'in_stock' })).status).toBe(200);
  });
});
