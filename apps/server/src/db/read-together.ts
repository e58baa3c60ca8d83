import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads, side by side on the pool, where each takes a connection of its own, and one
 * after another inside a transaction, whose single connection runs one statement at a time:
 * node-postgres 8 only queues an overlapping query on a busy client (with a deprecation warning),
 * and its next major refuses it. Functions that take an `Executor` use this instead of
 * `Promise.all`, since they cannot know which of the two they were given.
 */
export async function readTogether<const T extends readonly unknown[]>(db: Executor, reads: Reads<T>): Promise<T> {
  let results: unknown[] = [];
  if (db instanceof PgTransaction) for (const read of reads) results.push(await read());
  else results = await Promise.all(reads.map((read) => read()));
  return results as unknown as T;
}
