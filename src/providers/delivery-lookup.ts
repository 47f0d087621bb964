/**
 * What the outbox asks a provider before it sends a message again whose
 * earlier attempt may have reached it: the process died, or the send failed,
 * before that attempt's outcome was recorded.
 */
export type AcceptedQuery = {
  /** The outbox's key: the same on every attempt of one message. */
  idempotencyKey: string;
  to: string;
  /** The text exactly as sent (an email's body). */
  body: string;
  /** No attempt of this message started before this moment (the outbox's clock). */
  since: Date;
};

/**
 * Offered by a provider that keeps its own record of what it accepted: the
 * provider's id for the message if it took it, null if it never did. Throws
 * when it cannot tell; the outbox then neither sends nor gives up, it asks
 * again later.
 */
export type FindAccepted = (query: AcceptedQuery) => Promise<string | null>;
