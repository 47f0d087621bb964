import type { EmailProvider } from './types.ts';

/** Sends nothing: the outbox table is the only record of the email. */
export const simulatedEmail: EmailProvider = {
  name: 'simulated',
  isLive: false,
  async send() {
    return { providerMessageId: null };
  },
};
