import { publicBaseUrl } from '@/env.ts';
import { deploymentLines } from './facts.ts';
import { documentLinks, listOperations, operationNamed, restLabel } from './operations.ts';
import { serviceDescription } from './summary.ts';

/**
 * GET /llms.txt in the llmstxt.org format: an H1, a blockquote summary, free
 * text (how to start, this deploy), then H2 sections that are only link
 * lists `- [name](url): notes`. Each tool links to its section of
 * /llms-full.txt; the public documents come first, the rest is Optional.
 */
export function buildLlmsTxt(): string {
  const base = publicBaseUrl();
  const step = (name: string) => `\`${name}\` (${restLabel(operationNamed(name))})`;
  const links = documentLinks();
  const isOptional = (url: string) => url.endsWith('/status') || url.endsWith('/mcp');
  return [
    '# Spotcheck',
    '',
    `> ${serviceDescription()}`,
    '',
    'Every operation is offered twice: REST under `/v1` and MCP tools at `POST /mcp`. Every call except signup sends `Authorization: Bearer <api_key>`. Errors are JSON `{error, message, fix}`: follow `fix`.',
    '',
    'Start in 3 steps:',
    '',
    `1. Sign up: ${step('signup')} with a \`name\` returns an \`api_key\` (shown once) and a prepaid balance.`,
    `2. Quote, then ask: ${step('quote_task')} is free; when \`allowed\` is true, ${step('ask_check')} with a unique \`idempotency_key\` escrows bounty + fee and returns \`task_id\`.`,
    `3. Await: ${step('await_answer')} until \`answered\` is true or the status is expired, refunded or disputed; read the answer with ${step('get_task')}.`,
    '',
    'This deploy:',
    '',
    ...deploymentLines(),
    '',
    '## Docs',
    '',
    ...links.filter((link) => !isOptional(link.url)).map((link) => `- [${link.title}](${link.url}): ${link.note}`),
    '',
    '## Tools and endpoints',
    '',
    ...listOperations().map(
      (operation) =>
        `- [${operation.name}](${base}/llms-full.txt#${operation.name}): ${restLabel(operation)}${operation.tool ? '' : ' (REST only)'}. ${operation.title}`,
    ),
    '',
    '## Optional',
    '',
    ...links.filter((link) => isOptional(link.url)).map((link) => `- [${link.title}](${link.url}): ${link.note}`),
    '',
  ].join('\n');
}
