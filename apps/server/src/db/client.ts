import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { assertChannel, type NotificationHandlers, PostgresNotifications } from './postgres-notifications.ts';
import { type Schema, schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction. With PGlite, code inside a transaction must use the
 * transaction: a query on the outer handle waits for the transaction to end, which never happens. */
export type Executor = Db | Tx;

/**
 * Subscribes to NOTIFY payloads on `channel` (and to the state of the LISTEN connection); resolves
 * to a function that unsubscribes.
 */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
  /** The embedded database's files as one image (PGlite only): what `image` opens again. */
  dump?: () => Promise<Blob>;
};

const CONNECT_TIMEOUT_MS = 5000;

/** One JSON line on stderr (the pool has no logger of its own): the state, never a query. */
function logConnectionLost(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: error.message })}\n`,
  );
}

/** pg_trgm backs substring search (clients); PGlite loads extensions when it opens a folder. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Where PGlite keeps its files inside DATA_DIR (beside documents/ and the lock). */
export const pgliteFolder = (dataDir: string): string => path.join(dataDir, 'pgdata');

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined: in memory (tests). `image`: start from a dump of another database (the
   * tests' migrated template, so each test file does not migrate from nothing).
   */
  | { driver: 'pglite'; dataDir?: string; image?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is away a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection the server ends (failover, restart, an administrator) emits `error`: on the pool
    // while idle, on the client itself while checked out (a transaction between two statements).
    // With no listener either would crash the process. The query in flight fails on its own (503),
    // and the pool discards the broken client when it is released and opens a new one later.
    // The client's own listener logs it once; the pool's only keeps an idle client's error from crashing.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', (error) => logConnectionLost(error)));
    await pool.query('select 1');
    const notifications = new PostgresNotifications(options.url);
    return {
      db: drizzlePg({ client: pool, schema }),
      driver: 'postgres',
      listen: (channel, handlers) => notifications.subscribe(channel, handlers),
      close: async () => {
        await notifications.stop();
        await pool.end();
      },
    };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? pgliteFolder(options.dataDir) : undefined,
      extensions: PGLITE_EXTENSIONS,
      ...(options.image ? { loadDataDir: options.image } : {}),
    });
    return {
      db: drizzlePglite({ client, schema }),
      driver: 'pglite',
      dump: () => client.dumpDataDir('none'),
      // In-process: the connection cannot be lost.
      listen: async (channel, handlers) => {
        assertChannel(channel);
        const stop = await client.listen(channel, handlers.message);
        handlers.connected?.(true);
        return () => stop();
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
