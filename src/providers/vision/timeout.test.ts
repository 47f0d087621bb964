import { expect, test } from '@playwright/test';
import { withTimeout } from './timeout.ts';

// A check that never settles always times out, and one that settles is never cut off: no race with the clock.
test('a photo check that does not settle in time is rejected, naming the check and the limit', async () => {
  await expect(withTimeout(new Promise(() => {}), 5, 'the local photo check')).rejects.toThrow('the local photo check took longer than 5 ms');
});

test('a photo check that settles is answered as it settled', async () => {
  await expect(withTimeout(Promise.resolve('safe'), 60_000, 'the local photo check')).resolves.toBe('safe');
  await expect(withTimeout(Promise.reject(new Error('the photo could not be decoded')), 60_000, 'the local photo check')).rejects.toThrow('could not be decoded');
});
