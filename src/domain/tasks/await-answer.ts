import { taskEvents } from '@/db/task-events.ts';
import { getOwnTask, type AgentTask } from './queries.ts';
import { isDoneWaiting } from './state-machine.ts';

/**
 * Long-poll: returns as soon as the task is answered or can no longer be, or
 * after `timeoutSeconds`. A change made by any server process wakes the
 * waiter through Postgres LISTEN/NOTIFY; so does the deadline, since expiry
 * is such a change (and the waiter also wakes at the deadline itself).
 */
export async function awaitAnswer(
  { agentId, taskId, timeoutSeconds, signal }: { agentId: string; taskId: string; timeoutSeconds: number; signal?: AbortSignal | undefined },
  clock: () => Date,
): Promise<AgentTask> {
  const giveUpAt = clock().getTime() + timeoutSeconds * 1000;
  let task = await getOwnTask(agentId, taskId, clock());
  if (isDoneWaiting(task.status) || taskEvents().isClosed) return task;
  const subscription = await taskEvents().subscribe(taskId);
  try {
    // Read again now that changes are being collected, so none is missed in between.
    task = await getOwnTask(agentId, taskId, clock());
    while (!isDoneWaiting(task.status) && !signal?.aborted && !taskEvents().isClosed) {
      const now = clock().getTime();
      if (now >= giveUpAt) break;
      const untilDeadline = task.status === 'dispatched' ? Math.max(0, task.deadlineAt.getTime() - now) + 50 : Infinity;
      await subscription.nextChange(Math.min(giveUpAt - now, untilDeadline), signal);
      task = await getOwnTask(agentId, taskId, clock());
    }
    return task;
  } finally {
    subscription.close();
  }
}
