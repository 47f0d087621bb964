/**
 * A live sender (texting, email) whose settings are missing: the problem is
 * logged once at creation, and every send throws it, so each text or email
 * fails (and is logged by its caller) instead of the request that sends it.
 */
export function misconfiguredSender(kind: string, name: string, problem: string): { name: string; isLive: true; send: () => Promise<never> } {
  console.error(`[${kind}] ${problem}`);
  return {
    name,
    isLive: true,
    send: async () => {
      throw new Error(problem);
    },
  };
}
