import { db } from '@/db/client.ts';
import type { Prisma } from '@/db/generated/client.ts';
import type { TaskStatus } from '@/db/generated/enums.ts';
import { DomainError } from '@/domain/errors.ts';
import { expireOverdueTasks } from './settle.ts';

/** A task as the agent sees it: with its dispute, if any. */
export type AgentTask = Prisma.TaskGetPayload<{ include: { dispute: true } }>;

/**
 * One task of this agent, with overdue tasks expired first so a read never
 * shows a task past its deadline as dispatched. Another agent's task is
 * reported as not found, never shown.
 */
export async function getOwnTask(agentId: string, taskId: string, now: Date): Promise<AgentTask> {
  await expireOverdueTasks(now, agentId);
  const task = await db().task.findFirst({ where: { id: taskId, agentId }, include: { dispute: true } });
  if (!task) {
    throw new DomainError(
      'task_not_found',
      `No task ${taskId} was created with this API key.`,
      'Use a task_id returned by ask_check with this key; list_tasks shows them.',
      { task_id: taskId },
    );
  }
  return task;
}

export async function listOwnTasks(agentId: string, filter: { status?: TaskStatus | undefined; limit: number }, now: Date): Promise<AgentTask[]> {
  await expireOverdueTasks(now, agentId);
  return db().task.findMany({
    where: { agentId, ...(filter.status ? { status: filter.status } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
    include: { dispute: true },
  });
}
