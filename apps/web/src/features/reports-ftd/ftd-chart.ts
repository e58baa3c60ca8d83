import type { TFtdReport } from '@crm/contracts';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import type { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import type { enReports } from '@crm/contracts/locales/en/reports';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { formatCount } from '../../components/report/figures.ts';
import { bucketLabel, bucketStarts } from '../../components/report/group-by.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

/** The report's words and the kit's (a grouping's name, a week's label). */
export type TFtdT = TTranslateOf<typeof enReportFtd & typeof enReports>;

const usd = (amount: string) => formatMoney(amount, 'USD');
const COUNTRY_NAMES = new Map(COUNTRY_ENTRIES.map((c) => [c.iso2.toLowerCase(), c.name]));

/** A country code as its name ("cy" → Cyprus); none is said as such. */
export const countryName = (code: string | null, t: TFtdT) =>
  code ? (COUNTRY_NAMES.get(code.toLowerCase()) ?? code.toUpperCase()) : t('reportFtd.noCountry');

/**
 * First deposits per period: their USD value as bars, their count as a line on its own axis (a
 * count and dollars share no scale). Every period of the range is drawn, a quiet one at zero.
 */
export function ftdChart(report: TFtdReport, t: TFtdT): { categories: string[]; series: ChartSeries[] } {
  const byPeriod = new Map(report.rows.map((r) => [r.period, r]));
  const starts = bucketStarts(report.from, report.to, report.group_by);
  return {
    categories: starts.map((s) => bucketLabel(s, report.group_by, t)),
    series: [
      {
        id: 'ftd_usd',
        label: t('reportFtd.ftdValue'),
        tone: 'success',
        values: starts.map((s) => {
          const amount = byPeriod.get(s)?.ftd_usd ?? '0.00';
          return { value: amount, text: usd(amount) };
        }),
      },
      {
        id: 'ftd_count',
        label: t('reportFtd.ftds'),
        type: 'line',
        tone: 'accent',
        axis: 'secondary',
        values: starts.map((s) => {
          const n = byPeriod.get(s)?.ftd_count ?? 0;
          return { value: n, text: formatCount(n) };
        }),
      },
    ],
  };
}

/** The countries ranked by first deposits (the reply's order), as horizontal bars of the count. */
export function ftdCountryChart(report: TFtdReport, t: TFtdT): { categories: string[]; series: ChartSeries[] } {
  const rows = report.by_country;
  return {
    categories: rows.map((r) => countryName(r.country, t)),
    series: [
      {
        id: 'ftd_count',
        label: t('reportFtd.ftds'),
        tone: 'accent',
        values: rows.map((r) => ({ value: r.ftd_count, text: `${formatCount(r.ftd_count)} (${usd(r.ftd_usd)})` })),
      },
    ],
  };
}
