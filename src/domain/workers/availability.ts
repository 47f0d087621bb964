/** When a worker wants offers: their own "available now" switch and quiet hours in their local time. */

export type QuietHours = { timeZone: string; quietStartMinute: number | null; quietEndMinute: number | null };

/** True when the IANA time zone name is one this runtime knows (e.g. America/Los_Angeles). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after local midnight at `now` in `timeZone`. */
export function localMinuteOfDay(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Quiet hours may wrap past midnight (22:00 to 07:00); the end minute itself is no longer quiet. */
export function isInQuietHours(worker: QuietHours, now: Date): boolean {
  const { quietStartMinute: start, quietEndMinute: end } = worker;
  if (start === null || end === null || start === end) return false;
  const minute = localMinuteOfDay(worker.timeZone, now);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** "22:00" from 1320. */
export function formatMinuteOfDay(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 1320 from "22:00"; null when it is not a 24-hour HH:MM time. */
export function parseMinuteOfDay(text: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
