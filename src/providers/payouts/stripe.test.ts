import { expect, test } from '@playwright/test';
import { replyJson, startRecordingServer, type RecordedRequest } from '../../../e2e/support/recording-server.ts';
import { simulatedPayouts } from './simulated.ts';
import { stripeConnectPayouts } from './stripe.ts';
import { PayoutRefused } from './types.ts';

const SECRET_KEY = 'sk_test_spotcheck';
const WORKER_ID = '3c5b0f1e-8d2a-4b7c-9e61-2f4d8a0c7b13';
const PAYOUT_ID = 'a7e2c9d4-1b3f-4e5a-8c6d-9f0b1a2c3d4e';
const form = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body));

test('simulated payouts move no money: the reference is our payout id', async () => {
  expect(simulatedPayouts).toMatchObject({ isLive: false, needsAccount: false });
  expect(await simulatedPayouts.send({ payoutId: PAYOUT_ID, workerId: WORKER_ID, amountCents: 400, destination: null, attempt: 1 })).toEqual({ providerRef: `simulated:${PAYOUT_ID}` });
});

test('stripe connect: onboarding makes one Express account per worker (idempotently) and returns its onboarding link', async () => {
  const api = await startRecordingServer((req, res) =>
    req.url === '/v1/accounts'
      ? replyJson(res, 200, { id: 'acct_123', object: 'account', type: 'express' })
      : replyJson(res, 200, { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_123/abc', expires_at: 1 }),
  );
  try {
    const stripe = stripeConnectPayouts({ secretKey: SECRET_KEY, country: 'US', apiBase: api.url });
    expect(stripe).toMatchObject({ name: 'stripe', isLive: true, needsAccount: true });
    const started = await stripe.startOnboarding({ workerId: WORKER_ID, accountId: null, returnUrl: 'http://127.0.0.1:3000/work/me' });
    expect(started).toEqual({ accountId: 'acct_123', url: 'https://connect.stripe.com/setup/e/acct_123/abc' });

    const [account, link] = api.requests;
    expect(account?.url).toBe('/v1/accounts');
    expect(account?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(account?.headers['idempotency-key']).toBe(`worker-account-${WORKER_ID}`);
    expect(form(account)).toEqual({
      type: 'express',
      country: 'US',
      'capabilities[transfers][requested]': 'true',
      business_type: 'individual',
      'metadata[worker_id]': WORKER_ID,
    });
    expect(link?.url).toBe('/v1/account_links');
    expect(form(link)).toEqual({
      account: 'acct_123',
      type: 'account_onboarding',
      refresh_url: 'http://127.0.0.1:3000/work/me?payouts=retry',
      return_url: 'http://127.0.0.1:3000/work/me?payouts=ready',
    });

    // A worker who already has an account gets a fresh link for it, not a second account.
    await stripe.startOnboarding({ workerId: WORKER_ID, accountId: 'acct_123', returnUrl: 'http://127.0.0.1:3000/work/me' });
    expect(api.requests.slice(2).map((request) => request.url)).toEqual(['/v1/account_links']);
  } finally {
    await api.close();
  }
});

test('stripe connect: an account is ready once transfers are active and payouts enabled', async () => {
  let answer = { capabilities: { transfers: 'inactive' }, payouts_enabled: false };
  const api = await startRecordingServer((req, res) => replyJson(res, 200, { id: 'acct_123', object: 'account', ...answer }));
  try {
    const stripe = stripeConnectPayouts({ secretKey: SECRET_KEY, country: 'US', apiBase: api.url });
    expect(await stripe.isAccountReady('acct_123')).toBe(false);
    answer = { capabilities: { transfers: 'active' }, payouts_enabled: true };
    expect(await stripe.isAccountReady('acct_123')).toBe(true);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v1/accounts/acct_123', 'GET /v1/accounts/acct_123']);
  } finally {
    await api.close();
  }
});

test('stripe connect: a payout is a USD transfer to the worker account, with our payout id as the idempotency key', async () => {
  const api = await startRecordingServer((req, res) => replyJson(res, 200, { id: 'tr_1', object: 'transfer', amount: 400, currency: 'usd' }));
  try {
    const stripe = stripeConnectPayouts({ secretKey: SECRET_KEY, country: 'US', apiBase: api.url });
    expect(await stripe.send({ payoutId: PAYOUT_ID, workerId: WORKER_ID, amountCents: 400, destination: 'acct_123', attempt: 1 })).toEqual({ providerRef: 'tr_1' });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/transfers');
    expect(sent?.headers['idempotency-key']).toBe(PAYOUT_ID);
    expect(form(sent)).toEqual({
      amount: '400',
      currency: 'usd',
      destination: 'acct_123',
      transfer_group: `payout-${PAYOUT_ID}`,
      'metadata[payout_id]': PAYOUT_ID,
      'metadata[worker_id]': WORKER_ID,
    });
  } finally {
    await api.close();
  }
});

test('stripe connect: a retry first finds a transfer an earlier attempt made, and pays nothing twice', async () => {
  const api = await startRecordingServer((req, res) =>
    replyJson(res, 200, { object: 'list', url: '/v1/transfers', has_more: false, data: [{ id: 'tr_earlier', object: 'transfer', amount: 400 }] }),
  );
  try {
    const stripe = stripeConnectPayouts({ secretKey: SECRET_KEY, country: 'US', apiBase: api.url });
    expect(await stripe.send({ payoutId: PAYOUT_ID, workerId: WORKER_ID, amountCents: 400, destination: 'acct_123', attempt: 2 })).toEqual({ providerRef: 'tr_earlier' });
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([`GET /v1/transfers?transfer_group=payout-${PAYOUT_ID}&limit=1`]);
  } finally {
    await api.close();
  }
});

test('stripe connect: a refusal (4xx) is final, a server error may be retried', async () => {
  let status = 400;
  const api = await startRecordingServer((req, res) =>
    replyJson(res, status, { error: { type: 'invalid_request_error', message: 'Insufficient funds in Stripe account.', code: 'balance_insufficient' } }),
  );
  try {
    const stripe = stripeConnectPayouts({ secretKey: SECRET_KEY, country: 'US', apiBase: api.url });
    const payout = { payoutId: PAYOUT_ID, workerId: WORKER_ID, amountCents: 400, destination: 'acct_123', attempt: 1 };
    const refused = await stripe.send(payout).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutRefused);
    expect((refused as Error).message).toMatch(/Insufficient funds/);
    status = 500;
    const failed = await stripe.send(payout).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PayoutRefused);
    // No account yet: refused without calling Stripe.
    const calls = api.requests.length;
    await expect(stripe.send({ ...payout, destination: null })).rejects.toBeInstanceOf(PayoutRefused);
    expect(api.requests).toHaveLength(calls);
  } finally {
    await api.close();
  }
});
