import { findSimulatedDelivery, recordSimulatedDelivery } from '../simulated-delivery.ts';
import type { EmailProvider } from './types.ts';

/** Sends nothing: prints the email on the server's console and keeps a provider's record of it (simulated_deliveries). */
export const simulatedEmail: EmailProvider = {
  name: 'simulated',
  isLive: false,
  send: (email) => recordSimulatedDelivery('email', email.to, `Subject: ${email.subject}\n${email.text}`, email.idempotencyKey),
  findAccepted: (query) => findSimulatedDelivery('email', query),
};
