import { env } from '@/env.ts';
import { misconfiguredSender } from '../misconfigured.ts';
import { simulatedSms } from './simulated.ts';
import { twilioSms } from './twilio.ts';
import type { SmsProvider } from './types.ts';

let provider: SmsProvider | undefined;

/** The texting provider chosen by SMS_PROVIDER, made once per process. */
export function smsProvider(): SmsProvider {
  provider ??= makeSmsProvider();
  return provider;
}

function makeSmsProvider(): SmsProvider {
  const config = env();
  switch (config.SMS_PROVIDER) {
    case 'simulated':
      return simulatedSms;
    case 'twilio': {
      const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = config;
      if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM_NUMBER) {
        return misconfiguredSender('sms', 'twilio', `SMS_PROVIDER=twilio needs ${missing({ TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER })} to be set.`);
      }
      return twilioSms({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM_NUMBER });
    }
  }
}

function missing(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name)
    .join(', ');
}

/** For /status: which texting provider runs, without creating it. */
export function smsProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().SMS_PROVIDER;
  return name === 'twilio'
    ? { name, isLive: true, description: `Live: workers are texted through Twilio from ${env().TWILIO_FROM_NUMBER ?? '(TWILIO_FROM_NUMBER not set)'}.` }
    : { name, isLive: false, description: 'Simulated: no texts are sent; each text is only recorded in the outbox.' };
}
