import type { Transporter } from 'nodemailer';
import type { EmailProvider } from './types.ts';

export type SmtpEmailConfig = {
  /** e.g. smtps://user:pass@smtp.example.com:465 or smtp://127.0.0.1:2525 */
  url: string;
  /** The sender of every email, e.g. "Spotcheck <ask@spotcheck.example>". */
  from: string;
  /** Limit for connecting, the server's greeting and each reply; default 10 s. */
  timeoutMs?: number;
};

/**
 * Email through any SMTP server with nodemailer. Every stage has a timeout,
 * so a dead or silent server makes the send throw instead of hanging the
 * caller. nodemailer is loaded on the first email.
 */
export function smtpEmail(config: SmtpEmailConfig): EmailProvider {
  const timeoutMs = config.timeoutMs ?? 10_000;
  let transport: Promise<Transporter> | undefined;
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(withTimeouts(config.url, timeoutMs));
  };

  return {
    name: 'smtp',
    isLive: true,
    async send(email) {
      transport ??= connect();
      try {
        const info = await (await transport).sendMail({
          from: config.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.inReplyTo ? { inReplyTo: email.inReplyTo, references: [email.inReplyTo] } : {}),
          ...(email.idempotencyKey ? { messageId: stableMessageId(email.idempotencyKey, config.from) } : {}),
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        throw new Error(`SMTP did not send the email: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    },
  };
}

/** `<key@sender's domain>`: a resend after a crash carries the same Message-ID, which mail systems use to drop duplicates. */
function stableMessageId(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'spotcheck.invalid';
  return `<${key}@${domain}>`;
}

/**
 * nodemailer ignores every other option when given a URL, but reads options
 * from its query string: the timeouts go there unless SMTP_URL sets its own.
 */
function withTimeouts(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(timeoutMs));
  }
  return url.toString();
}
