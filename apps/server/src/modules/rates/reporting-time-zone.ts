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
    await tx.execute(
      sql`insert into reporting_settings (id, time_zone) values (1, ${timeZone})
          on conflict (id) do update set time_zone = excluded.time_zone`,
    );
    await tx.execute(sql`select reporting_facts_rebuild()`);
    return true;
  });
}
