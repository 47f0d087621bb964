import { creditPaidCheckout } from '@/domain/money/top-up.ts';
import { stripeProvider } from '@/providers/payments/index.ts';
import { InvalidWebhookSignature } from '@/providers/payments/stripe.ts';

export const dynamic = 'force-dynamic';

/**
 * Stripe's webhook: the signature is checked over the raw body before
 * anything is read, and a paid checkout credits its payment exactly once.
 * Other events are acknowledged (200) and ignored, so Stripe stops resending.
 */
export async function POST(req: Request): Promise<Response> {
  const stripe = stripeProvider();
  if (!stripe) return Response.json({ error: 'not_found', message: 'Payments are simulated on this deploy.' }, { status: 404 });
  try {
    const paid = await stripe.readPaidCheckout(await req.text(), req.headers.get('stripe-signature'));
    if (!paid) return Response.json({ received: true, outcome: 'ignored' });
    return Response.json({ received: true, outcome: await creditPaidCheckout(paid, new Date()) });
  } catch (error) {
    if (error instanceof InvalidWebhookSignature) {
      return Response.json({ error: 'invalid_signature', message: 'The Stripe-Signature header does not match this body.' }, { status: 400 });
    }
    throw error;
  }
}
