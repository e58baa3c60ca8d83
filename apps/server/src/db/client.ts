import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type Schema, schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction. With PGlite, code inside a transaction must use the
 * transaction: a query on the outer handle waits for the transaction to end, which never happens. */
export type Executor = Db | Tx;

/** Calls `onMessage` with each NOTIFY payload on `channel`; resolves to a function that stops listening. */
export type Listen = (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
};

const CHANNEL = /^[a-z_]{1,63}$/;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reopened after a
 * second if the server drops it, so notifications from every server instance keep arriving.
 */
function postgresListen(url: string): Listen {
  return async (channel, onMessage) => {
    if (!CHANNEL.test(channel)) throw new Error(`Invalid channel ${channel}`);
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (m) => {
        if (m.channel === channel) onMessage(m.payload ?? '');
      });
      next.on('error', () => {
        next.end().catch(() => {});
        if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => {});
    };
  };
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined: in memory (tests). */
  | { driver: 'pglite'; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, admin) emits `error` on the pool; with
    // no listener that would crash the process. The pool drops the client and opens a new one later.
    pool.on('error', (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message })}\n`,
      );
    });
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }),
      driver: 'postgres',
      listen: postgresListen(options.url),
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    // pg_trgm backs substring search (clients); PGlite loads extensions when it opens.
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
    });
    return {
      db: drizzlePglite({ client, schema }),
      driver: 'pglite',
      listen: async (channel, onMessage) => {
        if (!CHANNEL.test(channel)) throw new Error(`Invalid channel ${channel}`);
        const stop = await client.listen(channel, onMessage);
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
