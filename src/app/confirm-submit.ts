import type { FormEvent } from 'react';

/**
 * Destructive buttons carry `data-confirm` with the question to ask; a "no"
 * cancels the submit (React runs no form action for a prevented submit).
 * Returns whether the submit goes ahead.
 */
export function confirmSubmit(event: FormEvent<HTMLFormElement>): boolean {
  const question = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-confirm');
  if (!question || window.confirm(question)) return true;
  event.preventDefault();
  return false;
}
