/**
 * How the documents go out: generated per request (they name this deploy's
 * base URL and mode), so caches must revalidate rather than keep a stale copy.
 */
const HEADERS = { 'cache-control': 'no-cache' };

export function textDocument(body: string, type: 'text/plain' | 'text/markdown'): Response {
  return new Response(body, { headers: { ...HEADERS, 'content-type': `${type}; charset=utf-8` } });
}

export function jsonDocument(body: unknown): Response {
  return Response.json(body, { headers: HEADERS });
}
