import { expect, test } from '@playwright/test';
import { signUp, type ApiAgent, type ApiResponse } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';

test.afterAll(expectBooksBalanced);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FERRY = { lat: 37.79554, lng: -122.39372, label: 'Ferry Building Marketplace, San Francisco' };

test.describe('POST /v1/quote', () => {
  let agent: ApiAgent;
  test.beforeAll(async () => {
    agent = await signUp();
  });

  test('quotes a demo place: no workers on a simulated deploy, default bounty, allowed', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: 'ferry building, san francisco', task_type: 'is_open' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      workers_nearby: 0,
      est_minutes_to_answer: null,
      suggested_bounty_usd: 3,
      allowed: true,
      reason_if_not: null,
      resolved_location: FERRY,
    });
  });

  test('coordinates resolve anywhere', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: { lat: 48.8584, lng: 2.2945 }, task_type: 'crowd_level' });
    expect(response.status).toBe(200);
    expect(response.body.resolved_location).toEqual({ lat: 48.8584, lng: 2.2945, label: '48.85840, 2.29450' });
  });

  test('a place outside the demo set is location_not_found, and fix lists the demo places', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: 'Louvre Museum, Paris', task_type: 'is_open' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('location_not_found');
    expect(response.body.fix).toContain('Ferry Building Marketplace, San Francisco');
    expect(response.body.fix).toContain('Dolores Park, San Francisco');
    expect(response.body.fix).toContain('Civic Center BART Station, San Francisco');
    expect(response.body.demo_places).toHaveLength(3);
  });

  test('a home address is refused as unsafe_task', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: "my sister's house, San Francisco", task_type: 'is_open' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('unsafe_task');
  });

  test('"my location" is not a place', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: 'my current location', task_type: 'is_open' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_input');
  });

  test('out-of-range coordinates are invalid_input naming the field', async () => {
    const response = await agent.call('POST', '/v1/quote', { location: { lat: 91, lng: 0 }, task_type: 'is_open' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_input');
    expect(JSON.stringify(response.body.fields)).toContain('location');
  });
});

