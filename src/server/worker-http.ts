import { centsToUsd } from '@/domain/money/usd.ts';
import { DomainError } from '@/domain/errors.ts';
import type { WorkerOffer } from '@/domain/tasks/worker-flow.ts';
import { jsonError } from './rest.ts';

/** The worker page's view of a task: only what a worker needs, never the agent or the other workers. */
export function toWorkerTaskView(offer: WorkerOffer) {
  const { task } = offer;
  return {
    state: offer.state,
    status: task.status,
    question: task.question,
    task_type: task.taskType,
    place_label: task.placeLabel,
    lat: task.lat,
    lng: task.lng,
    bounty_usd: centsToUsd(task.bountyCents),
    require_photo: task.requirePhoto,
    deadline_at: task.deadlineAt.toISOString(),
  };
}

export type WorkerTaskView = ReturnType<typeof toWorkerTaskView>;

/**
 * Worker actions are plain route handlers (a photo upload is a binary body,
 * not a JSON procedure); they call the domain and answer in the usual error shape.
 */
export async function runWorkerAction(action: () => Promise<WorkerOffer | Record<string, unknown>>): Promise<Response> {
  try {
    const result = await action();
    return Response.json('state' in result && 'task' in result ? toWorkerTaskView(result as WorkerOffer) : result);
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.toBody());
    console.error('[worker]', error);
    return jsonError({ error: 'internal_error', message: 'Something failed on our side.', fix: 'Try again in a moment.' });
  }
}
