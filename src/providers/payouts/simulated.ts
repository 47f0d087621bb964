import type { PayoutsProvider } from './types.ts';

/** Records payouts and moves no money: the reference is our own payout id. */
export const simulatedPayouts: PayoutsProvider = {
  name: 'simulated',
  isLive: false,
  needsAccount: false,
  async startOnboarding() {
    throw new Error('Simulated payouts need no account.');
  },
  async isAccountReady() {
    return true;
  },
  async send(request) {
    return { providerRef: `simulated:${request.payoutId}` };
  },
};
