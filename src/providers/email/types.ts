/** Email to people (owners, askers by email). The simulated provider sends nothing; every email is also kept in the outbox table. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /** Message-ID this email answers, so mail clients thread the reply. */
  inReplyTo?: string | undefined;
};

export interface EmailProvider {
  readonly name: string;
  readonly isLive: boolean;
  /** Sends one email; resolves with the provider's message id (null when simulated). Throws when sending failed. */
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}
