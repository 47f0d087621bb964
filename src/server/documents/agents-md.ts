import type { ErrorCode } from '@/domain/errors.ts';
import { publicBaseUrl } from '@/env.ts';
import { ERROR_CATALOG } from '../errors.ts';
import { restExample } from './examples.ts';
import { deploymentLines, errorShapeLines, idempotencyLines } from './facts.ts';
import { documentLinks, listOperations, operationNamed, restLabel } from './operations.ts';

/** What a client should do on each code: the decision an integrating agent has to code, grouped by reaction. */
const HANDLING: { codes: ErrorCode[]; action: string }[] = [
  { codes: ['invalid_input'], action: 'fix the fields named in `fields`, then retry with the same idempotency_key' },
  { codes: ['unauthorized'], action: 'the key is missing or wrong: sign up again only if the key was lost' },
  { codes: ['insufficient_balance'], action: 'hand `top_up_url` to your human, or ask with a bounty up to `max_affordable_bounty_usd`' },
  { codes: ['max_bounty_exceeded', 'daily_cap_exceeded', 'task_type_not_allowed'], action: 'your human set these limits (get_spend_policy): lower the bounty, wait for midnight UTC, or ask them' },
  { codes: ['unsafe_task'], action: 'rephrase about a public place; if `review_stage` is "classifier" and you believe it is wrong, use report_classifier' },
  { codes: ['location_not_found', 'no_workers_nearby'], action: 'use another place (or `{lat, lng}` coordinates); nothing was charged' },
  { codes: ['idempotency_key_reused'], action: 'a different ask needs a new idempotency_key' },
  { codes: ['task_not_found', 'classifier_report_not_found'], action: 'check the id; it must come from this API key' },
  { codes: ['task_not_cancellable'], action: 'a worker has claimed it: keep calling await_answer' },
  { codes: ['task_not_answered'], action: 'wait for the answer with await_answer first' },
  { codes: ['safety_review_unavailable'], action: 'the classifier did not answer; nothing was charged: wait `retry_after_s` seconds, then retry the same call with the same idempotency_key' },
  { codes: ['rate_limited'], action: 'wait `retry_after_s` seconds, then retry the same call with the same idempotency_key' },
  { codes: ['internal_error'], action: 'retry the same call with the same idempotency_key; that is safe' },
];

/** One line per reaction, plus any code an operation can return that HANDLING does not name yet. */
function handlingLines(): string[] {
  const covered = new Set(HANDLING.flatMap(({ codes }) => codes));
  const rest = [...new Set(listOperations().flatMap((operation) => operation.errors))].filter((code) => !covered.has(code));
  const label = (code: ErrorCode) => `\`${code}\` (${ERROR_CATALOG[code].status})`;
  return [
    ...HANDLING.map(({ codes, action }) => `- ${codes.map(label).join(', ')}: ${action}.`),
    ...rest.map((code) => `- ${label(code)}: ${ERROR_CATALOG[code].when} Follow \`fix\`.`),
  ];
}

/**
 * GET /agents.md: the short guide for a coding agent wiring Spotcheck into
 * its program: auth, the quote → ask_check → await_answer loop, error
 * handling by code, idempotency, and what a simulated deploy means.
 */
export function buildAgentsMd(): string {
  const call = (name: string) => `\`${name}\` (${restLabel(operationNamed(name))})`;
  return [
    '# Integrating Spotcheck',
    '',
    `Spotcheck pays a nearby human to check a public place right now. REST lives under \`${publicBaseUrl()}/v1\`; the same operations are MCP tools at \`POST ${publicBaseUrl()}/mcp\`. Full reference: ${publicBaseUrl()}/llms-full.txt.`,
    '',
    '## Auth',
    '',
    `- Call ${call('signup')} once; store \`api_key\` (it is shown only once) and send \`Authorization: Bearer <api_key>\` on every other call.`,
    '- Spend limits belong to the key and only your human can change them.',
    '',
    '## The loop',
    '',
    `1. ${call('quote_task')}: free. Continue when \`allowed\` is true; otherwise follow \`reason_if_not\`. Use \`suggested_bounty_usd\` as the bounty.`,
    `2. ${call('ask_check')}: send a new, unique \`idempotency_key\` per task and keep it for retries. Returns \`task_id\`.`,
    `3. ${call('await_answer')}: long-poll. Repeat while \`answered\` is false and status is dispatched, claimed or submitted. Stop when \`answered\` is true or status is expired, refunded or disputed.`,
    `4. Read the answer and its \`verification\`; then ${call('accept_answer')} or ${call('dispute_answer')}. ${call('cancel_task')} works until a worker claims.`,
    '',
    ...restExample(),
    '',
    '## Errors by code',
    '',
    ...errorShapeLines(),
    '',
    ...handlingLines(),
    '',
    '## Idempotency',
    '',
    ...idempotencyLines(),
    '',
    '## Simulated deploys',
    '',
    'A simulated deploy runs the real API, balances, escrow and refunds, with test stand-ins for the outside world. With simulated texting nobody answers: every task expires at its deadline and is refunded, so your loop must also end on status expired. This deploy:',
    '',
    ...deploymentLines(),
    '',
    '## Tools',
    '',
    ...listOperations().map((operation) => `- \`${operation.name}\` (${restLabel(operation)}): ${operation.title}`),
    '',
    '## Links',
    '',
    ...documentLinks().map((link) => `- [${link.title}](${link.url}): ${link.note}`),
    '',
  ].join('\n');
}
