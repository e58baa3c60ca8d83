import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** The SQL types a keyset sort value is read as text from, and cast back to. */
export type KeysetValueType = 'timestamptz' | 'bigint' | 'text';

/**
 * One sort of a list as a keyset walk: the sort column, the row id that breaks ties (so every row
 * has one place), and the direction. A NULL sort value sits last ascending and first descending,
 * as PostgreSQL orders it.
 */
export type KeysetOrder = {
  column: AnyColumn;
  id: AnyColumn;
  type: KeysetValueType;
  nullable: boolean;
  descending: boolean;
};

/** Where the walk stands: the last row's sort value (as PostgreSQL text) and id. */
export type KeysetKey = { value: string | null; id: string };

export const keysetOrderBy = (o: KeysetOrder): SQL[] => {
  const by = o.descending ? desc : asc;
  return [by(o.column), by(o.id)];
};

/**
 * The sort value as text, read in the same query: a timestamp keeps its microseconds, which a
 * JavaScript Date would round away (and the next page would then repeat or skip a row).
 */
export const keysetValue = (o: KeysetOrder) => sql<string | null>`${o.column}::text`;

/** The rows strictly after `key` in the walk; a row comparison, which a btree index serves as a range. */
export function afterKey(o: KeysetOrder, key: KeysetKey): SQL {
  const id = sql`${key.id}::uuid`;
  const cmp = sql.raw(o.descending ? '<' : '>');
  if (key.value === null) {
    // Ascending walks meet NULLs last: only NULLs with a later id remain. Descending walks start
    // with them: the later NULLs remain, and then every non-NULL value.
    return o.descending
      ? sql`((${o.column} is null and ${o.id} < ${id}) or ${o.column} is not null)`
      : sql`(${o.column} is null and ${o.id} > ${id})`;
  }
  const value = sql`cast(${key.value} as ${sql.raw(o.type)})`;
  const beyond = sql`(${o.column}, ${o.id}) ${cmp} (${value}, ${id})`;
  if (!o.nullable) return beyond;
  return o.descending ? beyond : sql`(${beyond} or ${o.column} is null)`;
}
