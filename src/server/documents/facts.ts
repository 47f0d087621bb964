import { isAskingByEmailOn } from '@/providers/email/index.ts';
import { describeDeployment } from '@/domain/deployment/status.ts';
import { emailFormatLines } from '../edge/inbound-email-format.ts';
import { DEFAULT_BOUNTY_CENTS, FEE_CENTS, MAX_BOUNTY_CENTS, MIN_BOUNTY_CENTS, TEST_MODE_SIGNUP_GRANT_CENTS, formatUsd } from '@/domain/money/usd.ts';
import { APPROVAL_WINDOW_MS } from '@/domain/tickets/classifier-tickets.ts';
import { GPS_TOLERANCE_M } from '@/domain/verification/checks.ts';
import { PHOTO_URL_TTL_SECONDS } from '@/domain/tasks/queries.ts';
import { env, isTestMode } from '@/env.ts';
import { DEMO_PLACES } from '@/providers/places/simulated.ts';
import { ERROR_CATALOG } from '../errors.ts';
import { fieldsOf } from './fields.ts';
import { listOperations } from './operations.ts';

/**
 * Prose facts shared by several documents, each sentence built from the
 * constant or catalog that enforces it, so the documents cannot drift from
 * what the server does.
 */

const FEE = formatUsd(FEE_CENTS);

/** The deployment mode in plain words, each part, and (when place lookup is simulated) the demo places. */
export function deploymentLines(): string[] {
  const deployment = describeDeployment();
  // Only a stand-in needs explaining (and status.ts words every description as the simulated case).
  const parts = Object.entries(deployment.parts).map(
    ([name, part]) => `- ${name.replace('_', ' ')}: ${part.live ? `live (${part.provider}).` : `simulated. ${part.description}`}`,
  );
  return [`Mode: **${deployment.mode}**. ${deployment.summary}`, '', ...parts, ...demoPlaceLines()];
}

/** On a simulated place lookup only these strings (and coordinates) resolve: agents need the exact names. */
function demoPlaceLines(): string[] {
  if (describeDeployment().parts.place_lookup.live) return [];
  return [
    '',
    'Demo places (the only place strings that resolve on this deploy; `{lat, lng}` coordinates resolve anywhere):',
    ...DEMO_PLACES.map((place) => `- "${place.label}" (${place.lat}, ${place.lng})`),
  ];
}

export function moneyLines(): string[] {
  return [
    '- Amounts are USD numbers with at most two decimals; a fraction of a cent (3.333) is `invalid_input`.',
    `- ask_check escrows bounty_usd plus the fixed ${FEE} USD fee from the balance at once. Bounty: ${formatUsd(MIN_BOUNTY_CENTS)} to ${formatUsd(MAX_BOUNTY_CENTS)} USD, default ${formatUsd(DEFAULT_BOUNTY_CENTS)}.`,
    '- The worker is paid only after a verified answer. Bounty plus fee are refunded in full when nobody answers before the deadline, when you cancel before a worker claims, and when a dispute is upheld.',
    "- Your human sets max_bounty_usd, daily_cap_usd and allowed_task_types per key (read them with get_spend_policy). The daily cap counts bounty plus fee over the UTC day and resets at midnight UTC; refunds give the cap back.",
    '- When the balance is too low, give top_up_url (from get_balance or the insufficient_balance error) to your human, then call get_balance again.',
    ...(isTestMode() ? [`- Test mode on this deploy: signup grants ${formatUsd(TEST_MODE_SIGNUP_GRANT_CENTS)} USD and no real money moves.`] : []),
  ];
}

export function idempotencyLines(): string[] {
  return [
    '- ask_check and report_classifier take an `idempotency_key` (one per task or report to create). Keys are scoped to your API key.',
    '- The same key with the same parameters returns the original result and never charges twice, even while the first call is still running.',
    `- The same key with different parameters is \`idempotency_key_reused\` (HTTP ${ERROR_CATALOG.idempotency_key_reused.status}) with \`differing_fields\`; nothing changes.`,
    '- A refused ask (insufficient_balance, unsafe_task, invalid_input, ...) records nothing: correct it and retry with the same key.',
    '- After a timeout, a network failure, `rate_limited` or `internal_error`, retry the same call with the same key: that is always safe.',
    '- For a fresh answer to the same question, use a new key.',
  ];
}

