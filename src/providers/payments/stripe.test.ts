import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { replyJson, startRecordingServer } from '../../../e2e/support/recording-server.ts';
import { simulatedPayments } from './simulated.ts';
import { InvalidWebhookSignature, stripePayments } from './stripe.ts';

const SECRET_KEY = 'sk_test_spotcheck';
const WEBHOOK_SECRET = 'whsec_spotcheck_test';

const request = {
  paymentId: '6f1c1a8e-2b1d-4c6e-9a53-0d3f4f2b8a10',
  agentId: '0b9d7a44-5f0e-4d8e-8a41-7f3c2e1d9b22',
  agentName: 'weather-bot',
  amountCents: 2550,
  returnUrl: 'http://127.0.0.1:3000/top-up/tok',
  submissionKey: 'a'.repeat(32),
};

function signed(event: unknown): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
}

function sessionEvent(type: string, session: Record<string, unknown>) {
  return { id: 'evt_1', object: 'event', type, data: { object: { id: 'cs_test_1', object: 'checkout.session', ...session } } };
}

test('simulated payments credit at once, referenced by the agent and the submission key', async () => {
  expect(simulatedPayments.isLive).toBe(false);
  expect(await simulatedPayments.startCheckout(request)).toEqual({ kind: 'credit_now', providerRef: `simulated:${request.agentId}:${request.submissionKey}` });
});

test('stripe: the SDK creates a USD Checkout Session for the amount, naming the agent and our payment, and returns its url', async () => {
  const api = await startRecordingServer((req, res) =>
    replyJson(res, 200, { id: 'cs_test_abc', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_abc', payment_status: 'unpaid' }),
  );
  try {
    const stripe = stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: api.url });
    expect(await stripe.startCheckout(request)).toEqual({ kind: 'redirect', providerRef: 'cs_test_abc', url: 'https://checkout.stripe.com/c/pay/cs_test_abc' });

    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Spotcheck balance for agent "weather-bot"',
      client_reference_id: request.agentId,
      'metadata[payment_id]': request.paymentId,
      'metadata[agent_id]': request.agentId,
      'payment_intent_data[metadata][payment_id]': request.paymentId,
      'payment_intent_data[metadata][agent_id]': request.agentId,
      success_url: 'http://127.0.0.1:3000/top-up/tok?checkout=success',
      cancel_url: 'http://127.0.0.1:3000/top-up/tok?checkout=cancelled',
    });
  } finally {
    await api.close();
  }
});

test('stripe: a refused session throws with Stripe\'s message', async () => {
  const api = await startRecordingServer((req, res) =>
    replyJson(res, 400, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' } }),
  );
  try {
    const stripe = stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: api.url });
    await expect(stripe.startCheckout(request)).rejects.toThrow(/Invalid API Key provided/);
  } finally {
    await api.close();
  }
});

test.describe('stripe webhook events', () => {
  const stripe = stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });

  test('a signed, paid checkout.session.completed names the session, our payment and the amount', async () => {
    const { body, signature } = signed(
      sessionEvent('checkout.session.completed', { payment_status: 'paid', amount_total: 2550, currency: 'usd', metadata: { payment_id: request.paymentId } }),
    );
    expect(await stripe.readCheckoutEvent(body, signature)).toEqual({
      kind: 'paid',
      providerRef: 'cs_test_1',
      paymentId: request.paymentId,
      amountCents: 2550,
      currency: 'usd',
    });
  });

  test('a wrong or missing signature is refused', async () => {
    const { body } = signed(sessionEvent('checkout.session.completed', { payment_status: 'paid', amount_total: 2550, currency: 'usd' }));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
    await expect(stripe.readCheckoutEvent(body, forged)).rejects.toBeInstanceOf(InvalidWebhookSignature);
    await expect(stripe.readCheckoutEvent(body, null)).rejects.toBeInstanceOf(InvalidWebhookSignature);
    const { signature } = signed({ tampered: false });
    await expect(stripe.readCheckoutEvent(body, signature)).rejects.toBeInstanceOf(InvalidWebhookSignature);
  });

  test('unpaid sessions and other event types are not payments', async () => {
    for (const event of [
      sessionEvent('checkout.session.completed', { payment_status: 'unpaid', amount_total: 2550, currency: 'usd' }),
      { id: 'evt_2', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } },
    ]) {
      const { body, signature } = signed(event);
      expect(await stripe.readCheckoutEvent(body, signature)).toBeNull();
    }
  });

  test('an expired session and a failed delayed payment end the checkout unpaid', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const { body, signature } = signed(sessionEvent(type, { payment_status: 'unpaid', amount_total: 2550, currency: 'usd' }));
      expect(await stripe.readCheckoutEvent(body, signature)).toEqual({ kind: 'failed', providerRef: 'cs_test_1' });
    }
  });
});
