import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TErrorReply } from '@crm/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { QueueRegistry } from '../src/modules/queues/queue-registry.ts';
import { prepareRates } from '../src/modules/rates/prepare-rates.ts';
import { simulatedRateSource } from '../src/modules/rates/simulated/simulated-rates.ts';
import { openSeededTestDatabase } from './test-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';
export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;

export type ApiReply<T = unknown> = { status: number; body: T; headers: Headers };
type CallOptions = { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

export type TestApp = {
  app: FastifyInstance;
  /** `url` when the suite runs on PostgreSQL, for tests that need connections of their own. */
  database: Database & { url?: string };
  config: Config;
  baseUrl: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiReply<T>>;
  /** Signs a demo user in (or any staff user with `password`) and returns the login reply. */
  signIn(email: string, password?: string): Promise<{ token: string; refresh_token: string; user: { _id: string } }>;
  close(): Promise<void>;
};

/** A real server on a real port over a fresh database with the demo staff seeded. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    queues?: QueueRegistry;
    beforeStart?: (db: Database['db']) => Promise<void>;
    /** Another instance over this app's database (already seeded); closing it leaves the database open. */
    sharing?: TestApp;
    /** The server's clock (link expiry, approval windows): a test moves it instead of sleeping. */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // Uploaded files of this app only (the database itself is separate: in memory or its own PostgreSQL database).
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-test-')),
    // Most tests need staff only; client tests ask for clients.
    DEMO_CLIENTS: '0',
    ...env,
  });
  // As main.ts does: the reporting time zone and 18 months of rates before any money, then the
  // demo staff. A new database comes prepared (a copy of one seeded per setting); a second instance
  // prepares as a server start does.
  const database = options.sharing?.database ?? (await openSeededTestDatabase(config));
  if (options.sharing) await prepareRates(database.db, config, simulatedRateSource());
  await options.beforeStart?.(database.db);
  const app = await buildApp(config, database.db, options.queues, database.listen, options.clock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

  const call = async <T>(method: string, path: string, options: CallOptions = {}): Promise<ApiReply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  return {
    app,
    database,
    config,
    baseUrl,
    call,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await call<{ token: string; refresh_token: string; user: { _id: string } }>(
        'POST',
        '/dashboard/auth/login',
        { body: { email, password } },
      );
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async close() {
      await app.close();
      if (!options.sharing) await database.close();
    },
  };
}

export const errorOf = (reply: ApiReply) => reply.body as TErrorReply;
