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

/** The body parsed as JSON (undefined for an empty body). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('invalid_input', 'The request body is not valid JSON.', 'Send a JSON object with Content-Type: application/json.');
  }
}
