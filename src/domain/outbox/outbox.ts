import { db } from '@/db/client.ts';

/** The latest texts and emails, newest first: on a simulated deploy this is the only place they can be read. */
export async function listOutboxMessages(limit: number) {
  return db().outboxMessage.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
}
