import type { TUtmReport } from '@crm/contracts';
import type { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export type TUtmsT = TTranslateOf<typeof enReportUtms>;

export type UtmRow = TUtmReport['rows'][number];

/** A source's name; "No source" for the clients who came without one (typed in the address, or a link without tags). */
export const sourceLabel = (row: UtmRow, t: TUtmsT): string => row.utm_source ?? t('reportUtms.noSource');

/** A drilled row: its campaign, and the medium when the row has one ("q1-promo · cpc"). */
export const campaignLabel = (row: UtmRow, t: TUtmsT): string =>
  `${row.utm_campaign ?? t('reportUtms.noCampaign')}${row.utm_medium ? ` · ${row.utm_medium}` : ''}`;

export const rowLabel = (row: UtmRow, level: TUtmReport['level'], t: TUtmsT): string =>
  level === 'source' ? sourceLabel(row, t) : campaignLabel(row, t);

const count = (n: number) => n.toLocaleString('en');

/** The rows largest first (registrations, then first-time depositors, then by name): the chart's and the table's order. */
export function rankedRows(report: TUtmReport, t: TUtmsT): UtmRow[] {
  return [...report.rows].sort(
    (a, b) =>
      b.registrations - a.registrations ||
      b.ftd_clients - a.ftd_clients ||
      rowLabel(a, report.level, t).localeCompare(rowLabel(b, report.level, t)),
  );
}

/** Most rows a ranked chart shows: more would be bars too thin to read (the table has them all). */
export const CHART_ROWS = 15;

/** Registrations and first-time depositors per source (or per campaign when drilled), ranked. */
export function utmChart(report: TUtmReport, t: TUtmsT): { categories: string[]; series: ChartSeries[] } {
  const rows = rankedRows(report, t).slice(0, CHART_ROWS);
  return {
    categories: rows.map((r) => rowLabel(r, report.level, t)),
    series: [
      {
        id: 'registrations',
        label: t('reportUtms.figure.registrations'),
        tone: 'accent',
        values: rows.map((r) => ({ value: r.registrations, text: count(r.registrations) })),
      },
      {
        id: 'ftds',
        label: t('reportUtms.figure.ftd_clients'),
        tone: 'warning',
        values: rows.map((r) => ({ value: r.ftd_clients, text: count(r.ftd_clients) })),
      },
    ],
  };
}
