/** Texting workers. The simulated provider sends nothing; every text is also kept in the outbox table. */
export interface SmsProvider {
  readonly name: string;
  readonly isLive: boolean;
  /** Sends one text; resolves with the provider's message id (null when simulated). Throws when sending failed. */
  send(to: string, body: string): Promise<{ providerMessageId: string | null }>;
}
