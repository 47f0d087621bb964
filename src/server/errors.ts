import { TRPCError } from '@trpc/server';
import { DomainError, type ErrorBody, type ErrorCode } from '@/domain/errors.ts';

/** A context property an error carries beside error, message and fix: its JSON Schema (for /openapi.json). */
type ContextField = { type: string | string[]; description: string; items?: Record<string, unknown>; enum?: string[] };

const usd = (description: string): ContextField => ({ type: 'number', description: `${description} (USD).` });
const text = (description: string): ContextField => ({ type: 'string', description });
const texts = (description: string): ContextField => ({ type: 'array', items: { type: 'string' }, description });
const TASK_ID = text('The task_id you sent.');
const TASK_STATUS = text('The status of the task now.');

/**
 * The HTTP status of each error code, when it is thrown, and the context
 * properties it carries (documented in OpenAPI and llms-full.txt).
 */
export const ERROR_CATALOG: Record<ErrorCode, { status: number; when: string; context?: Record<string, ContextField> }> = {
  invalid_input: {
    status: 400,
    when: 'A field is missing, of the wrong type or out of range, the body is not JSON, or the location is your own location. `fields` names each problem. Nothing was created.',
    context: {
      fields: {
        type: 'array',
        description: 'Each bad field: its dotted path, the problem, and what you sent when it is short enough to repeat.',
        items: { type: 'object', required: ['field', 'problem'], properties: { field: { type: 'string' }, problem: { type: 'string' }, received: {} } },
      },
    },
  },
  unauthorized: { status: 401, when: 'The Authorization header is missing, malformed, or carries an unknown or rotated API key, or one its owner revoked.' },
  insufficient_balance: {
    status: 402,
    when: 'The balance cannot cover bounty plus the 0.50 USD fee. Context: balance_usd, required_usd, max_affordable_bounty_usd, top_up_url.',
    context: {
      balance_usd: usd('Your balance now'),
      required_usd: usd('Bounty plus fee of this ask'),
      max_affordable_bounty_usd: usd('The largest bounty your balance covers with the fee, 0 when none'),
      top_up_url: { type: ['string', 'null'], description: 'The link your human opens to add funds.' },
    },
  },
  max_bounty_exceeded: {
    status: 403,
    when: "bounty_usd is above this key's max_bounty_usd set by the owner.",
    context: { bounty_usd: usd('The bounty you asked'), max_bounty_usd: usd("This key's maximum bounty") },
  },
  daily_cap_exceeded: {
    status: 403,
    when: "bounty plus fee is above what is left of this key's daily cap (UTC day).",
    context: {
      daily_cap_usd: usd("This key's daily cap"),
      spent_today_usd: usd('Spent today (UTC day)'),
      remaining_today_usd: usd('Left of the cap today'),
      required_usd: usd('Bounty plus fee of this ask'),
    },
  },
  task_type_not_allowed: {
    status: 403,
    when: "task_type is not in this key's allowed_task_types.",
    context: {
      task_type: text('The task_type you sent.'),
      allowed_task_types: texts('The task types this key may use.'),
    },
  },
  unsafe_task: {
    status: 422,
    when: 'The safety review refused the task. Context: review_stage and category. Nothing was charged.',
    context: {
      review_stage: { type: 'string', enum: ['rules', 'classifier'], description: 'Which stage refused: the deterministic rules (final) or the classifier (report_classifier can appeal).' },
      category: {
        type: 'string',
        enum: ['following', 'vehicle', 'home', 'private_person', 'private_property', 'dangerous', 'illegal', 'identifiable_people', 'rule_override'],
        description: 'What kind of ask was refused.',
      },
      field: text('Only when the location string alone was refused: "location".'),
      classifier_report_problem: text('Only when you sent classifier_report_id: why the ticket did not apply.'),
      classifier_report_id: text('The ticket that stopped being usable while this ask was processed (it expired or was used meanwhile).'),
    },
  },
  safety_review_unavailable: {
    status: 503,
    when: 'The safety classifier did not answer in time or failed (SAFETY_CLASSIFIER=llm): the ask was refused and nothing was charged. Retry the same call after retry_after_s; the Retry-After header says the same.',
    context: {
      retry_after_s: { type: 'integer', description: 'Seconds to wait before retrying the same call (the Retry-After header says the same).' },
    },
  },
  location_not_found: {
    status: 422,
    when: 'The place string cannot be resolved; on a simulated deploy, any place outside the demo set.',
    context: {
      location: text('The place string you sent.'),
      demo_places: texts('Simulated place lookup only: the place strings that resolve.'),
    },
  },
  no_workers_nearby: {
    status: 422,
    when: 'On a live deploy, no registered worker is near the place. Nothing was charged.',
    context: { place_label: text('The resolved place.') },
  },
  idempotency_key_reused: {
    status: 422,
    when: 'The idempotency_key was already used by this key for a task with different parameters, or for a signup with another name or owner_email (or more than 24 hours ago). `differing_fields` names them; nothing changed.',
    context: {
      idempotency_key: text('The key you sent.'),
      task_id: text('ask_check: the task the key already created.'),
      ticket_id: text('report_classifier: the ticket the key already created.'),
      differing_fields: texts('The fields that differ from the first request.'),
    },
  },
  task_not_found: {
    status: 404,
    when: 'No task with this task_id was created by this API key.',
    context: { task_id: TASK_ID },
  },
  task_not_cancellable: {
    status: 409,
    when: 'cancel_task on a task that is not dispatched (a worker claimed it, or it already settled).',
    context: { task_id: TASK_ID, status: TASK_STATUS },
  },
  task_not_answered: {
    status: 409,
    when: 'dispute_answer on a task that has no answer yet (only verified, paid or needs_review can be disputed).',
    context: { task_id: TASK_ID, status: TASK_STATUS },
  },
  classifier_report_not_found: {
    status: 404,
    when: 'No classifier report with this ticket_id was made by this API key.',
    context: { ticket_id: text('The ticket_id you sent.') },
  },
  ticket_already_decided: { status: 409, when: 'Staff only: the classifier ticket was already approved, rejected, expired or consumed.' },
  forbidden: { status: 403, when: 'Staff console only: the session belongs to an account that is not (or no longer) staff.' },
  forbidden_origin: { status: 403, when: 'A browser page from another site tried to call /mcp or a staff console action (Origin header of a foreign site).' },
  owner_already_set: { status: 409, when: 'create_claim_link for an agent that already has an owner: they manage it from their control link.' },
  already_settled: { status: 409, when: 'Staff only: the task was already settled by someone else.' },
  worker_not_found: { status: 404, when: 'Staff only: no worker with this id, or the worker was removed.' },
  offer_not_found: { status: 404, when: 'Worker page: the private task link is unknown.' },
  task_unavailable: {
    status: 409,
    when: 'Worker page: the task was taken by someone else, expired, was cancelled, or is already answered. Context: state.',
    context: { state: text('The state of your offer now.') },
  },
  invalid_photo: { status: 422, when: 'Worker page: the upload is not a JPEG, PNG or WebP photo of at most 8 MiB.' },
  too_many_photos: { status: 409, when: 'Worker page: the task already has its maximum of photos (5); answer with one of them.' },
  invalid_webhook_signature: { status: 401, when: 'Webhooks (inbound email, Stripe): the signature header (Spotcheck-Signature or Stripe-Signature) is missing, malformed, too old, or does not match the body. Nothing happened.' },
  email_address_not_found: { status: 404, when: 'Inbound-email webhook: the `to` address is not an active asking address (unknown, rotated or disabled by the owner). No task, no reply.' },
  not_found: { status: 404, when: 'No such endpoint.' },
  link_expired: { status: 410, when: 'Photo links: the signed photo_url is past its expiry. Read the task again for a fresh one.' },
  invalid_signature: { status: 403, when: 'Photo links: the signature of the photo_url is missing or wrong.' },
  method_not_allowed: { status: 405, when: 'The endpoint exists but not with this HTTP method.' },
  payload_too_large: { status: 413, when: 'The request body is larger than 64 KiB (REST) or 256 KiB (an MCP message or an inbound email).' },
  unsupported_media_type: { status: 415, when: 'The request body is not JSON (send Content-Type: application/json).' },
  rate_limited: {
    status: 429,
    when: 'Too many calls. Context retry_after_s; the Retry-After header says the same.',
    context: {
      retry_after_s: { type: 'integer', description: 'Seconds to wait before retrying the same call (the Retry-After header says the same).' },
      limit: { type: 'integer', description: 'Calls allowed per window.' },
      window_s: { type: 'integer', description: 'The window in seconds.' },
    },
  },
  internal_error: { status: 500, when: 'A fault on our side. Retrying the same call with the same idempotency_key is safe.' },
};

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOG[code].status;
}

