import { handleMcpPost, mcpMethodNotAllowed } from '@/server/edge/mcp.ts';

export const dynamic = 'force-dynamic';

export { handleMcpPost as POST, mcpMethodNotAllowed as GET, mcpMethodNotAllowed as DELETE };
