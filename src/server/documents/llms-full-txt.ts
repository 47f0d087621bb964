import type { ErrorCode } from '@/domain/errors.ts';
import { publicBaseUrl } from '@/env.ts';
import { SERVICE_VERSION } from '../version.ts';
import { mcpExample, restExample } from './examples.ts';
import { askingByEmailLines, deploymentLines, errorShapeLines, idempotencyLines, limitsTable, moneyLines } from './facts.ts';
import { fieldLine, fieldsOf } from './fields.ts';
import { documentLinks, errorLine, listOperations, restLabel, restPlacement, type Operation } from './operations.ts';
import { serviceDescription } from './summary.ts';

/** Refusals of the transports themselves, before any operation runs; every other code is listed per operation. */
const TRANSPORT_ERRORS: ErrorCode[] = ['unauthorized', 'not_found', 'method_not_allowed', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'forbidden_origin'];

/**
 * GET /llms-full.txt: everything an agent needs in one file. Each operation's
 * fields come from its zod schemas and its errors from meta.errors and
 * ERROR_CATALOG, the same sources REST, MCP and /openapi.json are built from.
 */
export function buildLlmsFullTxt(): string {
  const base = publicBaseUrl();
  return [
    `# Spotcheck ${SERVICE_VERSION}: full reference`,
    '',
    `> ${serviceDescription()}`,
    '',
    `Base URL: ${base}. REST under \`${base}/v1\` (JSON bodies; described in ${base}/openapi.json, OpenAPI 3.1). MCP: \`POST ${base}/mcp\` (Streamable HTTP, JSON-RPC 2.0); tool arguments and results are the REST fields.`,
    '',
    '## This deploy',
    '',
    ...deploymentLines(),
    '',
    '## Authentication',
    '',
    '- `POST /v1/signup` is public and returns `api_key`, shown only once.',
    '- Every other REST call and every MCP request sends `Authorization: Bearer <api_key>`. A missing or unknown key is `unauthorized` (HTTP 401); over MCP it is refused before any tool runs.',
    "- Tasks, balance, spend policy and classifier reports belong to the key: another key's task is `task_not_found`.",
    '- The service sends no webhooks or push: learn progress with await_answer, get_task and list_tasks.',
    '',
    '## Errors',
    '',
    ...errorShapeLines(),
    '',
    'Refusals that can come before any operation runs:',
    '',
    ...TRANSPORT_ERRORS.map(errorLine),
    '',
    '## Money',
    '',
    ...moneyLines(),
    '',
    '## Idempotency',
    '',
    ...idempotencyLines(),
    '',
    '## Asking by email',
    '',
    ...askingByEmailLines(),
    '',
    '## Limits',
    '',
    ...limitsTable(),
    '',
    '## Operations',
    '',
    'Input fields are the MCP tool arguments and, over REST, the JSON body unless a field says it goes in the path or the query string. Unknown fields are refused with `invalid_input`.',
    '',
    ...listOperations().flatMap(operationSection),
    '## Example over REST',
    '',
    ...restExample(),
    '',
    '## Example over MCP',
    '',
    ...mcpExample(),
    '',
    '## Links',
    '',
    ...documentLinks().map((link) => `- [${link.title}](${link.url}): ${link.note}`),
    '',
  ].join('\n');
}

function operationSection(operation: Operation): string[] {
  const inputs = fieldsOf(operation.input, 'input');
  const annotations = operation.tool?.annotations;
  return [
    `### ${operation.name}`,
    '',
    `- MCP tool: ${operation.tool ? `\`${operation.name}\`` : 'none (REST only)'}`,
    `- REST: ${restLabel(operation)}`,
    `- Auth: ${operation.isPublic ? 'none (public)' : 'Authorization: Bearer <api_key>'}`,
    ...(annotations ? [`- MCP annotations: ${Object.entries(annotations).map(([hint, value]) => `${hint}=${value}`).join(', ')}`] : []),
    '',
    // The tool description often opens with the title; print it once then.
    ...(operation.description.startsWith(operation.title) ? [] : [operation.title.endsWith('.') ? operation.title : `${operation.title}.`, '']),
    operation.description,
    '',
    'Input:',
    '',
    ...(inputs.length > 0 ? inputs.map((field) => fieldLine(field, restPlacement(operation, field.name))) : ['- (none)']),
    '',
    `Output (HTTP 200${operation.tool ? '; over MCP the structuredContent' : ''}):`,
    '',
    ...fieldsOf(operation.output, 'output').map((field) => fieldLine(field)),
    '',
    'Errors:',
    '',
    ...operation.errors.map(errorLine),
    '',
  ];
}
