import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, startServer, stopProcess, waitUntilReady } from './global-setup.ts';

/**
 * Server processes on a database of their own (on the test cluster), for
 * tests whose background work or counters must not meet the shared servers'.
 */
export class IsolatedDeployment {
  private readonly servers: (ChildProcess | undefined)[] = [];
  readonly urls: string[] = [];

  private constructor(
    readonly databaseUrl: string,
    private readonly env: Record<string, string>,
  ) {}

  static async create(serverCount: number, env: Record<string, string> = {}): Promise<IsolatedDeployment> {
    const shared = process.env.DATABASE_URL;
    if (!shared) throw new Error('DATABASE_URL is not set: run the tests with `npm test`');
    const name = `isolated_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(shared);
    url.pathname = `/${name}`;
    const deployment = new IsolatedDeployment(url.toString(), env);
    for (let index = 0; index < serverCount; index++) deployment.urls.push(`http://127.0.0.1:${await freePort()}`);
    await Promise.all(deployment.urls.map((_, index) => deployment.start(index)));
    return deployment;
  }

  async start(index: number): Promise<void> {
    const url = this.urls[index];
    if (!url) throw new Error(`no server ${index}`);
    this.servers[index] = startServer(Number(new URL(url).port), this.databaseUrl, this.env);
    await waitUntilReady(url);
  }

  /** The server's process group (it is started detached): the test measures the processes in it. */
  processGroup(index: number): number | undefined {
    return this.servers[index]?.pid;
  }

  async stop(index: number): Promise<void> {
    const server = this.servers[index];
    if (server) await stopProcess(server);
    this.servers[index] = undefined;
  }

  /** `kill -9` of one server process (and its children): no shutdown, no cleanup. */
  kill(index: number): void {
    const server = this.servers[index];
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    this.servers[index] = undefined;
  }

  async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((_, index) => this.stop(index)));
  }
}
