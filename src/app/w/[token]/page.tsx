import type { Metadata } from 'next';
import { DomainError } from '@/domain/errors.ts';
import { openOffer } from '@/domain/tasks/worker-flow.ts';
import { toWorkerTaskView } from '@/server/worker-http.ts';
import { WorkerTask } from './worker-task.tsx';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Spotcheck task', robots: { index: false } };

export default async function WorkerTaskPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const offer = await openOffer(token, new Date());
    return <WorkerTask token={token} initial={toWorkerTaskView(offer)} />;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return (
      <main className="mx-auto max-w-md p-5">
        <h1 className="text-2xl font-semibold">Link not valid</h1>
        <p className="mt-3 text-slate-700">{error.fix}</p>
      </main>
    );
  }
}
