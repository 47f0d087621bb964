import type Twilio from 'twilio';
import type { SmsProvider } from './types.ts';

export type TwilioSmsConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164, e.g. +14155550100) or a Messaging Service SID (MG…). */
  from: string;
  /** Per-request timeout; default 10 s. */
  timeoutMs?: number;
  /** Replaces the SDK's HTTP client (tests point it at a local server). */
  httpClient?: Twilio.RequestClient;
};

type TwilioClient = ReturnType<typeof Twilio>;

/** Texts from this sender to one number that a lookup reads at most (a worker gets a handful an hour). */
const LOOKUP_LIMIT = 200;
/** How far our clock and Twilio's may disagree; the exact body match (each text carries its own private link or code) does the rest. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Texting through Twilio's Messages API with the official SDK. The SDK is
 * loaded on the first text, so a deploy that never texts never loads it.
 */
export function twilioSms(config: TwilioSmsConfig): SmsProvider {
  let client: Promise<TwilioClient> | undefined;
  const connect = async (): Promise<TwilioClient> => {
    const { default: twilio } = await import('twilio');
    return twilio(config.accountSid, config.authToken, {
      timeout: config.timeoutMs ?? 10_000,
      ...(config.httpClient ? { httpClient: config.httpClient } : {}),
    });
  };
  const connected = (): Promise<TwilioClient> =>
    (client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
  const viaService = config.from.startsWith('MG');
  const sender = viaService ? { messagingServiceSid: config.from } : { from: config.from };

  return {
    name: 'twilio',
    isLive: true,
    async send(to, body) {
      try {
        const message = await (await connected()).messages.create({ to, body, ...sender });
        return { providerMessageId: message.sid };
      } catch (error) {
        throw new Error(`Twilio did not send the text: ${describeTwilioError(error)}`, { cause: error });
      }
    },
    /**
     * Twilio takes no idempotency key, so its own list of messages is asked:
     * texts to this number from our sender since the first attempt, matched on
     * the exact body. A text Twilio accepted but still holds in its queue has
     * no DateSent yet and is not listed (the README states this window).
     */
    async findAccepted({ to, body, since }) {
      try {
        const messages = await (await connected()).messages.list({
          to,
          ...(viaService ? {} : { from: config.from }),
          dateSentAfter: new Date(since.getTime() - CLOCK_SKEW_MS),
          limit: LOOKUP_LIMIT,
        });
        const ours = messages.find((message) => message.body === body && (!viaService || message.messagingServiceSid === config.from));
        return ours?.sid ?? null;
      } catch (error) {
        throw new Error(`Twilio could not be asked whether it has the text: ${describeTwilioError(error)}`, { cause: error });
      }
    },
  };
}

function describeTwilioError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, code, message } = error as { status?: unknown; code?: unknown; message?: unknown };
    if (typeof status === 'number') {
      return `HTTP ${status}${typeof code === 'number' || typeof code === 'string' ? `, Twilio error ${code}` : ''}: ${String(message ?? 'no message')}`;
    }
    if (typeof code === 'string' && (code === 'ECONNABORTED' || code === 'ETIMEDOUT')) return `no answer in time (${code})`;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
