import { buildLlmsFullTxt } from '@/server/documents/llms-full-txt.ts';
import { textDocument } from '@/server/documents/respond.ts';

// Generated per request: it names this deploy's base URL, mode and limits.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return textDocument(buildLlmsFullTxt(), 'text/plain');
}
