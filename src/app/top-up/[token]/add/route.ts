// Served by the edge (src/server/edge/routes.ts); our HTTP server routes it there before Next.
export { serveEdge as GET, serveEdge as HEAD, serveEdge as OPTIONS, serveEdge as POST, serveEdge as PUT, serveEdge as PATCH, serveEdge as DELETE } from '@/server/edge/routes.ts';

export const dynamic = 'force-dynamic';
