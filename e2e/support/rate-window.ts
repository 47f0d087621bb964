/**
 * Rate limits count in fixed windows aligned to the clock (every minute, every
 * hour). A test that fills a window waits, if need be, until the next `seconds`
 * fit inside one minute, so no window boundary resets the count halfway.
 */
export async function fitInOneMinute(seconds: number): Promise<void> {
  const intoMinuteMs = Date.now() % 60_000;
  if (intoMinuteMs + seconds * 1000 > 60_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinuteMs + 100));
}
