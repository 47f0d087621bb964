import { createHmac } from 'node:crypto';
import { derivedKey } from '@/db/server-secret.ts';

/**
 * The token behind a worker's private task link, derived from the offer's id
 * with a server key: the database keeps only its hash (as before), and the
 * worker's own page can still link to the same `/w/<token>` the text carried.
 */
export function offerLinkToken(offerId: string): string {
  return createHmac('sha256', derivedKey('task-offer-link')).update(offerId).digest().subarray(0, 24).toString('base64url');
}
