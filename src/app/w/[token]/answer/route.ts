import { submitAnswer } from '@/domain/tasks/worker-flow.ts';
import { workerAnswerSchema } from '@/schemas/worker.ts';
import { invalidInputBody } from '@/server/errors.ts';
import { jsonError } from '@/server/edge/rest.ts';
import { runWorkerAction } from '@/server/edge/worker.ts';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const raw: unknown = await req.json().catch(() => null);
  const parsed = workerAnswerSchema.safeParse(raw);
  if (!parsed.success) return jsonError(invalidInputBody(parsed.error.issues, raw));
  const answer = parsed.data;
  return runWorkerAction(() =>
    submitAnswer(token, { answerText: answer.answer_text, answerBool: answer.answer_bool, lat: answer.lat, lng: answer.lng, photoId: answer.photo_id }, new Date()),
  );
}