test.describe('POST /v1/tasks (ask_check) and reading tasks', () => {
  test('escrows bounty + fee, returns exactly the spec fields, and the task reads back in full', async () => {
    const agent = await signUp();
    const before = Date.now();
    const response = await agent.ask({ idempotency_key: 'ferry-open-1', bounty_usd: 4.25, deadline_minutes: 45 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      task_id: expect.stringMatching(UUID),
      status: 'dispatched',
      workers_notified: 0,
      escrowed_usd: 4.75,
      deadline_at: expect.any(String),
      next_step: expect.stringContaining('await_answer'),
    });
    const deadline = Date.parse(response.body.deadline_at);
    expect(deadline).toBeGreaterThanOrEqual(before + 45 * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 45 * 60_000 + 1000);

    const balance = await agent.call('GET', '/v1/balance');
    expect([balance.body.balance_usd, balance.body.escrowed_usd]).toEqual([15.25, 4.75]);

    const task = await agent.call('GET', `/v1/tasks/${response.body.task_id}`);
    expect(task.status).toBe(200);
    expect(task.body).toEqual({
      task_id: response.body.task_id,
      status: 'dispatched',
      question: 'Is the coffee stand inside open right now?',
      task_type: 'is_open',
      place_label: FERRY.label,
      bounty_usd: 4.25,
      fee_usd: 0.5,
      deadline_at: response.body.deadline_at,
      created_at: expect.any(String),
      claimed_at: null,
      accepted_at: null,
      answer: null,
      dispute: null,
      retry_context: { question: 'Is the coffee stand inside open right now?', location: FERRY, task_type: 'is_open', bounty_usd: 4.25 },
    });
  });

  test('applies the defaults: bounty 3, deadline 30 minutes', async () => {
    const agent = await signUp();
    const response = await agent.ask();
    expect(response.body.escrowed_usd).toBe(3.5);
    const task = await agent.call('GET', `/v1/tasks/${response.body.task_id}`);
    expect(Date.parse(task.body.deadline_at) - Date.parse(task.body.created_at)).toBe(30 * 60_000);
    expect(task.body.bounty_usd).toBe(3);
  });

  test('list_tasks: newest first, limit, status filter, answered flag', async () => {
    const agent = await signUp();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push((await agent.ask({ bounty_usd: 1 })).body.task_id);
    await agent.call('POST', `/v1/tasks/${ids[0]}/cancel`);

    const all = await agent.call('GET', '/v1/tasks');
    expect(all.status).toBe(200);
    expect(all.body.tasks.map((t: { task_id: string }) => t.task_id)).toEqual([...ids].reverse());
    expect(all.body.tasks[0]).toEqual({
      task_id: ids[2],
      status: 'dispatched',
      accepted_at: null,
      question: 'Is the coffee stand inside open right now?',
      place_label: FERRY.label,
      bounty_usd: 1,
      created_at: expect.any(String),
      deadline_at: expect.any(String),
      answered: false,
    });
    expect(typeof all.body.next_step).toBe('string');

    const limited = await agent.call('GET', '/v1/tasks?limit=2');
    expect(limited.body.tasks).toHaveLength(2);

    const refunded = await agent.call('GET', '/v1/tasks?status=refunded');
    expect(refunded.body.tasks.map((t: { task_id: string }) => t.task_id)).toEqual([ids[0]]);

    for (const query of ['limit=0', 'limit=51', 'limit=2.5', 'status=lost']) {
      const bad = await agent.call('GET', `/v1/tasks?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error).toBe('invalid_input');
    }
  });

  test('list_tasks pages through 60 tasks with a cursor: no duplicates, no gaps, stable while new tasks arrive', async () => {
    const agent = await signUp();
    // Asked and cancelled at once, so 20 USD of test balance covers all 60.
    const askAndCancel = async () => {
      const id = (await agent.ask({ bounty_usd: 1 })).body.task_id as string;
      expect((await agent.call('POST', `/v1/tasks/${id}/cancel`)).status).toBe(200);
      return id;
    };
    const created: string[] = [];
    for (let batch = 0; batch < 6; batch++) created.push(...(await Promise.all(Array.from({ length: 10 }, askAndCancel))));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ApiResponse<{ tasks: { task_id: string }[]; has_more: boolean; next_cursor: string | null }> = await agent.call('GET', `/v1/tasks?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.has_more).toBe(page.body.next_cursor !== null);
      seen.push(...page.body.tasks.map((task) => task.task_id));
      cursor = page.body.next_cursor;
      pages++;
      // A task created mid-paging is newer than every cursor: it shows on a fresh first page, never shifts these.
      if (pages === 1) await askAndCancel();
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual([...created].sort());

    // Newest first across pages, ties on created_at broken by task_id.
    const first = await agent.call('GET', '/v1/tasks?limit=50');
    const second = await agent.call('GET', `/v1/tasks?limit=50&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    const listed = [...first.body.tasks, ...second.body.tasks] as { task_id: string; created_at: string }[];
    expect(listed).toHaveLength(61);
    const order = (task: { task_id: string; created_at: string }) => `${task.created_at}|${task.task_id}`;
    expect(listed.map(order)).toEqual(listed.map(order).sort().reverse());
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });

    // The cursor works with a status filter and over MCP's same procedure (see mcp.spec.ts); a forged one is refused.
    const refunded = await agent.call('GET', '/v1/tasks?status=refunded&limit=50');
    expect(refunded.body.has_more).toBe(true);
    for (const bad of ['nonsense', Buffer.from('1.not-a-uuid').toString('base64url'), 'x'.repeat(201)]) {
      const response = await agent.call('GET', `/v1/tasks?cursor=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', fields: [{ field: 'cursor' }] });
    }
  });

  test('cancel refunds a dispatched task in full and returns the task; a second cancel is task_not_cancellable', async () => {
    const agent = await signUp();
    const { task_id } = (await agent.ask({ bounty_usd: 7 })).body;
    const cancelled = await agent.call('POST', `/v1/tasks/${task_id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.task_id).toBe(task_id);
    expect(cancelled.body.status).toBe('refunded');
    const balance = await agent.call('GET', '/v1/balance');
    expect([balance.body.balance_usd, balance.body.escrowed_usd]).toEqual([20, 0]);

    const again = await agent.call('POST', `/v1/tasks/${task_id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'task_not_cancellable',
      message: expect.stringContaining('refunded'),
      fix: expect.any(String),
      task_id,
      status: 'refunded',
    });
    expect((await agent.call('GET', '/v1/balance')).body.balance_usd).toBe(20);
  });

  test('an unknown or malformed task id', async () => {
    const agent = await signUp();
    const missing = await agent.call('GET', '/v1/tasks/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('task_not_found');
    const malformed = await agent.call('GET', '/v1/tasks/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_input');
  });

  const INVALID_ASKS: [string, Record<string, unknown>, string][] = [
    ['bounty below 1', { bounty_usd: 0.99 }, 'bounty_usd'],
    ['bounty above 50', { bounty_usd: 50.01 }, 'bounty_usd'],
    ['bounty with a fraction of a cent', { bounty_usd: 3.333 }, 'bounty_usd'],
    ['bounty as a string', { bounty_usd: '5' }, 'bounty_usd'],
    ['deadline below 5', { deadline_minutes: 4 }, 'deadline_minutes'],
    ['deadline above 240', { deadline_minutes: 241 }, 'deadline_minutes'],
    ['deadline not whole', { deadline_minutes: 30.5 }, 'deadline_minutes'],
    ['question too short', { question: 'Open' }, 'question'],
    ['question too long', { question: 'q'.repeat(501) }, 'question'],
    ['empty idempotency_key', { idempotency_key: '' }, 'idempotency_key'],
    ['idempotency_key too long', { idempotency_key: 'k'.repeat(129) }, 'idempotency_key'],
    ['unknown task_type', { task_type: 'is_haunted' }, 'task_type'],
    ['location string too short', { location: 'x' }, 'location'],
    ['location string too long', { location: 'x'.repeat(201) }, 'location'],
    ['require_photo as a string', { require_photo: 'false' }, 'require_photo'],
    ['classifier_report_id with a leading zero', { classifier_report_id: '0123' }, 'classifier_report_id'],
    ['a misspelled field', { bounty: 5 }, 'bounty'],
  ];
  for (const [label, fields, field] of INVALID_ASKS) {
    test(`refuses ${label}: invalid_input naming ${field}, nothing charged`, async () => {
      const agent = await signUp();
      const response = await agent.ask(fields);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_input');
      expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(response.body.fix).toContain(field);
      expect((await agent.call('GET', '/v1/balance')).body.balance_usd).toBe(20);
      expect((await agent.call('GET', '/v1/tasks')).body.tasks).toEqual([]);
    });
  }

  test('missing required fields are each named', async () => {
    const agent = await signUp();
    const response = await agent.call('POST', '/v1/tasks', {});
    expect(response.status).toBe(400);
    expect(response.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['idempotency_key', 'location', 'question', 'task_type']);
  });

  test('the limits themselves pass validation: bounty 1 and 50, deadline 5 and 240', async () => {
    const agent = await signUp();
    expect((await agent.ask({ bounty_usd: 1, deadline_minutes: 5 })).status).toBe(200);
    expect((await agent.ask({ bounty_usd: 10, deadline_minutes: 240 })).status).toBe(200);
    const rich = await signUp();
    const response = await rich.ask({ bounty_usd: 50 });
    expect(response.status).toBe(402);
    expect(response.body.error).toBe('insufficient_balance');
  });
});
