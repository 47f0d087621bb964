import type { ErrorBody } from '@/domain/errors.ts';

/** A refusal as the console shows it: what happened, then what to do. */
export function ErrorNotice({ error }: { error: Pick<ErrorBody, 'message' | 'fix'> }) {
  return (
    <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-medium">{error.message}</p>
      <p className="mt-1">{error.fix}</p>
    </div>
  );
}
