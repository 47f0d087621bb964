import { buildLlmsTxt } from '@/server/documents/llms-txt.ts';
import { textDocument } from '@/server/documents/respond.ts';

// Generated per request: it names this deploy's base URL, mode and demo places.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return textDocument(buildLlmsTxt(), 'text/plain');
}
