import { Prisma } from './generated/client.ts';
import { db } from './client.ts';

export type Tx = Prisma.TransactionClient;

const MAX_ATTEMPTS = 8;

/**
 * Runs `work` in one database transaction. Serialization failures, deadlocks
 * and write conflicts are retried here with jittered backoff, so callers never
 * see them as internal errors.
 */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction(work, { maxWait: 15_000, timeout: 20_000 });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
  }
}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01', '55P03']);

function isRetryableConflict(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2034') return true;
    const pgCode = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)
      ?.driverAdapterError?.cause?.originalCode;
    return pgCode !== undefined && RETRYABLE_PG_CODES.has(pgCode);
  }
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

/** True when the error is a unique-constraint violation (a concurrent twin won the race). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
