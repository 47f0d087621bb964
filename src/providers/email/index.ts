import { env } from '@/env.ts';
import { misconfiguredSender } from '../misconfigured.ts';
import { simulatedEmail } from './simulated.ts';
import { smtpEmail } from './smtp.ts';
import type { EmailProvider } from './types.ts';

let provider: EmailProvider | undefined;

/** The email provider chosen by EMAIL_PROVIDER, made once per process. */
export function emailProvider(): EmailProvider {
  provider ??= makeEmailProvider();
  return provider;
}

function makeEmailProvider(): EmailProvider {
  const config = env();
  switch (config.EMAIL_PROVIDER) {
    case 'simulated':
      return simulatedEmail;
    case 'smtp': {
      const { SMTP_URL, EMAIL_FROM } = config;
      if (!SMTP_URL || !EMAIL_FROM) {
        return misconfiguredSender('email', 'smtp', `EMAIL_PROVIDER=smtp needs ${[!SMTP_URL && 'SMTP_URL', !EMAIL_FROM && 'EMAIL_FROM'].filter(Boolean).join(' and ')} to be set.`);
      }
      return smtpEmail({ url: SMTP_URL, from: EMAIL_FROM });
    }
  }
}

/** Whether email really leaves this server (then agents get a private asking address). */
export function isEmailLive(): boolean {
  return env().EMAIL_PROVIDER !== 'simulated';
}

/** Asking by email works only with live email, a domain whose mail reaches the webhook, and the secret that signs it. */
export function isAskingByEmailOn(): boolean {
  const { INBOUND_EMAIL_DOMAIN, INBOUND_EMAIL_SECRET } = env();
  return isEmailLive() && Boolean(INBOUND_EMAIL_DOMAIN && INBOUND_EMAIL_SECRET);
}

/** For /status: which email provider runs, without creating it. */
export function emailProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().EMAIL_PROVIDER;
  if (name === 'simulated') return { name, isLive: false, description: 'Simulated: no email is sent (it is only recorded in the outbox); email_address is null.' };
  return {
    name,
    isLive: true,
    description: isAskingByEmailOn()
      ? 'Live: owners are emailed their control link, and agents may ask by email at their private email_address.'
      : 'Live: owners are emailed their control link. Asking by email is off (INBOUND_EMAIL_DOMAIN and INBOUND_EMAIL_SECRET are not both set): email_address is null.',
  };
}
