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
  // Each entry links to its parent rather than copying the path, so deep input costs linear time.
  type Entry = { value: unknown; key: string | null; parent: Entry | null };
  const stack: Entry[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    if (typeof entry.value === 'string') {
      if (UNSTORABLE.test(entry.value)) throw unstorable(pathOf(entry));
    } else if (typeof entry.value === 'object' && entry.value !== null) {
      for (const [key, inner] of Object.entries(entry.value)) {
        const child = { value: inner, key, parent: entry };
        if (UNSTORABLE.test(key)) throw unstorable(pathOf(child));
        stack.push(child);
      }
    }
  }
}

function pathOf(entry: { key: string | null; parent: { key: string | null; parent: unknown } | null }): string[] {
  const path: string[] = [];
  for (let at: typeof entry | null = entry; at?.key != null; at = at.parent as typeof entry | null) path.unshift(at.key);
  return path;
}

function unstorable(path: string[]): DomainError {
  const field = path.join('.') || '(body)';
  const problem = 'holds a NUL character or an unpaired UTF-16 surrogate';
  return new DomainError('invalid_input', `Invalid input: ${field}: ${problem}. Nothing was created or changed.`, `Send ${field} as plain text without control characters.`, {
    fields: [{ field, problem }],
  });
}
