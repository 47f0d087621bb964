import type { FindAccepted } from '../delivery-lookup.ts';

/** Texting workers. Texts are written to the outbox table first; its delivery loop calls send. */
export interface SmsProvider {
  readonly name: string;
  readonly isLive: boolean;
  /**
   * Sends one text; resolves with the provider's message id. Throws when sending failed.
   * The idempotency key is the same on every attempt of one outbox message.
   */
  send(to: string, body: string, options?: { idempotencyKey?: string }): Promise<{ providerMessageId: string | null }>;
  /** Whether the provider already accepted a text: asked before any resend, so a crash after the send does not double it. */
  readonly findAccepted?: FindAccepted;
}
