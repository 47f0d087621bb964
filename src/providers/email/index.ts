import { env } from '@/env.ts';
import { simulatedEmail } from './simulated.ts';
import type { EmailProvider } from './types.ts';

let provider: EmailProvider | undefined;

/** The email provider chosen by EMAIL_PROVIDER, made once per process. */
export function emailProvider(): EmailProvider {
  provider ??= makeEmailProvider();
  return provider;
}

function makeEmailProvider(): EmailProvider {
  switch (env().EMAIL_PROVIDER) {
    case 'simulated':
      return simulatedEmail;
    case 'smtp':
      throw new Error('EMAIL_PROVIDER=smtp is not wired yet');
  }
}

/** Whether email really leaves this server (then agents get a private asking address). */
export function isEmailLive(): boolean {
  return env().EMAIL_PROVIDER !== 'simulated';
}

/** For /status: which email provider runs, without creating it. */
export function emailProviderInfo(): { name: string; isLive: boolean; description: string } {
  const name = env().EMAIL_PROVIDER;
  return name === 'simulated'
    ? { name, isLive: false, description: 'Simulated: no email is sent (it is only recorded in the outbox); email_address is null.' }
    : { name, isLive: true, description: 'Live: owners are emailed their control link, and agents may ask by email at their private email_address.' };
}
