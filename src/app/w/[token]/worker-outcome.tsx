import type { WorkerTaskView } from '@/schemas/worker.ts';

function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** What became of a sent answer, in the worker's words, with the checks that did not pass. */
export function Outcome({ view }: { view: WorkerTaskView }) {
  const earned = `$${view.bounty_usd.toFixed(2)}`;
  const outcome = view.outcome ?? { kind: 'checking' as const };
  let text: string;
  switch (outcome.kind) {
    case 'paid':
      text = outcome.dispute_rejected
        ? `The asker disputed your answer; a person reviewed it and you keep the pay: ${earned}.`
        : outcome.reviewed
          ? `A person reviewed your answer and paid you: ${earned} added to your earnings.`
          : `Verified and paid: ${earned} added to your earnings.`;
      break;
    case 'in_review':
      text = 'A check did not pass, so a person will review your answer before you are paid.';
      break;
    case 'disputed':
      text = 'The asker disputed your answer. A person is reviewing it; this page will show the decision.';
      break;
    case 'upheld':
      text =
        outcome.taken_back_cents > 0
          ? `The asker's dispute was upheld: a person found the answer wrong, and ${usd(outcome.taken_back_cents)} was taken back from your earnings.`
          : "The asker's dispute was upheld: a person found the answer wrong, so this task is not paid.";
      break;
    case 'rejected':
      text = 'A person reviewed your answer and did not pay for it.';
      break;
    default:
      text = 'Thank you. We are checking it now.';
  }
  const good = outcome.kind === 'paid';
  return (
    <section className={`mt-6 rounded-lg p-4 ${good ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-900'}`} role="status">
      <h2 className="text-lg font-semibold">Answer sent</h2>
      <p className="mt-1">{text}</p>
      {view.failed_checks.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">What did not pass</h3>
          <ul className="mt-1 list-disc pl-5">
            {view.failed_checks.map((failed) => (
              <li key={failed.check}>{failed.message}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
