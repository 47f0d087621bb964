import { DomainError } from '@/domain/errors.ts';
import { storePhoto } from '@/domain/tasks/worker-flow.ts';
import { MAX_PHOTO_BYTES } from '@/domain/verification/photo.ts';
import { createContextFromRequest } from '../context.ts';
import { createCaller } from '../router.ts';
import { bodyText, MAX_JSON_BODY_BYTES, parseJsonObject, readBody } from './body.ts';
import { respondTo } from './respond.ts';
import { pathParam } from './url.ts';

/**
 * The worker page's actions, at the URLs texts already carry:
 * `POST /w/<token>/claim` and `/w/<token>/answer` call the worker procedures
 * with the link's token; `/w/<token>/photo` takes the photo as the raw body.
 */
export function handleWorkerClaim(req: Request): Promise<Response> {
  return respondTo(req, async () => createCaller(createContextFromRequest(req)).worker.claim({ token: tokenOf(req) }));
}

export function handleWorkerAnswer(req: Request): Promise<Response> {
  return respondTo(req, async () => {
    const fields = parseJsonObject(bodyText(await readBody(req, MAX_JSON_BODY_BYTES)));
    // The procedure's schema checks every field; the token comes from the URL, whatever the body says.
    return createCaller(createContextFromRequest(req)).worker.answer({ ...fields, token: tokenOf(req) } as never);
  });
}

/** The photo arrives as the raw request body (image/*), straight from the camera input; it is bounded before the link is looked up. */
export function handleWorkerPhoto(req: Request): Promise<Response> {
  return respondTo(req, async () => {
    const bytes = await readBody(req, MAX_PHOTO_BYTES, photoTooLarge);
    return storePhoto(tokenOf(req), bytes, new Date());
  });
}

function tokenOf(req: Request): string {
  return pathParam(req, 1);
}

function photoTooLarge(): DomainError {
  return new DomainError('invalid_photo', 'The photo is larger than 8 MiB.', 'Take the photo again at a lower resolution.', { limit_bytes: MAX_PHOTO_BYTES });
}
