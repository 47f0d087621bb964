import { expect, test } from '@playwright/test';
import { fakeTwilio, LocalRequestClient, messagesPage } from '../../../e2e/support/fake-twilio.ts';
import { replyJson } from '../../../e2e/support/recording-server.ts';
import { twilioSms } from './twilio.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-auth-token';
const FROM = '+14155550100';

const json = replyJson;

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

const listed = (sid: string, body: string, extra: Record<string, unknown> = {}) => ({ sid, account_sid: SID, to: '+14155550123', from: FROM, body, status: 'delivered', ...extra });

test('twilio lookup: lists texts to the number from our sender since the first attempt, and returns the sid of the one with the exact body', async () => {
  const body = 'Spotcheck: earn $5.00 — first to claim: https://x/w/abc';
  const api = await fakeTwilio((req, res) =>
    json(res, 200, messagesPage([listed('SMother', 'Spotcheck: earn $5.00 — first to claim: https://x/w/zzz'), listed('SMmine', body), listed('SMprefix', `${body} more`)])),
  );
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(api.base) });
    const since = new Date('2026-11-25T01:00:00.000Z');
    expect(await sms.findAccepted?.({ idempotencyKey: 'outbox-1-1', to: '+14155550123', body, since })).toBe('SMmine');
    expect(await sms.findAccepted?.({ idempotencyKey: 'outbox-2-2', to: '+14155550123', body: 'Spotcheck: earn $5.00 — first to claim: https://x/w/new', since })).toBeNull();

    expect(api.requests).toHaveLength(2);
    const url = new URL(api.requests[0]?.url ?? '', 'http://x');
    expect(api.requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    // DateSent> a few minutes before the first attempt, for clocks that disagree.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ To: '+14155550123', From: FROM, 'DateSent>': '2026-11-25T00:55:00Z' });
    expect(api.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  } finally {
    await api.close();
  }
});

test('twilio lookup: reads the following pages until the text is found', async () => {
  const api = await fakeTwilio((req, res) =>
    req.url.includes('Page=1')
      ? json(res, 200, messagesPage([listed('SMfound', 'the one')]))
      : json(res, 200, messagesPage([listed('SMa', 'another')], `/2010-04-01/Accounts/${SID}/Messages.json?To=%2B14155550123&Page=1&PageSize=50`)),
  );
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(api.base) });
    expect(await sms.findAccepted?.({ idempotencyKey: 'k', to: '+14155550123', body: 'the one', since: new Date() })).toBe('SMfound');
    expect(api.requests).toHaveLength(2);
  } finally {
    await api.close();
  }
});

test('twilio lookup through a messaging service: no From filter, and only texts sent through that service count', async () => {
  const service = 'MG0123456789abcdef0123456789abcdef';
  const api = await fakeTwilio((req, res) =>
    json(res, 200, messagesPage([listed('SMelsewhere', 'hi', { messaging_service_sid: 'MGffffffffffffffffffffffffffffffff' }), listed('SMours', 'hi', { messaging_service_sid: service })])),
  );
  try {
    const sms = twilioSms({ accountSid: SID, authToken: TOKEN, from: service, httpClient: new LocalRequestClient(api.base) });
    expect(await sms.findAccepted?.({ idempotencyKey: 'k', to: '+14155550123', body: 'hi', since: new Date() })).toBe('SMours');
    expect(new URL(api.requests[0]?.url ?? '', 'http://x').searchParams.has('From')).toBe(false);
  } finally {
    await api.close();
  }
});

test('twilio lookup: an error answer or no answer throws (the outbox asks again later rather than send blind)', async () => {
  const failing = await fakeTwilio((req, res) => json(res, 503, { code: 20503, message: 'Service Unavailable', status: 503 }));
  const silent = await fakeTwilio(() => undefined);
  try {
    const query = { idempotencyKey: 'k', to: '+14155550123', body: 'hi', since: new Date() };
    const down = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(failing.base) });
    await expect(down.findAccepted?.(query) ?? Promise.resolve()).rejects.toThrow(/Twilio could not be asked whether it has the text: HTTP 503, Twilio error 20503/);
    const mute = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, httpClient: new LocalRequestClient(silent.base) });
    await expect(mute.findAccepted?.(query) ?? Promise.resolve()).rejects.toThrow(/Twilio could not be asked whether it has the text/);
  } finally {
    await failing.close();
    await silent.close();
  }
});
