import { recordSimulatedDelivery } from '../simulated-delivery.ts';
import type { EmailProvider } from './types.ts';

/** Sends nothing: prints the email on the server's console (and to SIMULATED_DELIVERY_LOG). */
export const simulatedEmail: EmailProvider = {
  name: 'simulated',
  isLive: false,
  async send(email) {
    recordSimulatedDelivery('email', email.to, `Subject: ${email.subject}\n${email.text}`, email.idempotencyKey);
    return { providerMessageId: null };
  },
};
