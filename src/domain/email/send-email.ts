import { db } from '@/db/client.ts';
import { emailProvider } from '@/providers/email/index.ts';
import type { OutgoingEmail } from '@/providers/email/types.ts';

/**
 * Sends one email through the email provider and keeps it in the outbox (the
 * simulated provider's only record). Called after the change it reports has
 * committed; a failed email is logged, never fails the caller.
 */
export async function sendEmail(email: OutgoingEmail & { taskId?: string | undefined }): Promise<void> {
  const provider = emailProvider();
  try {
    const { providerMessageId } = await provider.send(email);
    await db().outboxMessage.create({
      data: { channel: 'email', recipient: email.to, subject: email.subject, body: email.text, provider: provider.name, providerMessageId, taskId: email.taskId ?? null },
    });
  } catch (error) {
    console.error(`[email] "${email.subject}" to ${email.to} failed`, error);
  }
}
