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
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };

  return {
    name: 'twilio',
    isLive: true,
    async send(to, body) {
      client ??= connect().catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      try {
        const message = await (await client).messages.create({ to, body, ...sender });
        return { providerMessageId: message.sid };
      } catch (error) {
        throw new Error(`Twilio did not send the text: ${describeTwilioError(error)}`, { cause: error });
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