/** Asking by email as this deploy offers it (or that it is off). */
export function askingByEmailLines(): string[] {
  if (!isAskingByEmailOn()) {
    return ['Off on this deploy: `email_address` from signup is null, and no email can ask anything here.'];
  }
  return [
    "The `email_address` from signup is your private asking address. An email to it, from any sender, becomes an ask_check charged to your balance, under the same safety rules, spend limits, rate limit and idempotency as over REST. Anyone who knows the address can spend your balance: keep it private. Your human can rotate or disable it from the control page; mail to an old or disabled address is dropped without a reply.",
    '',
    'Message format:',
    '',
    ...emailFormatLines(),
    '',
    'Example (subject, then body):',
    '',
    '```',
    'Subject: Is the coffee stand inside open right now?',
    '',
    'Location: Ferry Building Marketplace, San Francisco',
    'Type: is_open',
    'Bounty: 4',
    'Deadline: 45',
    '```',
    '',
    "- The email's Message-ID is the idempotency key: a redelivered email never asks or charges twice. Every new email is a new ask.",
    '- Replies go to the sender, threaded on the original email (In-Reply-To):',
    '  - at once: task_id, status dispatched, workers notified, deadline and the amount escrowed; or the refusal with its error code, message and fix (nothing charged);',
    '  - later, once: the answer (text, yes/no, photo link, verification, confidence, cost), or that the task expired or was cancelled and refunded.',
    '- The task is an ordinary task of your API key: list_tasks, get_task, await_answer and cancel_task work on it.',
  ];
}

/** The error shape, stated once; the codes come from ERROR_CATALOG. */
export function errorShapeLines(): string[] {
  return [
    'Every error is JSON `{error, message, fix, ...context}`: `error` is a stable code to branch on, `message` says what went wrong, `fix` says what to do next with your numbers filled in, and further properties carry context (`fields` for invalid_input, `retry_after_s` for rate_limited, `top_up_url` for insufficient_balance, `differing_fields` for idempotency_key_reused).',
    '',
    '- REST: the HTTP status below, `WWW-Authenticate: Bearer` on 401 and `Retry-After` on 429.',
    '- MCP: the tool result has `isError: true` and the same JSON as text. Arguments that fail a tool\'s input schema return plain "Input validation error" text naming each field instead.',
  ];
}

/** Limits as a Markdown table: the input constraints of every operation (merged by field), then the server-wide ones. */
export function limitsTable(): string[] {
  const rows = new Map<string, { field: string; limit: string; used: string[] }>();
  for (const operation of listOperations()) {
    for (const field of fieldsOf(operation.input, 'input')) {
      if (field.constraints.length === 0 && !('default' in field)) continue;
      const limit = [...field.constraints, ...('default' in field ? [`default ${JSON.stringify(field.default)}`] : [])].join('; ');
      const row = rows.get(`${field.name}|${limit}`) ?? { field: `\`${field.name}\``, limit, used: [] };
      row.used.push(operation.name);
      rows.set(`${field.name}|${limit}`, row);
    }
  }
  const config = env();
  const fixed = [
    { field: 'fee', limit: `${FEE} USD per task, added to the bounty and escrowed`, used: ['ask_check'] },
    { field: 'calls per API key', limit: `${config.RATE_LIMIT_PER_MINUTE} per minute, then \`rate_limited\``, used: ['every call with a key'] },
    { field: 'signups per client IP', limit: `${config.SIGNUP_LIMIT_PER_HOUR} per hour`, used: ['signup'] },
    { field: 'GPS tolerance', limit: `about ${GPS_TOLERANCE_M} m between worker and place`, used: ['answer verification (gps_ok)'] },
    { field: 'photo_url', limit: `a signed link valid for ${PHOTO_URL_TTL_SECONDS / 60} minutes; read the task again for a fresh one`, used: ['get_task', 'await_answer'] },
    { field: 'classifier approval', limit: `${APPROVAL_WINDOW_MS / 3_600_000} hours after approval`, used: ['ask_check with classifier_report_id'] },
  ];
  return [
    '| limit | value | applies to |',
    '|---|---|---|',
    ...[...rows.values(), ...fixed].map((row) => `| ${row.field} | ${row.limit} | ${row.used.join(', ')} |`),
  ];
}
