import { DomainError } from '@/domain/errors.ts';
import { creditPaidCheckout, failUnpaidCheckout } from '@/domain/money/top-up.ts';
import { stripeProvider } from '@/providers/payments/index.ts';
import { InvalidWebhookSignature } from '@/providers/payments/stripe.ts';
import { bodyText, MAX_LARGE_JSON_BODY_BYTES, readBody } from './body.ts';
import { respondTo } from './respond.ts';

/**
 * POST /webhooks/stripe: the signature is checked over the raw body before
 * anything is read; a paid checkout credits its payment exactly once, and one
 * that ended unpaid marks it failed. Other events are acknowledged (200) and
 * ignored, so Stripe stops resending.
 */
export function handleStripeWebhook(req: Request): Promise<Response> {
  return respondTo(req, async () => {
    const stripe = stripeProvider();
    if (!stripe) throw new DomainError('not_found', 'Payments are simulated on this deploy: there is no Stripe webhook.', 'Set PAYMENTS_PROVIDER=stripe to take payments through Stripe.');
    const rawBody = bodyText(await readBody(req, MAX_LARGE_JSON_BODY_BYTES));
    const event = await stripe.readCheckoutEvent(rawBody, req.headers.get('stripe-signature')).catch((error: unknown) => {
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      throw new DomainError(
        'invalid_webhook_signature',
        'The Stripe-Signature header does not match this body (or is missing); nothing was credited.',
        'Use the signing secret of this webhook endpoint as STRIPE_WEBHOOK_SECRET, and send the raw body unchanged.',
      );
    });
    if (!event) return { received: true, outcome: 'ignored' };
    const outcome = event.kind === 'paid' ? await creditPaidCheckout(event, new Date()) : await failUnpaidCheckout(event.providerRef);
    return { received: true, outcome };
  });
}
