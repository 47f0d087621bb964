/** Texting workers. Texts are written to the outbox table first; its delivery loop calls send. */
export interface SmsProvider {
  readonly name: string;
  readonly isLive: boolean;
  /**
   * Sends one text; resolves with the provider's message id (null when simulated). Throws when sending failed.
   * The idempotency key is the same on every attempt of one outbox message.
   */
  send(to: string, body: string, options?: { idempotencyKey?: string }): Promise<{ providerMessageId: string | null }>;
}
