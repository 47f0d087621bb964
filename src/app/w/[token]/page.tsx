import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MAX_PHOTO_BYTES } from '@/domain/verification/photo.ts';
import { pageCaller, runAction } from '@/server/edge/pages/caller.ts';
import { mapTiles } from '../../maps/tiles.ts';
import { WorkerTask } from './worker-task.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck task', robots: { index: false }, referrer: 'same-origin' };

export default async function WorkerTaskPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const caller = await pageCaller();
  const result = await runAction(() => caller.worker.view({ token }));
  if (!result.ok && ['offer_not_found', 'invalid_input'].includes(result.error.error)) notFound();
  if (!result.ok) throw new Error(`worker page: ${result.error.message}`);
  return <WorkerTask token={token} initial={result.data} tiles={mapTiles()} maxPhotoBytes={MAX_PHOTO_BYTES} storedPhotoUrl={result.data.photo_preview_url} />;
}
