import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { publicBaseUrl } from '@/env.ts';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '../context.ts';
import { bodyForTransportError } from '../errors.ts';
import { refuse } from './respond.ts';
import { isEdgePath, refuseMalformedUrl, serveEdge } from './routes.ts';

/** Methods any path here may take; others (TRACE, CONNECT, WebDAV…) are refused before routing. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A caller's X-Request-Id is echoed only when it looks like an id (no header or log injection). */
const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * The node HTTP handler of `npm start`, in front of Next: it stamps the
 * socket's client address and a request id, answers every edge route (REST,
 * MCP, worker actions, webhooks, photos, documents) itself with the same
 * fetch-style code Next's route files re-export, and hands only pages to Next.
 */
const HARDENING_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'same-origin'],
] as const;

export function frontDoor(servePage: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
    const callerId = req.headers['x-request-id'];
    const requestId = typeof callerId === 'string' && SANE_REQUEST_ID.test(callerId) ? callerId : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('request-id', requestId);
    // The hardening every response carries; pages get their full CSP from next.config.ts.
    for (const [name, value] of HARDENING_HEADERS) res.setHeader(name, value);
    try {
      route(req, res, servePage);
    } catch (error) {
      // Only a request our parsing cannot represent gets here (a URL or header a web Request refuses).
      console.error(`[edge] request ${requestId} ${req.method} could not be read:`, error);
      res.statusCode = 400;
      res.setHeader('connection', 'close');
      res.end();
    }
  };
}

function route(req: IncomingMessage, res: ServerResponse, servePage: (req: IncomingMessage, res: ServerResponse) => void): void {
  const path = req.url ?? '/';
  if (!KNOWN_METHODS.has(req.method ?? '') || !path.startsWith('/')) {
    // A web Request cannot carry TRACE or CONNECT: the refusal is made for a GET of the same path.
    void send(req, res, refuse(new Request(publicBaseUrl()), notServed(req)));
    return;
  }
  const url = new URL(`${new URL(publicBaseUrl()).origin}${path}`);
  const malformed = refuseMalformedUrl(new Request(url));
  if (malformed) {
    void send(req, res, malformed);
    return;
  }
  if (!isEdgePath(url.pathname)) {
    // Pages take GET and HEAD, and POST for their forms (server actions); Next itself refuses OPTIONS.
    if (req.method === 'OPTIONS') void send(req, res, new Response(null, { status: 204, headers: { allow: 'GET, HEAD, POST, OPTIONS' } }));
    else servePage(req, res);
    return;
  }
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  void serveEdge(toRequest(req, url, abort.signal)).then((response) => send(req, res, response));
}

function notServed(req: IncomingMessage) {
  if (!KNOWN_METHODS.has(req.method ?? '')) return bodyForTransportError('METHOD_NOT_SUPPORTED', `${req.method} is not served by Spotcheck.`);
  return { error: 'invalid_input' as const, message: 'The request target must be a path starting with /.', fix: 'Send the path only, e.g. POST /v1/signup.' };
}

function toRequest(req: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) headers.append(req.rawHeaders[index] as string, req.rawHeaders[index + 1] as string);
  headers.set(CLIENT_IP_HEADER, String(req.headers[CLIENT_IP_HEADER]));
  headers.set(REQUEST_ID_HEADER, String(req.headers[REQUEST_ID_HEADER]));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, signal, ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}) } as RequestInit);
}

/**
 * The request body as a web stream that reads only as fast as it is
 * consumed. Cancelling it (a body over its cap) leaves the rest unread
 * without destroying the socket, so the refusal can still be sent.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const listeners: [string, Parameters<IncomingMessage["on"]>[1]][] = [];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const on = (event: string, listener: Parameters<IncomingMessage["on"]>[1]) => {
        listeners.push([event, listener]);
        req.on(event, listener);
      };
      on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      on('end', () => controller.close());
      on('error', (error: Error) => controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      for (const [event, listener] of listeners) req.off(event, listener);
      req.pause();
    },
  });
}

/** Writes the edge's answer; a request whose body was not read to the end cannot share its connection with the next one. */
async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = response.status;
  // Documents, JSON and photos run no script and are never framed.
  res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; frame-ancestors 'none'");
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!req.complete) closeAfterAnswer(req.socket, res);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => undefined);
}

/** How long a connection is kept open after its answer, discarding what the client still sends. */
const LINGER_MS = 5_000;

/**
 * The connection is closed after the answer (Connection: close), gently:
 * node would destroy the socket at once, and a client still sending the rest
 * of its body would then get a reset and could lose the answer. Instead our
 * side is shut, and what still arrives is read and dropped until the client
 * closes too (or LINGER_MS has passed).
 */
function closeAfterAnswer(socket: Socket, res: ServerResponse): void {
  res.setHeader('connection', 'close');
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}
