import type { PaymentsProvider } from './types.ts';

/** Test mode: no money moves; the submission key is the payment's reference, so a double submit credits once. */
export const simulatedPayments: PaymentsProvider = {
  name: 'simulated',
  isLive: false,
  async startCheckout(request) {
    return { kind: 'credit_now', providerRef: `simulated:${request.submissionKey}` };
  },
};
