import { claimTask } from '@/domain/tasks/worker-flow.ts';
import { runWorkerAction } from '@/server/edge/worker.ts';

export const dynamic = 'force-dynamic';

export async function POST(_req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return runWorkerAction(() => claimTask(token, new Date()));
}
