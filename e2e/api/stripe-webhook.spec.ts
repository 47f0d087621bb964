import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { callApi } from '../support/api.ts';
import { IsolatedDeployment } from '../support/isolated.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { replyJson, startRecordingServer } from '../support/recording-server.ts';

/**
 * A deploy with PAYMENTS_PROVIDER=stripe on its own database; the Stripe API
 * is a local stand-in that answers Checkout Session creation and serves the
 * "checkout page" the owner is sent to. Webhook deliveries are signed the way
 * Stripe signs them.
 */
const WEBHOOK_SECRET = 'whsec_spotcheck_e2e';

test.describe.configure({ mode: 'serial' });
test.afterAll(expectBooksBalanced);

let stripeApi: Awaited<ReturnType<typeof startRecordingServer>>;
let deployment: IsolatedDeployment;
let server: string;
let sessions = 0;

test.beforeAll(async () => {
  stripeApi = await startRecordingServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${++sessions}`;
      return replyJson(res, 200, { id, object: 'checkout.session', url: `${stripeApi.url}/pay/${id}`, payment_status: 'unpaid' });
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<h1>Stripe checkout stand-in</h1>');
  });
  deployment = await IsolatedDeployment.create(1, {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_spotcheck_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeApi.url,
  });
  server = deployment.urls[0] as string;
});

test.afterAll(async () => {
  await deployment?.close();
  await stripeApi?.close();
});

type Agent = { apiKey: string; agentId: string; topUpUrl: string };

async function signUp(): Promise<Agent> {
  const response = await callApi(server, 'POST', '/v1/signup', { name: 'paying-bot' });
  expect(response.status).toBe(200);
  return { apiKey: response.body.api_key, agentId: response.body.agent_id, topUpUrl: response.body.top_up_url };
}

async function balanceOf(agent: Agent): Promise<number> {
  return (await callApi(server, 'GET', '/v1/balance', undefined, agent.apiKey)).body.balance_usd;
}

/** The owner fills the top-up form and lands on the (stand-in) Stripe checkout: returns the session and our pending payment. */
async function startCheckout(page: Page, agent: Agent, amount: string) {
  await page.goto(agent.topUpUrl);
  await expect(page.getByText("Stripe's secure checkout page")).toBeVisible();
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${stripeApi.url}/pay/**`);
  const sessionId = new URL(page.url()).pathname.split('/').pop() as string;
  const [payment] = await deployment.query<{ id: string; status: string; amount_cents: number; provider: string }>(
    'SELECT id, status, amount_cents, provider FROM payments WHERE provider_ref = $1',
    [sessionId],
  );
  expect(payment).toMatchObject({ status: 'pending', provider: 'stripe' });
  return { sessionId, paymentId: (payment as { id: string }).id, amountCents: (payment as { amount_cents: number }).amount_cents };
}

function completedEvent(session: { sessionId: string; paymentId: string; amountCents: number }, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${session.sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: session.amountCents,
        currency: 'usd',
        metadata: { payment_id: session.paymentId },
        ...overrides,
      },
    },
  };
}

