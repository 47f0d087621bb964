import { expect, test } from '@playwright/test';
import { DomainError } from '@/domain/errors.ts';
import { parseJsonBody } from './edge/body.ts';
import { refuseUnstorableText } from './storable-text.ts';

function refusal(input: unknown): unknown {
  try {
    refuseUnstorableText(input);
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.toBody() : error;
  }
}

test('NUL characters and unpaired surrogates are refused naming the field, at any depth and in property names', () => {
  expect(refusal({ name: 'a\u0000b' })).toMatchObject({ error: 'invalid_input', fields: [{ field: 'name' }] });
  expect(refusal({ location: { label: 'x\ud800' } })).toMatchObject({ fields: [{ field: 'location.label' }] });
  expect(refusal({ list: ['ok', '\udc00y'] })).toMatchObject({ fields: [{ field: 'list.1' }] });
  expect(refusal({ ['bad\u0000key']: 1 })).toMatchObject({ error: 'invalid_input' });
  expect(refusal('\ud800')).toMatchObject({ fields: [{ field: '(body)' }] });
});

test('ordinary text, emoji (paired surrogates) and other values pass', () => {
  expect(refusal({ question: 'Is the café open? 👍', n: 3, b: false, none: null, nested: { list: ['日本語'] } })).toBeNull();
  expect(refusal(undefined)).toBeNull();
});

test('deep input is walked without recursion, and JSON bodies nesting deeper than 20 levels are refused', () => {
  let deep: unknown = 'leaf';
  for (let level = 0; level < 100_000; level++) deep = [deep];
  expect(refusal(deep)).toBeNull();
  expect(parseJsonBody(`${'['.repeat(20)}${']'.repeat(20)}`)).toBeDefined();
  expect(() => parseJsonBody(`${'['.repeat(21)}${']'.repeat(21)}`)).toThrow(/nests deeper than 20/);
  expect(() => parseJsonBody('{"a": ')).toThrow(/not valid JSON/);
  expect(parseJsonBody('  ')).toBeUndefined();
});
