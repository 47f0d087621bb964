import { findSimulatedDelivery, recordSimulatedDelivery } from '../simulated-delivery.ts';
import type { SmsProvider } from './types.ts';

/** Sends nothing: prints the text on the server's console and keeps a provider's record of it (simulated_deliveries). */
export const simulatedSms: SmsProvider = {
  name: 'simulated',
  isLive: false,
  send: (to, body, options) => recordSimulatedDelivery('sms', to, body, options?.idempotencyKey),
  findAccepted: (query) => findSimulatedDelivery('sms', query),
};
