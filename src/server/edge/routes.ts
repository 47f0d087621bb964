import { bodyForTransportError } from '../errors.ts';
import { serveAgentCard, serveAgentsMd, serveLlmsFullTxt, serveLlmsTxt, serveOpenApiJson } from './documents.ts';
import { handleInboundEmail } from './inbound-email.ts';
import { handleMcpPost } from './mcp.ts';
import { handleClaimForm, handleControlForm, handleTopUpForm } from './owner-forms.ts';
import { servePhoto } from './photos.ts';
import { refuse, respond } from './respond.ts';
import { isDecodable } from './url.ts';
import { handleRestRequest, restMethodsFor } from './rest.ts';
import { handleStripeWebhook } from './stripe-webhook.ts';
import { handleWorkerAnswer, handleWorkerClaim, handleWorkerPhoto } from './worker.ts';

type Handler = (req: Request) => Promise<Response> | Response;
type Route = {
  pattern: RegExp;
  /** The handler of each method; REST takes its methods from the procedures' routes. */
  methods: Partial<Record<string, Handler>> | 'rest';
  /** Readable from any origin (CORS), so documentation tools elsewhere can load it. */
  isPublicDocument?: boolean;
};

/** Every way in that is not a page. Served by our own HTTP server in front of Next (src/cli/start.ts), and by the src/app route files. */
const ROUTES: Route[] = [
  { pattern: /^\/v1(\/.*)?$/, methods: 'rest' },
  { pattern: /^\/mcp$/, methods: { POST: handleMcpPost } },
  { pattern: /^\/w\/[^/]+\/claim$/, methods: { POST: handleWorkerClaim } },
  { pattern: /^\/w\/[^/]+\/answer$/, methods: { POST: handleWorkerAnswer } },
  { pattern: /^\/w\/[^/]+\/photo$/, methods: { POST: handleWorkerPhoto } },
  { pattern: /^\/photos\/[^/]+$/, methods: { GET: servePhoto } },
  { pattern: /^\/control\/[^/]+\/[^/]+$/, methods: { POST: handleControlForm } },
  { pattern: /^\/top-up\/[^/]+\/add$/, methods: { POST: handleTopUpForm } },
  { pattern: /^\/claim\/[^/]+\/owner$/, methods: { POST: handleClaimForm } },
  { pattern: /^\/webhooks\/stripe$/, methods: { POST: handleStripeWebhook } },
  { pattern: /^\/webhooks\/inbound-email$/, methods: { POST: handleInboundEmail } },
  { pattern: /^\/status$/, methods: { GET: handleRestRequest }, isPublicDocument: true },
  { pattern: /^\/openapi\.json$/, methods: { GET: serveOpenApiJson }, isPublicDocument: true },
  { pattern: /^\/llms\.txt$/, methods: { GET: serveLlmsTxt }, isPublicDocument: true },
  { pattern: /^\/llms-full\.txt$/, methods: { GET: serveLlmsFullTxt }, isPublicDocument: true },
  { pattern: /^\/agents\.md$/, methods: { GET: serveAgentsMd }, isPublicDocument: true },
  { pattern: /^\/\.well-known\/agent-card\.json$/, methods: { GET: serveAgentCard }, isPublicDocument: true },
];

export function isEdgePath(pathname: string): boolean {
  return ROUTES.some((route) => route.pattern.test(pathname));
}

/**
 * One entry for every edge route: malformed URLs refused, OPTIONS and HEAD
 * answered from what the path serves, other methods 405 with `Allow`.
 */
export async function serveEdge(req: Request): Promise<Response> {
  const malformed = refuseMalformedUrl(req);
  if (malformed) return malformed;
  const { pathname } = new URL(req.url);
  const route = ROUTES.find((candidate) => candidate.pattern.test(pathname));
  if (!route) return refuse(req, bodyForTransportError('NOT_FOUND'));
  const allowed = route.methods === 'rest' ? restMethodsFor(pathname) : Object.keys(route.methods);
  if (allowed.length === 0) return refuse(req, bodyForTransportError('NOT_FOUND'));
  const cors: Record<string, string> = route.isPublicDocument ? CORS_HEADERS : {};
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: allowWithImplicit(allowed), ...cors } });
  const method = req.method === 'HEAD' && allowed.includes('GET') ? 'GET' : req.method;
  if (!allowed.includes(method)) {
    return refuse(req, bodyForTransportError('METHOD_NOT_SUPPORTED', `${req.method} is not served here; this path takes ${allowed.join(' or ')}.`), { allow: allowed.join(', ') });
  }
  const handler = route.methods === 'rest' ? handleRestRequest : (route.methods[method] as Handler);
  let response: Response;
  try {
    response = await handler(method === req.method ? req : new Request(req.url, { method, headers: req.headers, signal: req.signal }));
  } catch (error) {
    response = respond(req, { ok: false, error });
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return req.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
}

/** Any path, pages included: percent-encoding that does not decode, or decodes to a NUL, is refused before routing. */
export function refuseMalformedUrl(req: Request): Response | null {
  const { pathname, search } = new URL(req.url);
  if (isDecodable(pathname) && isDecodable(search)) return null;
  return refuse(req, { error: 'invalid_input', message: 'The URL holds malformed percent-encoding or a NUL character.', fix: 'Percent-encode the path and query as UTF-8 (e.g. %25 for a literal %).' });
}

const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*', 'access-control-max-age': '86400' };

function allowWithImplicit(allowed: string[]): string {
  return [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}
