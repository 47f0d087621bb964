/**
 * Every refusal a rule can make. Transports turn a DomainError into the wire
 * shape `{error, message, fix, ...context}`; only src/server knows HTTP.
 */
export const ERROR_CODES = [
  'invalid_input',
  'unauthorized',
  'insufficient_balance',
  'max_bounty_exceeded',
  'daily_cap_exceeded',
  'task_type_not_allowed',
  'unsafe_task',
  'safety_review_unavailable',
  'location_not_found',
  'no_workers_nearby',
  'idempotency_key_reused',
  'task_not_found',
  'task_not_cancellable',
  'task_not_answered',
  'classifier_report_not_found',
  'ticket_already_decided',
  'already_settled',
  'owner_already_set',
  'worker_not_found',
  'offer_not_found',
  'task_unavailable',
  'invalid_photo',
  'too_many_photos',
  'invalid_webhook_signature',
  'email_address_not_found',
  'not_found',
  'link_expired',
  'invalid_signature',
  'forbidden',
  'forbidden_origin',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorContext = Record<string, unknown>;

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fix: string,
    readonly context: ErrorContext = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message, fix: this.fix, ...this.context };
  }
}

export type ErrorBody = { error: ErrorCode; message: string; fix: string } & ErrorContext;
