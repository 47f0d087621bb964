import type { PaymentsProvider } from './types.ts';

/** Test mode: no money moves; the agent and submission key are the payment's reference, so a double submit credits once (and another agent's key is another payment). */
export const simulatedPayments: PaymentsProvider = {
  name: 'simulated',
  isLive: false,
  async startCheckout(request) {
    return { kind: 'credit_now', providerRef: `simulated:${request.agentId}:${request.submissionKey}` };
  },
};
