import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Makes the database's reporting time zone the configured one. Every fact counts on a reporting
 * day in that zone, so a change rebuilds them all, in the same transaction as the setting: no
 * report ever reads facts of one zone under the setting of another. The row is locked, so two
 * servers starting together rebuild once. Returns whether it changed.
 */
export async function applyReportingTimeZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await queryRows<{ time_zone: string }>(
      tx,
      sql`select time_zone from reporting_settings where id = 1 for update`,
    );
    if (current?.time_zone === timeZone) return false;
    // The one setter (migration 0019): checks the zone, writes it and rebuilds the facts.
    await tx.execute(sql`select set_reporting_zone(${timeZone})`);
    return true;
  });
}
