import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { baseUrl, signUp } from '../support/api.ts';

const run = promisify(execFile);

/** The official MCP Inspector in CLI mode, as an outside client would use it. */
async function inspector(apiKey: string, ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(
    'node_modules/.bin/mcp-inspector',
    ['--cli', `${baseUrl()}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${apiKey}`, ...args],
    { timeout: 90_000, maxBuffer: 10 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

test('the MCP Inspector CLI lists the 13 tools of the spec plus create_claim_link and calls quote_task', async () => {
  test.setTimeout(180_000);
  const agent = await signUp('inspector');
  const listed = await inspector(agent.apiKey, '--method', 'tools/list');
  expect((listed.tools as { name: string }[]).map((tool) => tool.name)).toHaveLength(14);

  const called = await inspector(agent.apiKey, '--method', 'tools/call', '--tool-name', 'quote_task', '--tool-arg', 'location=Dolores Park, San Francisco', 'task_type=crowd_level');
  expect(called.isError).toBeFalsy();
  expect(called.structuredContent).toMatchObject({ allowed: true, resolved_location: { label: 'Dolores Park, San Francisco' } });
});
