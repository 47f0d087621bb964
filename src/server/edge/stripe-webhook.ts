import { creditPaidCheckout, failUnpaidCheckout } from '@/domain/money/top-up.ts';
import { stripeProvider } from '@/providers/payments/index.ts';
import { InvalidWebhookSignature } from '@/providers/payments/stripe.ts';
import { jsonError } from './rest.ts';


/**
 * Stripe's webhook: the signature is checked over the raw body before
 * anything is read; a paid checkout credits its payment exactly once, and one
 * that ended unpaid marks it failed. Other events are acknowledged (200) and
 * ignored, so Stripe stops resending.
 */
export async function POST(req: Request): Promise<Response> {
  const stripe = stripeProvider();
  if (!stripe) {
    return jsonError({ error: 'not_found', message: 'Payments are simulated on this deploy: there is no Stripe webhook.', fix: 'Set PAYMENTS_PROVIDER=stripe to take payments through Stripe.' });
  }
  try {
    const event = await stripe.readCheckoutEvent(await req.text(), req.headers.get('stripe-signature'));
    if (!event) return Response.json({ received: true, outcome: 'ignored' });
    const outcome = event.kind === 'paid' ? await creditPaidCheckout(event, new Date()) : await failUnpaidCheckout(event.providerRef);
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (!(error instanceof InvalidWebhookSignature)) throw error;
    return jsonError({
      error: 'invalid_webhook_signature',
      message: 'The Stripe-Signature header does not match this body (or is missing); nothing was credited.',
      fix: 'Use the signing secret of this webhook endpoint as STRIPE_WEBHOOK_SECRET, and send the raw body unchanged.',
    });
  }
}
