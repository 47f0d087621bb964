import { expect, test } from '@playwright/test';
import { updateSpendPolicy } from '../../src/domain/agents/owner-settings.ts';
import { baseUrl, callApi, signUp } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

test.describe('POST /v1/signup', () => {
  test('returns exactly the spec fields, a 20 USD test balance and a key that works', async () => {
    const response = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'weather-bot', owner_email: 'owner@example.com' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['agent_id', 'api_key', 'balance_usd', 'email_address', 'next_step', 'top_up_url']);
    expect(response.body.agent_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(response.body.api_key).toMatch(/^sc_test_[A-Za-z0-9_-]{32}$/);
    expect(response.body.balance_usd).toBe(20);
    expect(response.body.top_up_url).toMatch(new RegExp(`^${baseUrl()}/top-up/[A-Za-z0-9_-]+$`));
    expect(response.body.email_address).toBeNull();
    expect(response.body.next_step).toContain('Bearer');

    const balance = await callApi(baseUrl(), 'GET', '/v1/balance', undefined, response.body.api_key);
    expect(balance.status).toBe(200);
    expect(balance.body.balance_usd).toBe(20);
  });

  test('each signup gets its own agent and key', async () => {
    const [first, second] = await Promise.all([signUp('a1'), signUp('a2')]);
    expect(first.agentId).not.toBe(second.agentId);
    expect(first.apiKey).not.toBe(second.apiKey);
  });

  for (const [label, body, field] of [
    ['name too short', { name: 'a' }, 'name'],
    ['name too long', { name: 'x'.repeat(81) }, 'name'],
    ['name of only spaces', { name: '    ' }, 'name'],
    ['name missing', {}, 'name'],
    ['owner_email not an address', { name: 'bot', owner_email: 'not-an-email' }, 'owner_email'],
    ['unknown property', { name: 'bot', nickname: 'b' }, 'nickname'],
  ] as const) {
    test(`refuses ${label} with invalid_input naming the field`, async () => {
      const response = await callApi(baseUrl(), 'POST', '/v1/signup', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_input');
      expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(typeof response.body.message).toBe('string');
      expect(typeof response.body.fix).toBe('string');
    });
  }

  test('accepts names of exactly 2 and 80 characters', async () => {
    for (const name of ['ab', 'y'.repeat(80)]) {
      expect((await callApi(baseUrl(), 'POST', '/v1/signup', { name })).status).toBe(200);
    }
  });
});

test.describe('GET /v1/balance and /v1/spend-policy', () => {
  test('a new agent has 20 USD, nothing escrowed and no limits beyond the balance', async () => {
    const agent = await signUp();
    const balance = await agent.call('GET', '/v1/balance');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({
      balance_usd: 20,
      escrowed_usd: 0,
      top_up_url: expect.stringMatching(/\/top-up\//),
      next_step: expect.any(String),
    });

    const policy = await agent.call('GET', '/v1/spend-policy');
    expect(policy.status).toBe(200);
    expect(policy.body).toEqual({
      max_bounty_usd: null,
      daily_cap_usd: null,
      spent_today_usd: 0,
      remaining_today_usd: null,
      allowed_task_types: ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'],
      resets_at: expect.stringMatching(/T00:00:00\.000Z$/),
      next_step: expect.any(String),
    });
  });

  test("the balance's next step names the largest bounty the balance and the owner's limits allow", async () => {
    const agent = await signUp();
    expect((await agent.call('GET', '/v1/balance')).body.next_step).toContain('a bounty up to 19.50 USD');
    const everyType = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'] as const;
    await updateSpendPolicy(agent.agentId, { maxBountyCents: 250, dailyCapCents: 500, allowedTaskTypes: [...everyType] });
    expect((await agent.call('GET', '/v1/balance')).body.next_step).toContain('a bounty up to 2.50 USD');
    expect((await agent.ask({ bounty_usd: 2.5 })).status).toBe(200);
    // 3.00 of the 5.00 cap is spent: 2.00 left, 1.50 of it bounty.
    expect((await agent.call('GET', '/v1/balance')).body.next_step).toContain('a bounty up to 1.50 USD');
    expect((await agent.ask({ bounty_usd: 1.5 })).status).toBe(200);
    expect((await agent.call('GET', '/v1/balance')).body.next_step).toContain("your owner's spend limits allow no ask right now");
  });
});

test('GET /status says in plain words that every part is simulated', async () => {
  const response = await callApi(baseUrl(), 'GET', '/status');
  expect(response.status).toBe(200);
  expect(response.body.mode).toBe('simulated');
  expect(response.body.version).toBe('0.1.0');
  for (const part of ['texting', 'payments', 'email', 'place_lookup']) {
    expect(response.body.parts[part]).toEqual({ live: false, provider: 'simulated', description: expect.stringContaining('imulated') });
  }
  expect(response.body.parts.photo_check).toMatchObject({ provider: 'local-nsfw', description: expect.stringContaining('not detected') });
  expect(response.body.parts.safety_classifier).toEqual({ live: false, provider: 'local', description: expect.stringContaining('no network') });
  expect(response.body.summary).toContain('simulated');
});
