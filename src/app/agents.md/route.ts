import { buildAgentsMd } from '@/server/documents/agents-md.ts';
import { textDocument } from '@/server/documents/respond.ts';

// Generated per request: it names this deploy's base URL and mode.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return textDocument(buildAgentsMd(), 'text/markdown');
}
