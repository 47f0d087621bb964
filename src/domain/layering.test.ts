import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The domain holds the rules; what calls it (Next, tRPC, MCP, the wire schemas) must never leak in. */
const FORBIDDEN = [/from 'next[/']/, /from '@trpc\//, /from '@modelcontextprotocol\//, /from '@\/schemas\//, /from '@\/server\//, /from '@\/app\//];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

test('src/domain imports neither Next, tRPC, MCP, the wire schemas nor the server', () => {
  const offending = sources('src/domain').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`);
  });
  expect(offending).toEqual([]);
});
