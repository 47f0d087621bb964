import { describeDeployment } from '@/domain/deployment/status.ts';
import { publicBaseUrl } from '@/env.ts';
import { DEMO_PLACES } from '@/providers/places/simulated.ts';
import { TASK_TYPES } from '@/schemas/common.ts';
import { exampleOf, fieldsOf } from './fields.ts';
import { operationNamed, type Operation } from './operations.ts';

/**
 * The end-to-end example (signup, quote, ask, await, read), rendered over
 * REST and over MCP from one list of calls. Paths, tool names, defaults and
 * example values come from the router and the schemas, so the example keeps
 * working when they change.
 */

type ExampleCall = { operation: Operation; args: Record<string, unknown>; comment: string };

/** Shell variables in the REST example; placeholders in the MCP bodies (JSON cannot expand variables). */
const TASK_ID = { shell: '$TASK_ID', json: '<task_id from ask_check>' };

function exampleCalls(taskId: string): ExampleCall[] {
  const signup = operationNamed('signup');
  const ask = operationNamed('ask_check');
  const wait = operationNamed('await_answer');
  // On a simulated place lookup only the demo places resolve, so the example must use one.
  const location = describeDeployment().parts.place_lookup.live ? exampleOf(ask.input, 'location') : DEMO_PLACES[0]?.label;
  const place = { location, task_type: TASK_TYPES[0] };
  return [
    { operation: signup, args: { name: exampleOf(signup.input, 'name') }, comment: 'Sign up (no key needed). Store api_key: it is shown only once.' },
    { operation: operationNamed('quote_task'), args: place, comment: 'Free quote: ask when allowed is true.' },
    {
      operation: ask,
      args: { question: exampleOf(ask.input, 'question'), ...place, bounty_usd: defaultOf(ask, 'bounty_usd'), idempotency_key: 'ferry-coffee-open-0001' },
      comment: 'Ask: escrows bounty + fee. Reuse the same idempotency_key when retrying this ask.',
    },
    {
      operation: wait,
      args: { task_id: taskId, timeout_seconds: defaultOf(wait, 'timeout_seconds') },
      comment: 'Wait; repeat while answered is false and status is dispatched, claimed or submitted.',
    },
    { operation: operationNamed('get_task'), args: { task_id: taskId }, comment: 'Read the task: answer, verification, dispute, retry_context.' },
  ];
}

function defaultOf(operation: Operation, field: string): unknown {
  return fieldsOf(operation.input, 'input').find((candidate) => candidate.name === field)?.default;
}

/** A shell session with curl (and jq to keep the key and the task_id). */
export function restExample(): string[] {
  const lines = [`BASE=${publicBaseUrl()}`];
  for (const { operation, args, comment } of exampleCalls(TASK_ID.shell)) {
    lines.push('', `# ${operation.name}: ${comment}`);
    const command = curl(operation, args);
    if (operation.name === 'signup') lines.push(`API_KEY=$(${command} | jq -r .api_key)`);
    else if (operation.name === 'ask_check') lines.push(`TASK_ID=$(${command} | jq -r .task_id)`);
    else lines.push(command);
  }
  return ['```sh', ...lines, '```'];
}

function curl(operation: Operation, args: Record<string, unknown>): string {
  if (!operation.rest) throw new Error(`documents: ${operation.name} has no REST form`);
  let path = operation.rest.path;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (path.includes(`{${key}}`)) path = path.replace(`{${key}}`, String(value));
    else body[key] = value;
  }
  const auth = operation.isPublic ? '' : ' -H "Authorization: Bearer $API_KEY"';
  if (operation.rest.method === 'GET') return `curl -s "$BASE${path}"${auth}`;
  const json = JSON.stringify(body).replaceAll("'", "'\\''");
  return `curl -s -X ${operation.rest.method} "$BASE${path}"${auth} -H 'Content-Type: application/json' -d '${json}'`;
}

/** The same calls as MCP JSON-RPC messages; signup stays on REST because it is not a tool. */
export function mcpExample(): string[] {
  const calls = exampleCalls(TASK_ID.json).filter((call) => call.operation.tool);
  return [
    `Sign up over REST first (signup is not a tool), then send each message as \`POST ${publicBaseUrl()}/mcp\` with these headers:`,
    '',
    '```http',
    'Authorization: Bearer <api_key>',
    'Content-Type: application/json',
    'Accept: application/json',
    '```',
    '',
    'With `Accept: application/json` the reply is one JSON-RPC response; accept `text/event-stream` too and it comes as a server-sent event. MCP clients send `initialize` first as usual; the server is stateless (no session id), so each message stands alone.',
    '',
    ...calls.flatMap(({ operation, args, comment }, index) => [
      `${index + 1}. ${operation.name}: ${comment}`,
      '',
      '```json',
      JSON.stringify({ jsonrpc: '2.0', id: index + 1, method: 'tools/call', params: { name: operation.name, arguments: args } }),
      '```',
      '',
    ]),
    'The result carries the same JSON as REST in `result.structuredContent` and as text in `result.content[0].text`; an error is a result with `isError: true` whose text is the error JSON.',
  ];
}
