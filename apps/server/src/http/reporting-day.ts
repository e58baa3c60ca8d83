import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Day filters (`fromDate`, `toDate`, the clients' From/To Date) read days as reporting days: in the
 * brokerage's reporting time zone (migration 0019 `reporting_zone()`), as every report counts
 * them, so a list opened from a report's figure holds exactly the rows that figure counts. The
 * boundaries are computed once per query by the database (a STABLE function), so the lists' indexes
 * on created_at still serve them. `day` is a checked yyyy-MM-dd.
 */
export const reportingDayStart = (day: string): SQL => sql`reporting_day_start(${day}::date)`;

/** The end of an inclusive "to" day: the start of the day after. */
export const reportingDayEnd = (day: string): SQL => sql`reporting_day_start(${day}::date + 1)`;

/**
 * The reporting day of a timestamp column, for queries over many rows: the zone is an uncorrelated
 * sub-select, evaluated once per query, where the SQL function `reporting_day()` looks it up once
 * per row (ten times the cost of the conversion). The same day as `reporting_day()`.
 */
export const reportingDayOf = (at: SQL | Column): SQL =>
  sql`((${at}) AT TIME ZONE (SELECT time_zone FROM reporting_settings WHERE id = 1))::date`;
