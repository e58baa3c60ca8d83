import { enReports } from '@crm/contracts/locales/en/reports';
import { bucketEnd, GROUP_BYS, type TGroupBy } from '@crm/contracts/report-periods';
import { interpolate } from '../../lib/i18n/english.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

/** How a report buckets its figures over the period. */
export { bucketStart, bucketStarts, GROUP_BYS } from '@crm/contracts/report-periods';
export type GroupBy = TGroupBy;

export const isGroupBy = (value: string | null | undefined): value is GroupBy => GROUP_BYS.includes(value as GroupBy);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A bucket's label on the chart's axis and in the table, from the bucket's first day (yyyy-MM-dd):
 * `24/11/2026`, `Week of 23/11/2026`, `Nov 2026`. Dates read en-GB in every language (a month's
 * name too); a week's words follow the `t` given, English without one (a CSV cell, a test).
 */
export function bucketLabel(start: string, groupBy: GroupBy, t?: TTranslateOf<typeof enReports>): string {
  const [year, month, day] = start.split('-');
  if (groupBy === 'month') return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  const date = `${day}/${month}/${year}`;
  if (groupBy !== 'week') return date;
  return t ? t('reports.weekOf', { date }) : interpolate(enReports['reports.weekOf'], { date });
}

/**
 * The days a bucket's figures cover within the report's range: the first week or month may start
 * before `from` and the last end after `to`, and the report counted only the days inside. A drill
 * link sends these days, so the list holds exactly the rows of the figure.
 */
export function bucketDays(start: string, groupBy: GroupBy, range: { from: string; to: string }) {
  const end = bucketEnd(start, groupBy);
  return { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
}
