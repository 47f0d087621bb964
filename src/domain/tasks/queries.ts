import { db } from '@/db/client.ts';
import type { Prisma } from '@/db/generated/client.ts';
import type { TaskStatus } from '@/db/generated/enums.ts';
import { DomainError } from '@/domain/errors.ts';
import { photoStorage } from '@/providers/storage/index.ts';
import { expireOverdueTasks } from './settle.ts';

/** How long a photo link handed to an agent keeps working. */
export const PHOTO_URL_TTL_SECONDS = 60 * 60;

const AGENT_VIEW = { dispute: true, answer: { include: { photo: true, worker: { select: { rating: true } } } } } as const;

type TaskRow = Prisma.TaskGetPayload<{ include: typeof AGENT_VIEW }>;

/** A task as the agent sees it: with its dispute and answer, and an expiring link to the answer's photo. */
export type AgentTask = TaskRow & { photoUrl: string | null };

/**
 * One task of this agent, with overdue tasks expired first so a read never
 * shows a task past its deadline as dispatched. Another agent's task is
 * reported as not found, never shown.
 */
export async function getOwnTask(agentId: string, taskId: string, now: Date): Promise<AgentTask> {
  await expireOverdueTasks(now, agentId);
  const task = await db().task.findFirst({ where: { id: taskId, agentId }, include: AGENT_VIEW });
  if (!task) {
    throw new DomainError(
      'task_not_found',
      `No task ${taskId} was created with this API key.`,
      'Use a task_id returned by ask_check with this key; list_tasks shows them.',
      { task_id: taskId },
    );
  }
  return withPhotoUrl(task);
}

export type TaskPage = { tasks: AgentTask[]; nextCursor: string | null };

/**
 * This agent's tasks, newest first, one page at a time. The cursor is the
 * position (created_at, id) of the last task shown, so tasks created while
 * paging land before it and never shift later pages (no duplicates, no gaps).
 */
export async function listOwnTasks(
  agentId: string,
  filter: { status?: TaskStatus | undefined; limit: number; cursor?: string | undefined },
  now: Date,
): Promise<TaskPage> {
  await expireOverdueTasks(now, agentId);
  const after = filter.cursor === undefined ? undefined : decodeTaskCursor(filter.cursor);
  const rows = await db().task.findMany({
    where: {
      agentId,
      ...(filter.status ? { status: filter.status } : {}),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    // One more than asked tells whether another page follows.
    take: filter.limit + 1,
    include: AGENT_VIEW,
  });
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return { tasks: await Promise.all(page.map(withPhotoUrl)), nextCursor: rows.length > filter.limit && last ? encodeTaskCursor(last) : null };
}

/** Opaque to agents: base64url of the last task's created_at (ms) and id. */
function encodeTaskCursor(task: { createdAt: Date; id: string }): string {
  return Buffer.from(`${task.createdAt.getTime()}.${task.id}`).toString('base64url');
}

const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeTaskCursor(cursor: string): { createdAt: Date; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) {
    throw new DomainError(
      'invalid_input',
      'Invalid input: cursor: is not a cursor list_tasks returned. Nothing was created or changed.',
      'Send the next_cursor of the previous list_tasks response unchanged, or leave cursor out for the newest tasks.',
      { fields: [{ field: 'cursor', problem: 'is not a cursor list_tasks returned' }] },
    );
  }
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}

/** Re-reads a task in the agent's view after a change made inside a transaction. */
export async function readAgentTask(taskId: string): Promise<AgentTask> {
  return withPhotoUrl(await db().task.findUniqueOrThrow({ where: { id: taskId }, include: AGENT_VIEW }));
}

async function withPhotoUrl(task: TaskRow): Promise<AgentTask> {
  const key = task.answer?.photo?.storageKey;
  return { ...task, photoUrl: key ? await photoStorage().signedUrl(key, PHOTO_URL_TTL_SECONDS) : null };
}

/** The answer photo of one of this agent's tasks, for showing it to the agent's human (MCP show_task). */
export async function getOwnTaskPhoto(agentId: string, taskId: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const task = await db().task.findFirst({ where: { id: taskId, agentId }, select: { answer: { select: { photo: { select: { storageKey: true } } } } } });
  const key = task?.answer?.photo?.storageKey;
  return key ? photoStorage().get(key) : null;
}
