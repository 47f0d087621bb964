import { storePhoto } from '@/domain/tasks/worker-flow.ts';
import { MAX_PHOTO_BYTES } from '@/domain/verification/photo.ts';
import { runWorkerAction } from '@/server/edge/worker.ts';
import { jsonError } from '@/server/edge/rest.ts';

export const dynamic = 'force-dynamic';

/** The photo arrives as the raw request body (image/*), straight from the camera input. */
export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  if (Number(req.headers.get('content-length') ?? '0') > MAX_PHOTO_BYTES) {
    return jsonError({ error: 'invalid_photo', message: 'The photo is larger than 8 MiB.', fix: 'Take the photo again at a lower resolution.' });
  }
  const bytes = Buffer.from(await req.arrayBuffer());
  return runWorkerAction(() => storePhoto(token, bytes, new Date()));
}
