import type { ServerResponse } from 'node:http';
import { expect, test } from '@playwright/test';
import twilio from 'twilio';
import { replyJson, startRecordingServer, type RecordedRequest } from '../../../e2e/support/recording-server.ts';
import { simulatedSms } from './simulated.ts';
import { twilioSms } from './twilio.ts';

type Answer = (req: RecordedRequest, res: ServerResponse) => void;

/** A stand-in for api.twilio.com that records what the SDK sent. */
async function fakeTwilio(answer: Answer) {
  const server = await startRecordingServer(answer);
  return { ...server, base: server.url };
}

/** The SDK's own HTTP client, with Twilio's host swapped for the local stand-in (and the original URL remembered). */
class LocalRequestClient extends twilio.RequestClient {
  readonly sdkUris: string[] = [];
  constructor(private readonly base: string) {
    super({ timeout: 2_000 });
  }
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    this.sdkUris.push(opts.uri);
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.base) });
  }
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-auth-token';
const FROM = '+14155550100';

const json = replyJson;

test('simulated texting sends nothing and has no message id', async () => {
  expect(simulatedSms.isLive).toBe(false);
  expect(await simulatedSms.send('+14155550123', 'hello')).toEqual({ providerMessageId: null });
});

test('twilio: the SDK posts the text to the Messages API with basic auth and returns the message sid', async () => {
  const api = await fakeTwilio((req, res) =>
    json(res, 201, {
      sid: 'SM0123456789abcdef0123456789abcdef',
      account_sid: SID,
      to: '+14155550123',
      from: FROM,
      body: 'Spotcheck: earn $5.00',
      status: 'queued',
      date_created: 'Thu, 01 Jan 2026 00:00:00 +0000',
      uri: `/2010-04-01/Accounts/${SID}/Messages/SM0123456789abcdef0123456789abcdef.json`,
    }),
  );
  try {
    const httpClient = new LocalRequestClient(api.base);
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient });
    expect(sms).toMatchObject({ name: 'twilio', isLive: true });
    const sent = await sms.send('+14155550123', 'Spotcheck: earn $5.00 — first to claim: https://x/w/abc');

    expect(sent).toEqual({ providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
    expect(httpClient.sdkUris).toEqual([`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`]);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({ To: '+14155550123', From: FROM, Body: 'Spotcheck: earn $5.00 — first to claim: https://x/w/abc' });
  } finally {
    await api.close();
  }
});

test('twilio: a messaging service SID is sent as MessagingServiceSid', async () => {
  const api = await fakeTwilio((req, res) => json(res, 201, { sid: 'SMaaa', status: 'accepted' }));
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: 'MG0123456789abcdef0123456789abcdef', httpClient: new LocalRequestClient(api.base) });
    await sms.send('+14155550123', 'hi');
    expect(Object.fromEntries(new URLSearchParams(api.requests[0]?.body))).toEqual({
      To: '+14155550123',
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      Body: 'hi',
    });
  } finally {
    await api.close();
  }
});

test('twilio: a refused text throws with the status and Twilio error code', async () => {
  const api = await fakeTwilio((req, res) =>
    json(res, 400, { code: 21211, message: "The 'To' number +1555 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 }),
  );
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(api.base) });
    await expect(sms.send('+1555', 'hi')).rejects.toThrow(/HTTP 400, Twilio error 21211: The 'To' number \+1555 is not a valid phone number/);
  } finally {
    await api.close();
  }
});

test('twilio: a server error throws', async () => {
  const api = await fakeTwilio((req, res) => json(res, 500, { code: 20500, message: 'Internal Server Error', status: 500 }));
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(api.base) });
    await expect(sms.send('+14155550123', 'hi')).rejects.toThrow(/Twilio did not send the text: HTTP 500/);
  } finally {
    await api.close();
  }
});

test('twilio: no answer within the timeout throws', async () => {
  const api = await fakeTwilio(() => undefined); // never answers
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(api.base) });
    await expect(sms.send('+14155550123', 'hi')).rejects.toThrow(/Twilio did not send the text/);
  } finally {
    await api.close();
  }
});