async function deliver(event: unknown, secret = WEBHOOK_SECRET): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const response = await fetch(`${server}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ledgerMismatches(): Promise<unknown[]> {
  return deployment.query(`
    SELECT a.id FROM agents a LEFT JOIN (
      SELECT agent_id,
        SUM(CASE WHEN credit_account = 'agent_balance' THEN amount_cents ELSE 0 END) - SUM(CASE WHEN debit_account = 'agent_balance' THEN amount_cents ELSE 0 END) AS balance
      FROM ledger_entries GROUP BY agent_id) l ON l.agent_id = a.id
    WHERE a.balance_cents <> COALESCE(l.balance, 0)`);
}

test('/status says payments are live through Stripe, and signup grants no test balance', async () => {
  const status = (await callApi(server, 'GET', '/status')).body;
  expect(status.parts.payments).toEqual({ live: true, provider: 'stripe', description: expect.stringContaining('Stripe Checkout') });
  expect(await balanceOf(await signUp())).toBe(0);
});

test('the top-up form creates a USD Checkout Session for the amount and records a pending payment', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '25');
  expect(session.amountCents).toBe(2500);
  const created = stripeApi.requests.filter((req) => req.url === '/v1/checkout/sessions').at(-1);
  expect(Object.fromEntries(new URLSearchParams(created?.body))).toMatchObject({
    mode: 'payment',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '2500',
    client_reference_id: agent.agentId,
    'metadata[payment_id]': session.paymentId,
    'metadata[agent_id]': agent.agentId,
    success_url: `${agent.topUpUrl}?checkout=success`,
    cancel_url: `${agent.topUpUrl}?checkout=cancelled`,
  });
  expect(await balanceOf(agent)).toBe(0);

  await page.goto(`${agent.topUpUrl}?checkout=success`);
  await expect(page.getByRole('status')).toContainText('payment received');
  await expect(page.getByText('$25.00 · waiting for payment')).toBeVisible();
});

test('a delivery with a bad signature is refused with 401 invalid_webhook_signature and credits nothing', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '20');
  const forged = await deliver(completedEvent(session), 'whsec_not_ours');
  expect(forged).toEqual({
    status: 401,
    body: { error: 'invalid_webhook_signature', message: expect.stringContaining('nothing was credited'), fix: expect.stringContaining('STRIPE_WEBHOOK_SECRET') },
  });
  const unsigned = await fetch(`${server}/webhooks/stripe`, { method: 'POST', body: JSON.stringify(completedEvent(session)) });
  expect(unsigned.status).toBe(401);
  expect(await balanceOf(agent)).toBe(0);
  expect(await deployment.query('SELECT status FROM payments WHERE id = $1', [session.paymentId])).toEqual([{ status: 'pending' }]);
});

test('a paid checkout credits the balance once; the same event replayed credits nothing more', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '25');
  expect(await deliver(completedEvent(session))).toEqual({ status: 200, body: { received: true, outcome: 'credited' } });
  expect(await balanceOf(agent)).toBe(25);
  for (let replay = 0; replay < 3; replay++) {
    expect(await deliver(completedEvent(session))).toEqual({ status: 200, body: { received: true, outcome: 'already_credited' } });
  }
  expect(await balanceOf(agent)).toBe(25);
  expect(await deployment.query('SELECT status FROM payments WHERE id = $1', [session.paymentId])).toEqual([{ status: 'credited' }]);
  expect(await deployment.query('SELECT kind, amount_cents FROM ledger_entries WHERE payment_id = $1', [session.paymentId])).toEqual([
    { kind: 'top_up', amount_cents: 2500 },
  ]);
});

test('10 concurrent deliveries of one paid checkout credit it exactly once', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '12.34');
  const results = await Promise.all(Array.from({ length: 10 }, () => deliver(completedEvent(session))));
  expect(results.every((result) => result.status === 200)).toBe(true);
  expect(results.filter((result) => result.body.outcome === 'credited')).toHaveLength(1);
  expect(results.filter((result) => result.body.outcome === 'already_credited')).toHaveLength(9);
  expect(await balanceOf(agent)).toBe(12.34);
  expect(await deployment.query('SELECT COUNT(*)::int AS n FROM ledger_entries WHERE payment_id = $1', [session.paymentId])).toEqual([{ n: 1 }]);
});

test('unpaid sessions, other event types, a different amount and unknown sessions credit nothing', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '30');
  expect(await deliver(completedEvent(session, { payment_status: 'unpaid' }))).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  expect(await deliver({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })).toEqual({
    status: 200,
    body: { received: true, outcome: 'ignored' },
  });
  expect(await deliver(completedEvent(session, { amount_total: 100 }))).toEqual({ status: 200, body: { received: true, outcome: 'amount_mismatch' } });
  expect(await deliver(completedEvent({ ...session, sessionId: 'cs_test_elsewhere' }))).toEqual({
    status: 200,
    body: { received: true, outcome: 'unknown_payment' },
  });
  expect(await balanceOf(agent)).toBe(0);
  expect(await ledgerMismatches()).toEqual([]);
});

test('an expired checkout marks its pending payment failed, once, and credits nothing', async ({ page }) => {
  const agent = await signUp();
  const session = await startCheckout(page, agent, '15');
  const expired = completedEvent(session, { payment_status: 'unpaid' });
  const event = { ...expired, id: `evt_expired_${session.sessionId}`, type: 'checkout.session.expired' };
  expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'failed' } });
  expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'not_pending' } });
  expect(await deployment.query('SELECT status FROM payments WHERE id = $1', [session.paymentId])).toEqual([{ status: 'failed' }]);
  expect(await balanceOf(agent)).toBe(0);
});

test('on a simulated deploy the Stripe webhook does not exist, in the usual error shape', async () => {
  const response = await callApi(process.env.BASE_URL as string, 'POST', '/webhooks/stripe', {});
  expect(response).toMatchObject({ status: 404, body: { error: 'not_found', message: expect.stringContaining('simulated'), fix: expect.stringContaining('PAYMENTS_PROVIDER=stripe') } });
});
