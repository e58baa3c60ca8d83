import type { TPermissionHolder } from '@crm/contracts';
import type { TGroupBy } from '@crm/contracts/report-periods';
import { NO_UTM_SOURCE } from '@crm/contracts/utm-sources';
import { type Column, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import { salesAgentIn } from '../clients/sales-agent-filter.ts';

/** Rows of a raw query; sums travel as text so no figure passes through a float. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type GroupBy = TGroupBy;

/** The period a reporting day falls in, as yyyy-MM-dd: ISO weeks start on Monday (date_trunc's week). */
export function periodOf(day: SQL | Column, groupBy: GroupBy): SQL {
  if (groupBy === 'day') return sql`to_char(${day}, 'YYYY-MM-DD')`;
  // Through timestamp (no zone), so the session's time zone cannot move the day.
  return sql`to_char(date_trunc(${groupBy}, (${day})::timestamp), 'YYYY-MM-DD')`;
}

/** What the reports read of the caller: the scope, and the permissions (the dashboard's figures). */
export type ReportCaller = { brand: string; staff: ScopeCaller['staff'] & TPermissionHolder };

/** Columns a report filters on: where the brand, country and sales agent of a row are. */
export type FilterColumns = {
  brand: Column;
  country: Column;
  salesAgent: Column | SQL;
  platform?: Column;
  currency?: Column;
  /** The client's `deleted_at`, where the rows are the clients themselves (the RAW twins): facts hold no soft-deleted client. */
  deletedAt?: Column;
};

export type ReportFilters = {
  country?: string[] | undefined;
  sales_agent?: string[] | undefined;
  platform?: string[] | undefined;
  currency?: string[] | undefined;
};

/** The caller's scope (brand, country whitelist) and the report's filters, for every report query. */
export function filterWhere(auth: ReportCaller, columns: FilterColumns, f: ReportFilters): SQL {
  const parts: SQL[] = [dataScope(auth, { brand: columns.brand, country: columns.country })];
  if (columns.deletedAt) parts.push(isNull(columns.deletedAt));
  if (f.country) parts.push(inArray(columns.country, f.country));
  const agents = salesAgentIn(columns.salesAgent, f.sales_agent);
  if (agents) parts.push(agents);
  if (f.platform && columns.platform) parts.push(inArray(columns.platform, f.platform));
  if (f.currency && columns.currency) parts.push(inArray(columns.currency, f.currency));
  return sql.join(parts, sql` and `);
}

/** Inclusive reporting days. */
export const dayBetween = (day: SQL | Column, from: string, to: string): SQL =>
  sql`${day} between ${from}::date and ${to}::date`;

/**
 * True when the money rollups (no country, sales agent or platform: migration 0022) hold exactly
 * what the report asks: the caller sees the whole brand and no filter names a dropped dimension.
 */
export const moneyTotalsServe = (auth: ReportCaller, f: ReportFilters): boolean =>
  !auth.staff.enableCountryWhitelist && !f.country && !f.sales_agent && !f.platform;

/** True when the client rollups (brand, day, country: migration 0022) serve: no sales-agent filter. */
export const clientTotalsServe = (f: Pick<ReportFilters, 'sales_agent'>): boolean => !f.sales_agent;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The whole calendar months inside an inclusive range of days, as [first day, first day after):
 * what a month rollup answers exactly; null when no month fits whole.
 */
export function wholeMonthsOf(from: string, to: string): { start: string; end: string } | null {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(fy, fm - 1 + (fd === 1 ? 0 : 1), 1));
  const dayAfterTo = new Date(Date.UTC(ty, tm - 1, Number(to.slice(8, 10)) + 1));
  // The month of `to` counts whole only when `to` is its last day (the day after is a first).
  const end = new Date(Date.UTC(ty, tm - 1 + (dayAfterTo.getUTCDate() === 1 ? 1 : 0), 1));
  return start < end ? { start: isoDay(start), end: isoDay(end) } : null;
}

/** The whole months a month-grain table answers, when the report's periods are months (or none). */
export const monthsOf = (from: string, to: string, byMonth: boolean) => (byMonth ? wholeMonthsOf(from, to) : null);

/** Days of the range outside its whole months: what the daily table still answers. */
export const outsideMonths = (day: SQL | Column, months: { start: string; end: string } | null): SQL =>
  months ? sql`not (${day} >= ${months.start}::date and ${day} < ${months.end}::date)` : sql`true`;

/** Months of a month-grain table (`month` its first day) inside the whole months. */
export const inMonths = (month: SQL | Column, months: { start: string; end: string }): SQL =>
  sql`${month} >= ${months.start}::date and ${month} < ${months.end}::date`;

/**
 * A UTM source filter over a column holding the source (null: none), or no condition. `(none)`
 * (`NO_UTM_SOURCE`) is the clients registered without one.
 */
export const utmSourceIs = (column: Column | SQL, source: string | undefined): SQL =>
  source === undefined ? sql`true` : source === NO_UTM_SOURCE ? sql`${column} is null` : sql`${column} = ${source}`;
