import type { TFtdReport } from '@crm/contracts';
import { NO_SALES_AGENT } from '@crm/contracts/sales-agents';
import { NO_UTM_SOURCE } from '@crm/contracts/utm-sources';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount } from '../../components/report/figures.ts';
import { bucketDays, bucketLabel } from '../../components/report/group-by.ts';
import { formatDay } from '../../components/report/period.ts';
import { type Drill, figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { countryName, type TFtdT } from './ftd-chart.ts';

type PeriodRow = TFtdReport['rows'][number];
const usd = (amount: string) => formatMoney(amount, 'USD');

/** Where a period's first deposits are listed: this page's own list, narrowed to the period's days. */
export type ListDrill = (days: { from: string; to: string }, label: string) => Drill | null;

/** Days as a title or a link says them: one day, or from–to. */
export const daysText = (d: { from: string; to: string }, t: TFtdT) =>
  d.from === d.to ? formatDay(d.from) : t('reportFtd.days', { from: formatDay(d.from), to: formatDay(d.to) });

export function periodColumns(report: Pick<TFtdReport, 'from' | 'to' | 'group_by'>, drill: ListDrill, t: TFtdT) {
  const range = { from: report.from, to: report.to };
  const columns: ListColumn<PeriodRow>[] = [
    {
      id: 'period',
      label: t(`reports.groupBys.${report.group_by}`),
      nowrap: true,
      cell: (r) => bucketLabel(r.period, report.group_by, t),
    },
    figureColumn({
      id: 'ftd_count',
      label: t('reportFtd.ftds'),
      text: (r) => formatCount(r.ftd_count),
      drill: (r) => {
        const days = bucketDays(r.period, report.group_by, range);
        const label = t('reportFtd.periodLink', { days: daysText(days, t), value: formatCount(r.ftd_count) });
        return r.ftd_count === 0 ? null : drill(days, label);
      },
    }),
    figureColumn({ id: 'ftd_usd', label: t('reportFtd.ftdValue'), text: (r) => usd(r.ftd_usd) }),
  ];
  return columns;
}

/**
 * Where a breakdown row's first deposits are listed: this report narrowed to its country, agent or
 * UTM source (`country`, `agent`, `utmSource`: the report's own filters), whose list holds them.
 */
export type BreakdownDrill = (change: { country?: string; agent?: string; utmSource?: string }, label: string) => Drill;

/** A breakdown's columns: its name, then count and value (rows are ranked by the server). */
export function breakdownColumns<T extends { ftd_count: number; ftd_usd: string }>(
  t: TFtdT,
  label: string,
  name: (row: T) => string,
  drill?: (row: T) => Drill | null,
): ListColumn<T>[] {
  return [
    { id: 'name', label, cell: name },
    figureColumn({
      id: 'ftd_count',
      label: t('reportFtd.ftds'),
      text: (r) => formatCount(r.ftd_count),
      drill: drill && ((r) => (r.ftd_count === 0 ? null : drill(r))),
    }),
    figureColumn({ id: 'ftd_usd', label: t('reportFtd.ftdValue'), text: (r) => usd(r.ftd_usd) }),
  ];
}

type CountryRow = TFtdReport['by_country'][number];
type AgentRow = TFtdReport['by_sales_agent'][number];
type SourceRow = TFtdReport['by_utm_source'][number];

const agentName = (r: AgentRow, t: TFtdT) =>
  r.sales_agent_id ? (r.name ?? t('reportFtd.unknownAgent')) : t('reportFtd.noSalesAgent');
const sourceName = (r: SourceRow, t: TFtdT) => r.utm_source ?? t('reportFtd.noUtmSource');

/**
 * The UTM source filter's choices: the sources of the report as shown, the one chosen (which may
 * have no first deposit in the period) and the clients without a source.
 */
export function utmSourceOptions(rows: readonly SourceRow[], chosen: string | null, t: TFtdT) {
  const values = new Set(rows.map((r) => r.utm_source ?? NO_UTM_SOURCE));
  values.add(NO_UTM_SOURCE);
  if (chosen) values.add(chosen);
  return [...values]
    .sort((a, b) => (a === NO_UTM_SOURCE ? -1 : b === NO_UTM_SOURCE ? 1 : a.localeCompare(b)))
    .map((value) => ({ value, label: value === NO_UTM_SOURCE ? t('reportFtd.noUtmSource') : value }));
}

/**
 * The breakdowns' columns. A country's, an agent's and a UTM source's count (the group without one
 * too, as `none` and `(none)`) open their first deposits.
 */
export function breakdownTables(drill: BreakdownDrill, t: TFtdT) {
  const value = (r: { ftd_count: number }) => formatCount(r.ftd_count);
  return {
    country: breakdownColumns<CountryRow>(
      t,
      t('reportFtd.country'),
      (r) => countryName(r.country, t),
      (r) =>
        drill(
          { country: r.country },
          t('reportFtd.countryLink', { country: countryName(r.country, t), value: value(r) }),
        ),
    ),
    agent: breakdownColumns<AgentRow>(
      t,
      t('reportFtd.salesAgent'),
      (r) => agentName(r, t),
      (r) =>
        drill(
          { agent: r.sales_agent_id ?? NO_SALES_AGENT },
          t('reportFtd.agentLink', { agent: agentName(r, t), value: value(r) }),
        ),
    ),
    source: breakdownColumns<SourceRow>(
      t,
      t('reportFtd.utmSource'),
      (r) => sourceName(r, t),
      (r) =>
        drill(
          { utmSource: r.utm_source ?? NO_UTM_SOURCE },
          r.utm_source
            ? t('reportFtd.sourceLink', { source: r.utm_source, value: value(r) })
            : t('reportFtd.noSourceLink', { value: value(r) }),
        ),
    ),
  };
}

/** The report as CSV: periods with the totals, then each breakdown after an empty line. */
export function ftdCsv(report: TFtdReport) {
  return {
    header: ['period_start', 'ftd_count', 'ftd_usd'],
    rows: [
      ...report.rows.map((r) => [r.period, r.ftd_count, r.ftd_usd]),
      ['total', report.totals.ftd_count, report.totals.ftd_usd],
      [],
      ['country', 'ftd_count', 'ftd_usd'],
      ...report.by_country.map((r) => [r.country, r.ftd_count, r.ftd_usd]),
      [],
      ['sales_agent', 'ftd_count', 'ftd_usd'],
      ...report.by_sales_agent.map((r) => [r.name ?? r.sales_agent_id ?? '', r.ftd_count, r.ftd_usd]),
      [],
      ['utm_source', 'ftd_count', 'ftd_usd'],
      ...report.by_utm_source.map((r) => [r.utm_source ?? '', r.ftd_count, r.ftd_usd]),
      [],
      ['registrations', report.conversion.registrations],
      ['ftd_clients_of_registrations', report.conversion.ftd_clients],
      ['conversion_rate', report.conversion.rate],
      ['average_days_to_ftd', report.average_days_to_ftd],
    ],
  };
}
