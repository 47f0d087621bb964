import type { SmsProvider } from './types.ts';

/** Sends nothing: the outbox table is the only record of the text. */
export const simulatedSms: SmsProvider = {
  name: 'simulated',
  isLive: false,
  async send() {
    return { providerMessageId: null };
  },
};
