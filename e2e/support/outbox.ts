import { db } from '../../src/db/client.ts';
import { loadServerSecret } from '../../src/db/server-secret.ts';
import { renderForDelivery } from '../../src/domain/outbox/outbox.ts';

/**
 * Texts and emails as their recipient gets them: the outbox keeps private
 * links sealed under the database's server secret, so tests open them with it,
 * as the delivery loop does.
 */
export async function deliveredTexts(where: { taskId?: string; recipient?: string; channel?: 'sms' | 'email' }): Promise<string[]> {
  await loadServerSecret(process.env.DATABASE_URL ?? '');
  const messages = await db().outboxMessage.findMany({ where, orderBy: { id: 'asc' } });
  return messages.map((message) => renderForDelivery(message));
}

/** The same on an IsolatedDeployment's database (its own server secret). */
export async function deliveredTextsAt(
  query: <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>,
  where: string,
  params: unknown[],
): Promise<string[]> {
  const [root] = await query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'root'");
  const rows = await query<{ body: string; secret_sealed: string | null }>(`SELECT body, secret_sealed FROM outbox_messages WHERE ${where} ORDER BY id`, params);
  return rows.map((row) => renderForDelivery({ body: row.body, secretSealed: row.secret_sealed }, root?.value));
}
