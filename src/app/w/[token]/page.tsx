import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DomainError } from '@/domain/errors.ts';
import { openOffer } from '@/domain/tasks/worker-flow.ts';
import { toWorkerTaskView } from '@/server/worker-http.ts';
import { WorkerTask } from './worker-task.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck task', robots: { index: false }, referrer: 'same-origin' };

export default async function WorkerTaskPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const offer = await openOffer(token, new Date());
    return <WorkerTask token={token} initial={toWorkerTaskView(offer)} />;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'offer_not_found') notFound();
    throw error;
  }
}
