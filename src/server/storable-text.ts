import { DomainError } from '@/domain/errors.ts';

// A NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate does
// not survive a round trip through UTF-8 (so an exact replay would no longer match).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses any string (value or property name, at any depth) that cannot be
 * stored as sent, naming the field, before any procedure sees the input.
 * Walks with its own stack: deeply nested input cannot overflow the call stack.
 */
export function refuseUnstorableText(input: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) throw unstorable(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) throw unstorable([...path, key]);
        stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
}

function unstorable(path: string[]): DomainError {
  const field = path.join('.') || '(body)';
  const problem = 'holds a NUL character or an unpaired UTF-16 surrogate';
  return new DomainError('invalid_input', `Invalid input: ${field}: ${problem}. Nothing was created or changed.`, `Send ${field} as plain text without control characters.`, {
    fields: [{ field, problem }],
  });
}
