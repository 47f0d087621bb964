import type { FindAccepted } from '../delivery-lookup.ts';

/** Email to people (owners, askers by email). Emails are written to the outbox table first; its delivery loop calls send. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /** Message-ID this email answers, so mail clients thread the reply. */
  inReplyTo?: string | undefined;
  /** The same on every attempt of one outbox message: becomes the Message-ID, so a resent copy is recognisably the same email. */
  idempotencyKey?: string | undefined;
};

export interface EmailProvider {
  readonly name: string;
  readonly isLive: boolean;
  /** Sends one email; resolves with the provider's message id. Throws when sending failed. */
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
  /** Whether the provider already accepted an email (asked before any resend). SMTP cannot be asked, so it has none. */
  readonly findAccepted?: FindAccepted;
}
