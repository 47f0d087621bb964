import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DomainError } from '@/domain/errors.ts';
import { openOffer } from '@/domain/tasks/worker-flow.ts';
import { MAX_PHOTO_BYTES } from '@/domain/verification/photo.ts';
import { photoStorage } from '@/providers/storage/index.ts';
import { toWorkerTaskView } from '@/server/worker-http.ts';
import { mapTiles } from '../../maps/tiles.ts';
import { WorkerTask } from './worker-task.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck task', robots: { index: false }, referrer: 'no-referrer' };

/** How long the preview link of a photo already sent keeps working (the page is reloaded for a new one). */
const PREVIEW_TTL_SECONDS = 60 * 60;

export default async function WorkerTaskPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const offer = await openOffer(token, new Date());
    const stored = offer.task.claimedById === offer.workerId && offer.state === 'yours' ? offer.task.photos[0] : undefined;
    const storedPhotoUrl = stored ? await photoStorage().signedUrl(stored.storageKey, PREVIEW_TTL_SECONDS) : null;
    return <WorkerTask token={token} initial={toWorkerTaskView(offer)} tiles={mapTiles()} maxPhotoBytes={MAX_PHOTO_BYTES} storedPhotoUrl={storedPhotoUrl} />;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'offer_not_found') notFound();
    throw error;
  }
}
