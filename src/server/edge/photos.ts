import { DomainError } from '@/domain/errors.ts';
import { isValidPhotoKey, PhotoNotFoundError, photoStorage, verifyPhotoSignature } from '@/providers/storage/index.ts';
import { respond } from './respond.ts';
import { pathParam } from './url.ts';

const SERVABLE = /^image\/(jpeg|png|webp|gif)$/;

/** GET /photos/<key>: a photo behind a signed, expiring link made by the local photo store. */
export async function servePhoto(req: Request): Promise<Response> {
  try {
    const { bytes, contentType } = await readSignedPhoto(req);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': SERVABLE.test(contentType) ? contentType : 'application/octet-stream',
        'content-length': String(bytes.length),
        'cache-control': 'private, max-age=60',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return respond(req, { ok: false, error });
  }
}

async function readSignedPhoto(req: Request): Promise<{ bytes: Buffer; contentType: string }> {
  const key = pathParam(req, 1);
  if (!isValidPhotoKey(key)) throw new DomainError('invalid_input', 'This is not a photo link.', 'Use the photo_url from the task exactly as it was given.');
  const query = new URL(req.url).searchParams;
  const check = verifyPhotoSignature(key, query.get('expires'), query.get('signature'), new Date());
  if (!check.ok && check.problem === 'expired') throw new DomainError('link_expired', 'This photo link has expired.', 'Read the task again (get_task) for a fresh photo_url.');
  if (!check.ok) {
    throw new DomainError(
      'invalid_signature',
      'The signature of this photo link is missing or wrong.',
      'Use the photo_url from the task exactly as it was given, or read the task again for a fresh one.',
    );
  }
  try {
    return await photoStorage().get(key);
  } catch (cause) {
    if (cause instanceof PhotoNotFoundError) throw new DomainError('not_found', 'This photo is no longer stored.', 'Read the task again; if photo_url is null, the task has no photo.');
    throw cause;
  }
}
