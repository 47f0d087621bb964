import { isValidPhotoKey, PhotoNotFoundError, photoStorage, verifyPhotoSignature } from '@/providers/storage/index.ts';


const SERVABLE = /^image\/(jpeg|png|webp|gif)$/;

function error(status: number, body: { error: string; message: string; fix: string }): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/** A photo behind a signed, expiring link made by the local photo store. */
export async function GET(req: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  if (!isValidPhotoKey(key)) {
    return error(400, { error: 'invalid_input', message: 'This is not a photo link.', fix: 'Use the photo_url from the task exactly as it was given.' });
  }
  const query = new URL(req.url).searchParams;
  const check = verifyPhotoSignature(key, query.get('expires'), query.get('signature'), new Date());
  if (!check.ok && check.problem === 'expired') {
    return error(410, { error: 'link_expired', message: 'This photo link has expired.', fix: 'Read the task again (get_task) for a fresh photo_url.' });
  }
  if (!check.ok) {
    return error(403, {
      error: 'invalid_signature',
      message: 'The signature of this photo link is missing or wrong.',
      fix: 'Use the photo_url from the task exactly as it was given, or read the task again for a fresh one.',
    });
  }
  try {
    const { bytes, contentType } = await photoStorage().get(key);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': SERVABLE.test(contentType) ? contentType : 'application/octet-stream',
        'content-length': String(bytes.length),
        'cache-control': 'private, max-age=60',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  } catch (cause) {
    if (cause instanceof PhotoNotFoundError) {
      return error(404, { error: 'not_found', message: 'This photo is no longer stored.', fix: 'Read the task again; if photo_url is null, the task has no photo.' });
    }
    console.error(`[photos] could not read ${key}`, cause);
    return error(500, { error: 'internal_error', message: 'The photo could not be read.', fix: 'Try again in a minute.' });
  }
}
