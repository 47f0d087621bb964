import { z } from 'zod';

/** What the worker page sends with an answer. */
export const workerAnswerSchema = z
  .object({
    answer_text: z.string().trim().min(1, 'write what you saw').max(2000),
    answer_bool: z.boolean().nullable(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    photo_id: z.uuid().nullable(),
  })
  .strict();

export type WorkerAnswer = z.infer<typeof workerAnswerSchema>;

/** Task types whose answer is a yes or a no (the page offers the two buttons). */
export const YES_NO_TASK_TYPES: readonly string[] = ['is_open', 'in_stock'];
