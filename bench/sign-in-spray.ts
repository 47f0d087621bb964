/**
 * `npx tsx bench/sign-in-spray.ts [--seconds 20 --spray-per-s 20]`: API
 * latency (GET /v1/balance, one request at a time) on one server process,
 * first idle, then while a password spray hits the staff sign-in from many
 * addresses (TRUST_PROXY with a new X-Forwarded-For each time, a new account
 * each time, so neither throttle cuts it off and every attempt costs scrypt).
 * Shows that password checks, one at a time per process, leave the API its
 * latency.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { withOneServer } from './one-server.ts';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, 'spray-per-s': { type: 'string', default: '20' } } });
async function main(): Promise<void> {
  await withOneServer('spray', { TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_HOUR: '1000', RATE_LIMIT_PER_MINUTE: '1000000' }, async ({ url }) => {
    const signup = (await (await fetch(`${url}/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"spray-bench"}' })).json()) as { api_key: string };
    const seconds = Number(args.seconds);

    const measureApi = async (): Promise<number[]> => {
      const latencies: number[] = [];
      const endAt = Date.now() + seconds * 1000;
      while (Date.now() < endAt) {
        const t0 = performance.now();
        await (await fetch(`${url}/v1/balance`, { headers: { authorization: `Bearer ${signup.api_key}` } })).text();
        latencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return latencies.sort((a, b) => a - b);
    };
    const summary = (sorted: number[]) => ({
      requests: sorted.length,
      p50: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10,
      p99: Math.round((sorted[Math.floor(sorted.length * 0.99)] ?? 0) * 10) / 10,
    });

    const idle = summary(await measureApi());
    let attempts = 0;
    let refused = 0;
    let spraying = true;
    const sprayOnce = async (index: number) => {
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      const csrf = await fetch(`${url}/api/auth/csrf`, { headers: { 'x-forwarded-for': ip } });
      const cookie = csrf.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const response = await fetch(`${url}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': ip },
        body: new URLSearchParams({ csrfToken, email: `staff-${randomUUID()}@example.com`, password: 'Winter2026!', json: 'true' }),
      });
      const body = await response.text();
      attempts++;
      if (body.includes('RateLimited')) refused++;
    };
    const sprayer = (async () => {
      const gapMs = 1000 / Number(args['spray-per-s']);
      const inFlight: Promise<void>[] = [];
      for (let index = 1; spraying; index++) {
        inFlight.push(sprayOnce(index).catch(() => undefined));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      await Promise.all(inFlight);
    })();
    const during = summary(await measureApi());
    spraying = false;
    await sprayer;
    const result = { idle, during, spray: { attempts, perMinute: Math.round((attempts / seconds) * 60), refusedAsBusy: refused } };
    console.log(JSON.stringify(result, null, 2));
  });
}

await main();
process.exit(0);
