import { buildOpenApiDocument } from '@/server/openapi.ts';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(buildOpenApiDocument());
}
