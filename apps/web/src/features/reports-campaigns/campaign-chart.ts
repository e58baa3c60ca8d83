import type { TCampaignReport } from '@crm/contracts';
import type { enReportCampaigns } from '@crm/contracts/locales/en/report-campaigns';
import type { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import type { enReports } from '@crm/contracts/locales/en/reports';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { bucketLabel, type GroupBy } from '../../components/report/group-by.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { periodStarts } from './period-starts.ts';

/** The report's words, the cohort's and the kit's (a week's label). */
export type TCampaignsT = TTranslateOf<typeof enReportCampaigns & typeof enReportUtms & typeof enReports>;

export type CampaignRow = TCampaignReport['rows'][number];

/** The keys of the clients without a campaign and of the campaigns summed as one line; shown in the words of `t`. */
export const NO_CAMPAIGN = 'No campaign';
export const OTHER = 'Other';
/** Lines drawn one per campaign; the rest are one "Other" line (more lines would not be told apart). */
export const TOP_CAMPAIGNS = 5;

export const campaignName = (row: Pick<CampaignRow, 'utm_campaign'>) => row.utm_campaign ?? NO_CAMPAIGN;

/** A line's or a row's campaign as shown. */
export const campaignText = (name: string, t: TCampaignsT) =>
  name === NO_CAMPAIGN ? t('reportUtms.noCampaign') : name === OTHER ? t('reportCampaigns.other') : name;

const count = (n: number) => n.toLocaleString('en');

/**
 * Registrations per period, a line per campaign of the top few (by registrations over the whole
 * range), the rest summed into "Other". Counts are integers: adding them here is exact.
 */
export function campaignChart(
  report: Pick<TCampaignReport, 'from' | 'to' | 'rows'>,
  groupBy: GroupBy,
  t: TCampaignsT,
): { categories: string[]; series: ChartSeries[] } {
  const periods = periodStarts(report.from, report.to, groupBy);
  const totals = new Map<string, number>();
  for (const row of report.rows)
    totals.set(campaignName(row), (totals.get(campaignName(row)) ?? 0) + row.registrations);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  // An "Other" of one campaign would hide a name for nothing: it is drawn as itself.
  const top = ranked.length <= TOP_CAMPAIGNS + 1 ? ranked : ranked.slice(0, TOP_CAMPAIGNS);
  const lines = ranked.length > top.length ? [...top, OTHER] : top;
  const index = new Map(periods.map((p, i) => [p, i]));
  const values = new Map(lines.map((line) => [line, periods.map(() => 0)]));
  for (const row of report.rows) {
    const name = campaignName(row);
    const line = values.get(top.includes(name) ? name : OTHER);
    const at = index.get(row.period);
    if (line && at !== undefined) line[at] = (line[at] ?? 0) + row.registrations;
  }
  return {
    categories: periods.map((p) => bucketLabel(p, groupBy, t)),
    series: lines.map((line) => ({
      id: line,
      label: campaignText(line, t),
      type: 'line',
      ...(line === OTHER ? { tone: 'muted' as const } : {}),
      values: (values.get(line) ?? []).map((n) => ({ value: n, text: count(n) })),
    })),
  };
}
