import { recordSimulatedDelivery } from '../simulated-delivery.ts';
import type { SmsProvider } from './types.ts';

/** Sends nothing: prints the text on the server's console (and to SIMULATED_DELIVERY_LOG). */
export const simulatedSms: SmsProvider = {
  name: 'simulated',
  isLive: false,
  async send(to, body, options) {
    recordSimulatedDelivery('sms', to, body, options?.idempotencyKey);
    return { providerMessageId: null };
  },
};
