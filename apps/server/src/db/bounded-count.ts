import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { queryRows } from './query-rows.ts';

/** Past this many rows a list says "about N": counting a million rows exactly costs more than the page. */
export const EXACT_COUNT_CAP = 10_000;

export type BoundedCount = { n: number; exact: boolean };

/**
 * How many rows match: exact up to the cap (the count stops at cap + 1 rows), beyond it the
 * planner's estimate for the same WHERE, never less than cap + 1. Staff see "about 412,000"
 * where a number that large is only ever read as a size.
 */
export async function boundedCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<BoundedCount> {
  const matching = sql`select 1 from ${table} where ${where ?? sql`true`}`;
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matching} limit ${EXACT_COUNT_CAP + 1}) as capped`,
  );
  const n = counted?.n ?? 0;
  if (n <= EXACT_COUNT_CAP) return { n, exact: true };
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${matching}`);
  return { n: Math.max(EXACT_COUNT_CAP + 1, planRows(plan?.['QUERY PLAN'])), exact: false };
}

/** `Plan Rows` of the top node; the drivers return the JSON plan parsed or as text. */
function planRows(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined;
  const rows = top?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : 0;
}