type Issue = { path: PropertyKey[]; message: string; code?: string; keys?: string[]; expected?: string; errors?: Issue[][] };

/** Any fault of ours: the one text every transport answers with (the cause is logged, never shown). */
export const INTERNAL_ERROR: ErrorBody = {
  error: 'internal_error',
  message: 'Something failed on our side.',
  fix: 'Retry the same call (with the same idempotency_key, if it has one): that is safe.',
};

/** The one mapping from anything thrown, by a rule, tRPC or the transport, to the wire error `{error, message, fix, ...context}`. */
export function toErrorBody(error: unknown, input?: unknown): ErrorBody {
  if (error instanceof DomainError) return error.toBody();
  if (!(error instanceof TRPCError)) return INTERNAL_ERROR;
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.toBody();
  if (error.code === 'BAD_REQUEST' && hasIssues(cause)) return invalidInputBody(cause.issues, input);
  return bodyForTransportError(error.code, error.message);
}

/** Arguments that failed a procedure's input schema (not a rule's refusal of valid input). */
export function isInputSchemaFailure(error: unknown): boolean {
  return error instanceof TRPCError && error.code === 'BAD_REQUEST' && !(error.cause instanceof DomainError) && hasIssues(error.cause);
}

/** Errors raised by the transport itself rather than by a rule. */
export function bodyForTransportError(code: TRPCError['code'], message = ''): ErrorBody {
  switch (code) {
    case 'PARSE_ERROR':
      return body('invalid_input', 'The request body is not valid JSON.', 'Send a JSON object with Content-Type: application/json.');
    case 'NOT_FOUND':
      return body('not_found', 'No such endpoint.', 'See /openapi.json or /llms.txt for the endpoints.');
    case 'METHOD_NOT_SUPPORTED':
      return body('method_not_allowed', message, 'See /openapi.json for the method of each endpoint.');
    case 'PAYLOAD_TOO_LARGE':
      return body('payload_too_large', 'The request body is larger than 64 KiB.', 'Send a smaller body; no Spotcheck request needs more.');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return body('unsupported_media_type', 'The request body is not JSON.', 'Send the body as JSON with Content-Type: application/json.');
    default:
      return INTERNAL_ERROR;
  }
}

