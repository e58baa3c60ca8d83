import type { TUtmReport } from '@crm/contracts';
import type { ChartSeries } from '../../components/report/chart-types.ts';

export type UtmRow = TUtmReport['rows'][number];

/** Clients who came with no UTM source (typed in the address, or a link without tags). */
export const NO_SOURCE = 'No source';

export const sourceLabel = (row: UtmRow): string => row.utm_source ?? NO_SOURCE;

/** A drilled row: its campaign, and the medium when the row has one ("q1-promo · cpc"). */
export const campaignLabel = (row: UtmRow): string =>
  `${row.utm_campaign ?? 'No campaign'}${row.utm_medium ? ` · ${row.utm_medium}` : ''}`;

export const rowLabel = (row: UtmRow, level: TUtmReport['level']): string =>
  level === 'source' ? sourceLabel(row) : campaignLabel(row);

const count = (n: number) => n.toLocaleString('en');

/** The rows largest first (registrations, then first-time depositors, then by name): the chart's and the table's order. */
export function rankedRows(report: TUtmReport): UtmRow[] {
  return [...report.rows].sort(
    (a, b) =>
      b.registrations - a.registrations ||
      b.ftd_clients - a.ftd_clients ||
      rowLabel(a, report.level).localeCompare(rowLabel(b, report.level)),
  );
}

/** Most rows a ranked chart shows: more would be bars too thin to read (the table has them all). */
export const CHART_ROWS = 15;

/** Registrations and first-time depositors per source (or per campaign when drilled), ranked. */
export function utmChart(report: TUtmReport): { categories: string[]; series: ChartSeries[] } {
  const rows = rankedRows(report).slice(0, CHART_ROWS);
  return {
    categories: rows.map((r) => rowLabel(r, report.level)),
    series: [
      {
        id: 'registrations',
        label: 'Registrations',
        tone: 'accent',
        values: rows.map((r) => ({ value: r.registrations, text: count(r.registrations) })),
      },
      {
        id: 'ftds',
        label: 'FTDs',
        tone: 'warning',
        values: rows.map((r) => ({ value: r.ftd_clients, text: count(r.ftd_clients) })),
      },
    ],
  };
}
