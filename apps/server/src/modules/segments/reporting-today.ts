import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';

/** The reporting day (the brokerage's reporting time zone, as every report counts days) of `at`. */
export async function reportingDayAt(db: Executor, at: Date): Promise<string> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`select (${reportingDayOf(sql`${at.toISOString()}::timestamptz`)})::text as day`,
  );
  if (!row) throw new Error('no reporting day');
  return row.day;
}
