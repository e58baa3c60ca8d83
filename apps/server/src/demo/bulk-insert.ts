import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

type PgType = 'text' | 'uuid' | 'int' | 'bigint' | 'boolean' | 'timestamptz' | 'jsonb';
type Value = string | number | boolean | Date | null;
export type BulkColumns = Record<string, [PgType, Value[]]>;

const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows with one array parameter per column (`insert … select from unnest(…)`). The
 * demo seed writes tens of thousands of rows at start; on PGlite a parameter per cell (VALUES)
 * costs several times more than the rows themselves. Table and column names are the seed's own
 * constants, never input.
 */
export async function bulkInsert(tx: Tx, table: string, columns: BulkColumns): Promise<void> {
  const names = Object.keys(columns);
  const length = columns[names[0] ?? '']?.[1].length ?? 0;
  for (let start = 0; start < length; start += ROWS_PER_STATEMENT) {
    const arrays = names.map((name) => {
      const [type, values] = columns[name] as [PgType, Value[]];
      return sql`${sql.param(values.slice(start, start + ROWS_PER_STATEMENT))}::${sql.raw(type)}[]`;
    });
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** The column arrays of `rows`, one accessor per column. */
export function columnsOf<T>(rows: T[], spec: Record<string, [PgType, (row: T) => Value]>): BulkColumns {
  return Object.fromEntries(Object.entries(spec).map(([name, [type, get]]) => [name, [type, rows.map(get)]]));
}

/** `n` values of a sequence, so rows can be linked before they are inserted. */
export async function nextValues(tx: Tx, sequence: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = (await tx.execute(sql`select nextval(${sequence})::text as v from generate_series(1, ${n})`)) as {
    rows: { v: string }[];
  };
  return result.rows.map((r) => Number(r.v));
}
