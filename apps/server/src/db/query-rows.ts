import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the driver-neutral type
 * says `unknown`, hence the one cast here. Cast columns in the SQL itself (`::int`, `::text`):
 * the two drivers type int8 and numeric differently.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
