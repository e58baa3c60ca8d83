import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';

/**
 * The audit trail counts as one: the sealer moves records from the inbox to the chain (and moves
 * its head) at its own pace, so only the sum of both tables says whether something was recorded.
 */
const AUDIT_TABLES = new Set(['audit_inbox', 'audit_log', 'audit_head']);

/**
 * table → its rows and the newest row version's transaction id (`xmin`): an INSERT or an UPDATE
 * writes a row version of a later transaction, a DELETE lowers the count, so any committed write
 * changes one or the other. Hashing every row's text did the same at several times the cost, which
 * made this the slowest file of the suite as the tables grew.
 */
export type Fingerprint = Map<string, string>;

/** Reads every table of the database in one statement (the tables listed once, from information_schema). */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: SQL[] = tables
    .filter(({ name }) => !AUDIT_TABLES.has(name))
    .map(
      ({ name }) => sql`select ${name}::text as name,
        count(*)::text || ' rows, newest version ' || coalesce(max(t.xmin::text::bigint), 0)::text as value
        from ${sql.identifier(name)} t`,
    );
  parts.push(sql`select 'audit'::text as name,
    ((select count(*) from audit_inbox) + (select count(*) from audit_log))::text || ' records' as value`);
  const query = sql.join(parts, sql` union all `);
  return async () =>
    new Map((await queryRows<{ name: string; value: string }>(db, query)).map((r) => [r.name, r.value]));
}

/** The tables whose fingerprint differs, with both values; empty when nothing was written. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after]
    .filter(([name, value]) => before.get(name) !== value)
    .map(([name, value]) => `${name}: ${before.get(name)} → ${value}`);
}
