import { expect, test } from '@playwright/test';
import { formatMinuteOfDay, isInQuietHours, isKnownTimeZone, localMinuteOfDay, parseMinuteOfDay } from './availability.ts';

const at = (iso: string) => new Date(iso);
const quiet = (timeZone: string, start: string, end: string) => ({ timeZone, quietStartMinute: parseMinuteOfDay(start), quietEndMinute: parseMinuteOfDay(end) });

test('quiet hours are read in the worker\'s own time zone, and may wrap past midnight', () => {
  const night = quiet('America/Los_Angeles', '22:00', '07:00');
  // 05:30 UTC is 21:30 in Los Angeles (PST, UTC-8): not yet quiet; 06:00 UTC is 22:00: quiet.
  expect(isInQuietHours(night, at('2026-11-24T05:30:00Z'))).toBe(false);
  expect(isInQuietHours(night, at('2026-11-24T06:00:00Z'))).toBe(true);
  expect(isInQuietHours(night, at('2026-11-24T14:59:00Z'))).toBe(true); // 06:59
  expect(isInQuietHours(night, at('2026-11-24T15:00:00Z'))).toBe(false); // 07:00: the end is no longer quiet
  const lunch = quiet('Europe/Paris', '12:00', '13:30');
  expect(isInQuietHours(lunch, at('2026-11-24T11:15:00Z'))).toBe(true); // 12:15 in Paris (UTC+1)
  expect(isInQuietHours(lunch, at('2026-11-24T12:30:00Z'))).toBe(false); // 13:30
  expect(isInQuietHours({ timeZone: 'UTC', quietStartMinute: null, quietEndMinute: null }, at('2026-11-24T03:00:00Z'))).toBe(false);
});

test('times of day and time zones are parsed strictly', () => {
  expect(parseMinuteOfDay('22:00')).toBe(1320);
  expect(parseMinuteOfDay('7:05')).toBe(425);
  for (const bad of ['24:00', '12:60', '', 'noon', '12']) expect(parseMinuteOfDay(bad)).toBeNull();
  expect(formatMinuteOfDay(425)).toBe('07:05');
  expect(localMinuteOfDay('Asia/Kolkata', at('2026-11-24T00:00:00Z'))).toBe(5 * 60 + 30);
  expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
});
