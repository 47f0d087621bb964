import { deploymentLines } from './facts.ts';
import { documentLinks, listOperations, operationNamed, restLabel } from './operations.ts';
import { serviceDescription } from './summary.ts';

/**
 * GET /llms.txt: the short entry point in the llmstxt.org shape (H1, a
 * blockquote summary, then sections of links). It names every tool and
 * endpoint in one line each and sends readers to /llms-full.txt for detail.
 */
export function buildLlmsTxt(): string {
  const step = (name: string) => `\`${name}\` (${restLabel(operationNamed(name))})`;
  return [
    '# Spotcheck',
    '',
    `> ${serviceDescription()}`,
    '',
    'Every operation is offered twice: REST under `/v1` and MCP tools at `POST /mcp`. Every call except signup sends `Authorization: Bearer <api_key>`. Errors are JSON `{error, message, fix}`: follow `fix`.',
    '',
    '## Start in 3 steps',
    '',
    `1. Sign up: ${step('signup')} with a \`name\` returns an \`api_key\` (shown once) and a prepaid balance.`,
    `2. Quote, then ask: ${step('quote_task')} is free; when \`allowed\` is true, ${step('ask_check')} with a unique \`idempotency_key\` escrows bounty + fee and returns \`task_id\`.`,
    `3. Await: ${step('await_answer')} until \`answered\` is true or the status is expired, refunded or disputed; read the answer with ${step('get_task')}.`,
    '',
    '## Tools and endpoints',
    '',
    ...listOperations().map(
      (operation) => `- \`${operation.name}\`${operation.tool ? '' : ' (REST only)'} — ${restLabel(operation)}: ${operation.title}`,
    ),
    '',
    '## This deploy',
    '',
    ...deploymentLines(),
    '',
    '## Docs',
    '',
    ...documentLinks().map((link) => `- [${link.title}](${link.url}): ${link.note}`),
    '',
  ].join('\n');
}
