import { buildAgentCard } from '@/server/documents/agent-card.ts';
import { jsonDocument } from '@/server/documents/respond.ts';

// Generated per request: the interface URLs come from PUBLIC_BASE_URL.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return jsonDocument(buildAgentCard());
}
