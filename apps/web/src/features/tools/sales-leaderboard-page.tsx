import type { TLeaderboard, TLeaderboardRow } from '@crm/contracts';
import { enTools } from '@crm/contracts/locales/en/tools';
import { NO_SALES_AGENT } from '@crm/contracts/sales-agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { CsvDownloadButton } from '../../components/report/csv-download-button.tsx';
import type { DrillQuery } from '../../components/report/drill-link.tsx';
import { formatCount, formatRate } from '../../components/report/figures.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { type Drill, figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { toolKeys } from './tool-keys.ts';
import { ToolsNav } from './tools-nav.tsx';

type Figures = TLeaderboard['totals'];
/** The row's agent for the CSV file, English like its headers. */
const UNASSIGNED = 'Unassigned';
const usd = (v: string | null) => (v === null ? '—' : formatMoney(v, 'USD'));
const count = (v: number | null) => (v === null ? '—' : formatCount(v));

type Figure = {
  /** Also the figure's key in the area (`tools.figure.<id>`). */
  id: keyof Figures;
  /** The CSV file's column, English in every language. */
  csvHeader: string;
  text: (f: Figures) => string;
  csv: (f: Figures) => string | number | null;
  /** The report that holds this figure for one agent, filtered the same way (reports filter by agent, not by "none"). */
  report?: string;
};

const FIGURES: readonly Figure[] = [
  { id: 'registrations', csvHeader: 'Registrations', text: (f) => count(f.registrations), csv: (f) => f.registrations },
  {
    id: 'ftd_count',
    csvHeader: 'FTDs',
    text: (f) => count(f.ftd_count),
    csv: (f) => f.ftd_count,
    report: '/reports/firstTimeDeposits',
  },
  { id: 'ftd_usd', csvHeader: 'FTD value', text: (f) => usd(f.ftd_usd), csv: (f) => f.ftd_usd },
  {
    id: 'conversion_rate',
    csvHeader: 'Conversion',
    text: (f) => formatRate(f.conversion_rate),
    csv: (f) => f.conversion_rate,
  },
  { id: 'deposits_usd', csvHeader: 'Deposits', text: (f) => usd(f.deposits_usd), csv: (f) => f.deposits_usd },
  {
    id: 'net_deposits_usd',
    csvHeader: 'Net deposits',
    text: (f) => usd(f.net_deposits_usd),
    csv: (f) => f.net_deposits_usd,
    report: '/reports/finances',
  },
];

/**
 * `/tools/sales-leaderboard`: the sales agents ranked for a period by net deposits (by first-time
 * deposits for a user who may not see the money), with the figures of the FTD and finance reports.
 */
export default function SalesLeaderboardPage() {
  const t = useT(enTools);
  const agentName = (r: TLeaderboardRow) => r.name ?? t('tools.unassigned');
  const { filters, set } = useReportFilters({ period: 'thisMonth' });
  const query = filters.from && filters.to ? { from: filters.from, to: filters.to } : null;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: toolKeys.leaderboard(query ?? {}),
    queryFn: () => call('salesLeaderboard', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // Only the figures the caller may see come as numbers; the others are left out, not shown as dashes.
  const shown = data ? FIGURES.filter((f) => data.totals[f.id] !== null) : [];
  const days = data ? t('tools.days', { from: formatDay(data.from), to: formatDay(data.to) }) : '';
  const byMoney = data?.ranked_by === 'net_deposits';
  const chart = useMemo(() => {
    if (!data) return { categories: [], series: [] };
    return {
      categories: data.rows.map((r) => r.name ?? t('tools.unassigned')),
      series: [
        byMoney
          ? {
              id: 'net',
              label: t('tools.netDepositsUsd'),
              values: data.rows.map((r) => ({ value: r.net_deposits_usd, text: usd(r.net_deposits_usd) })),
            }
          : {
              id: 'ftds',
              label: t('tools.firstTimeDeposits'),
              values: data.rows.map((r) => ({ value: r.ftd_count, text: count(r.ftd_count) })),
            },
      ],
    };
  }, [data, byMoney, t]);
  const drillOf =
    (figure: Figure) =>
    (r: TLeaderboardRow): Drill | null => {
      if (!figure.report || !data) return null;
      const q: DrillQuery = {
        period: 'custom',
        fromDate: data.from,
        toDate: data.to,
        agent: r.sales_agent_id ?? NO_SALES_AGENT,
        groupBy: 'month',
      };
      const label = t('tools.agentFigure', {
        figure: t(`tools.figure.${figure.id}`),
        agent: agentName(r),
        days,
        value: figure.text(r),
      });
      return { to: figure.report, query: q, label };
    };
  const columns: ListColumn<TLeaderboardRow>[] = [
    { id: 'rank', label: t('tools.rank'), numeric: true, nowrap: true, cell: (r) => r.rank },
    {
      id: 'agent',
      label: t('tools.salesAgent'),
      identity: true,
      cell: (r) => r.name ?? <span className="muted">{t('tools.unassigned')}</span>,
    },
    ...shown.map((f) =>
      figureColumn<TLeaderboardRow>({ id: f.id, label: t(`tools.figure.${f.id}`), text: f.text, drill: drillOf(f) }),
    ),
  ];

  return (
    <ReportPage
      title={t('tools.leaderboardTitle')}
      nav={<ToolsNav />}
      note={t(byMoney ? 'tools.leaderboardNoteNet' : 'tools.leaderboardNoteFtd')}
      exportControl={
        <CsvDownloadButton
          name={`sales-leaderboard-${filters.from}-${filters.to}`}
          header={['Rank', 'Sales agent', ...shown.map((f) => f.csvHeader)]}
          disabled={!data}
          rows={() =>
            data
              ? [
                  ...data.rows.map((r) => [r.rank, r.name ?? UNASSIGNED, ...shown.map((f) => f.csv(r))]),
                  [null, 'Total', ...shown.map((f) => f.csv(data.totals))],
                ]
              : []
          }
        />
      }
      filters={<ReportFilterBar filters={filters} onChange={set} noGroupBy />}
      chart={
        <ReportChart
          layout="ranked"
          loading={isFetching}
          error={error}
          categories={chart.categories}
          series={chart.series}
          empty={t('tools.leaderboardEmpty')}
          summary={t(byMoney ? 'tools.leaderboardSummaryNet' : 'tools.leaderboardSummaryFtd', { days })}
        />
      }
      table={
        <ReportTable
          caption={t('tools.leaderboardCaption')}
          listId="tools-sales-leaderboard"
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.sales_agent_id ?? 'unassigned'}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('tools.leaderboardEmpty')}
          totals={
            data
              ? { label: t('tools.team'), cells: Object.fromEntries(shown.map((f) => [f.id, f.text(data.totals)])) }
              : undefined
          }
        />
      }
    />
  );
}
