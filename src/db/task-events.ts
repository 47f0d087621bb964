import pg from 'pg';
import { databaseUrl } from '@/env.ts';
import type { Tx } from './transaction.ts';

const CHANNEL = 'task_events';

/** Announces a task change to every server process; delivered when the transaction commits. */
export async function notifyTaskChanged(tx: Tx, taskId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${taskId})`;
}

/** Changes of one task, as seen by one waiter. A change that arrives between two waits is kept, not lost. */
export class TaskSubscription {
  private hasPendingChange = false;
  private wake: (() => void) | undefined;

  constructor(private readonly onClose: (subscription: TaskSubscription) => void) {}

  notify(): void {
    if (this.wake) this.wake();
    else this.hasPendingChange = true;
  }

  /** Resolves when the task changes (or changed since the last wait), after `ms`, or on abort. */
  nextChange(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.hasPendingChange) {
      this.hasPendingChange = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.wake = done;
    });
  }

  close(): void {
    this.wake?.();
    this.onClose(this);
  }
}

/**
 * One LISTEN connection per process, shared by every waiter: a long-poll
 * holds a callback in memory, not a database connection.
 */
class TaskEventHub {
  private readonly subscriptions = new Map<string, Set<TaskSubscription>>();
  private listening: Promise<void> | undefined;
  private client: pg.Client | undefined;
  /** Set at shutdown: waiters answer with what they have instead of waiting on. */
  isClosed = false;

  /** Wakes every waiter (each answers with the task as it is now) and ends the LISTEN connection. */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const set of this.subscriptions.values()) for (const subscription of set) subscription.notify();
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners();
    // A late error of the closing connection must not become an uncaught exception.
    client?.on('error', () => undefined);
    await client?.end().catch(() => undefined);
  }

  /** Starts receiving changes of one task; the subscription is active when this resolves. */
  async subscribe(taskId: string): Promise<TaskSubscription> {
    await this.ensureListening();
    const subscription = new TaskSubscription((closed) => {
      const set = this.subscriptions.get(taskId);
      set?.delete(closed);
      if (set?.size === 0) this.subscriptions.delete(taskId);
    });
    const set = this.subscriptions.get(taskId) ?? new Set<TaskSubscription>();
    set.add(subscription);
    this.subscriptions.set(taskId, set);
    return subscription;
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.subscriptions.values()) count += set.size;
    return count;
  }

  private ensureListening(): Promise<void> {
    this.listening ??= this.listen().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async listen(): Promise<void> {
    // Named, so an operator (or a test) can see which process is listening.
    const client = new pg.Client({ connectionString: databaseUrl(), application_name: `spotcheck-listen-${process.pid}` });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const subscription of this.subscriptions.get(message.payload) ?? []) subscription.notify();
    });
    // On a lost connection, wake everyone (they re-read the task) and reconnect on next use.
    const reset = () => {
      this.listening = undefined;
      client.removeAllListeners();
      for (const set of this.subscriptions.values()) for (const subscription of set) subscription.notify();
    };
    client.on('error', reset);
    client.on('end', reset);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  }
}

const globalForHub = globalThis as unknown as { spotcheckTaskEvents?: TaskEventHub };

export function taskEvents(): TaskEventHub {
  globalForHub.spotcheckTaskEvents ??= new TaskEventHub();
  return globalForHub.spotcheckTaskEvents;
}
