import { type SQL, sql } from 'drizzle-orm';

/**
 * Day filters (`fromDate`, `toDate`, the clients' From/To Date) read days as reporting days: in the
 * brokerage's reporting time zone (migration 0019 `reporting_settings`), as every report counts
 * them, so a list opened from a report's figure holds exactly the rows that figure counts. The
 * boundaries are computed once per query by the database (a STABLE function), so the lists' indexes
 * on created_at still serve them. `day` is a checked yyyy-MM-dd.
 */
export const reportingDayStart = (day: string): SQL => sql`reporting_day_start(${day}::date)`;

/** The end of an inclusive "to" day: the start of the day after. */
export const reportingDayEnd = (day: string): SQL => sql`reporting_day_start(${day}::date + 1)`;
