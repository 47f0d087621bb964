import { DomainError } from '@/domain/errors.ts';

/** REST calls, worker answers and webhook bodies: no Spotcheck request needs more. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** An MCP message, an inbound email or a Stripe event. */
export const MAX_LARGE_JSON_BODY_BYTES = 256 * 1024;

/**
 * Every request body is read through here: bytes are counted as they arrive
 * and reading stops at `limit`, so a huge or endless (chunked) body is never
 * held in memory. A declared Content-Length over the limit is refused before
 * the first byte is read. Call it before any lookup the body could be
 * refused without.
 */
export async function readBody(req: Request, limit: number, tooLarge: () => DomainError = () => payloadTooLarge(limit)): Promise<Buffer> {
  if (Number(req.headers.get('content-length') ?? '0') > limit) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The rest stays unread; the front door closes the connection after answering.
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function payloadTooLarge(limit: number): DomainError {
  return new DomainError('payload_too_large', `The request body is larger than ${limit / 1024} KiB.`, 'Send a smaller body; no Spotcheck request needs more.', {
    limit_bytes: limit,
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; bytes that are not UTF-8 are refused rather than silently replaced. */
export function bodyText(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new DomainError('invalid_input', 'The request body is not valid UTF-8.', 'Send the body as UTF-8 encoded JSON.');
  }
}

/** No Spotcheck input nests deeper than a few levels; deeper input would only make recursive code overflow its stack. */
const MAX_JSON_DEPTH = 20;

/** The body parsed as JSON (undefined for an empty body). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError('invalid_input', 'The request body is not valid JSON.', 'Send a JSON object with Content-Type: application/json.');
  }
  if (depthOf(value) > MAX_JSON_DEPTH) {
    throw new DomainError('invalid_input', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, 'Send the fields the operation documents; none nests that deep.');
  }
  return value;
}

/** A JSON body holding the fields of one call; an empty body is no fields. A string, number or array would be spread into the input by index ("0": …). */
export function parseJsonObject(text: string): Record<string, unknown> {
  const value = parseJsonBody(text);
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DomainError('invalid_input', 'The request body must be a JSON object.', 'Send the fields as a JSON object, e.g. {"timeout_seconds": 30}, or no body where every field is optional.');
  }
  return value as Record<string, unknown>;
}

/** Measured with its own stack, so the measuring cannot overflow either. */
function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) break;
    if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) stack.push([inner, depth + 1]);
  }
  return deepest;
}