function body(code: ErrorCode, message: string, fix: string): ErrorBody {
  return { error: code, message, fix };
}

function hasIssues(value: unknown): value is { issues: Issue[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

/** invalid_input naming each bad field, with what was sent; `fix` says what to change, the caller's values included. */
export function invalidInputBody(issues: Issue[], input: unknown): ErrorBody {
  const fields = expandUnions(issues).flatMap((issue) => {
    // Unknown properties are named one by one: a typo like "bounty" must not pass silently.
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      return issue.keys.map((key) => ({ field: [...issue.path, key].map(String).join('.'), problem: 'is not a known field' }));
    }
    const field = issue.path.map(String).join('.') || '(body)';
    const sent = valueAt(input, issue.path);
    return [{ field, problem: issue.message.replace(/^Invalid input: /, ''), ...(isPrintable(sent) ? { received: sent } : {}) }];
  });
  const described = fields.map((f) => `${f.field}: ${f.problem}${'received' in f ? ` (you sent ${JSON.stringify(f.received)})` : ''}`);
  const changes = fields.map((f, index) => (f.problem === 'is not a known field' ? `remove ${f.field}` : described[index]));
  return {
    error: 'invalid_input',
    message: `Invalid input: ${described.join('; ')}. Nothing was created or changed.`,
    fix: `Send the request again with these changed: ${changes.join('; ')}.`,
    fields,
  };
}

/**
 * A union's own issue ("Invalid input") names no field. Where exactly one
 * branch accepts the value's type (an object for location), its issues are
 * the real ones; otherwise say which types would do.
 */
function expandUnions(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
    const isWrongType = (branch: Issue[]) => branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0);
    const meant = issue.errors.filter((branch) => !isWrongType(branch));
    if (meant.length === 1 && meant[0]) return expandUnions(meant[0].map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
    const types = issue.errors.flatMap((branch) => branch.filter((inner) => inner.code === 'invalid_type' && inner.path.length === 0).map((inner) => inner.expected));
    return [{ ...issue, message: `must be ${[...new Set(types)].map((type) => `${type === 'object' ? 'an' : 'a'} ${type}`).join(' or ')}` }];
  });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isPrintable(value: unknown): boolean {
  return ['number', 'boolean'].includes(typeof value) || (typeof value === 'string' && value.length <= 100);
}
