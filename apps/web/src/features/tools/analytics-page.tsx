import type { TAnalytics } from '@crm/contracts';
import { ANALYTICS_DEVICES } from '@crm/contracts/analytics-devices';
import { enReports } from '@crm/contracts/locales/en/reports';
import { enTools } from '@crm/contracts/locales/en/tools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { CsvDownloadButton } from '../../components/report/csv-download-button.tsx';
import { formatCount } from '../../components/report/figures.ts';
import { bucketLabel } from '../../components/report/group-by.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { registerEnglish, translateEnglish } from '../../lib/i18n/english.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { analyticsChart, analyticsDeviceLabel, type TToolsT } from './analytics-series.ts';
import { toolKeys } from './tool-keys.ts';
import { ToolsNav } from './tools-nav.tsx';

type Row = TAnalytics['rows'][number];

registerEnglish(enTools);
registerEnglish(enReports);
/** The CSV file's headers are English in every language. */
const englishT: TToolsT = translateEnglish;
type Figures = TAnalytics['totals'];

const text = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatCount(n));

type FigureColumn = { id: string; label: string; csvHeader: string; of: (f: Figures) => number | null };

/**
 * The figure columns the reply holds: each under its permission, so a column of nulls is left out.
 * `label` is the screen's, in the language of `t`; `csvHeader` the file's, English (files stay stable).
 */
function figureColumns(totals: Figures, t: TToolsT, english: TToolsT): FigureColumn[] {
  const column = (id: string, label: (say: TToolsT) => string, of: (f: Figures) => number | null) => ({
    id,
    label: label(t),
    csvHeader: label(english),
    of,
  });
  return [
    ...(totals.registrations !== null
      ? [
          column(
            'registrations',
            (say) => say('tools.registrations'),
            (f) => f.registrations,
          ),
        ]
      : []),
    ...(totals.devices
      ? ANALYTICS_DEVICES.map((d) =>
          column(
            d,
            (say) => analyticsDeviceLabel(d, say),
            (f) => f.devices?.[d] ?? null,
          ),
        )
      : []),
    ...(totals.sign_ins !== null
      ? [
          column(
            'sign_ins',
            (say) => say('tools.signIns'),
            (f) => f.sign_ins,
          ),
          column(
            'staff',
            (say) => say('tools.staffSignedIn'),
            (f) => f.staff_signed_in,
          ),
        ]
      : []),
  ];
}

/** `/tools/analytics`: registrations and the devices they came from, and staff sign-ins, over time. */
export default function AnalyticsPage() {
  const t = useT(enTools, enReports);
  const { filters, set } = useReportFilters({ groupBy: 'week' });
  const query = filters.from && filters.to ? { from: filters.from, to: filters.to, group_by: filters.groupBy } : null;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: toolKeys.analytics(query ?? {}),
    queryFn: () => call('toolsAnalytics', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const chart = useMemo(() => (data ? analyticsChart(data, t) : { categories: [], series: [] }), [data, t]);
  const figures = data ? figureColumns(data.totals, t, englishT) : [];
  const days = data ? t('tools.days', { from: formatDay(data.from), to: formatDay(data.to) }) : '';
  const columns: ListColumn<Row>[] = [
    {
      id: 'period',
      label: t('tools.period'),
      nowrap: true,
      cell: (r) => (data ? bucketLabel(r.period, data.group_by, t) : r.period),
    },
    ...figures.map((f) => figureColumn<Row>({ id: f.id, label: f.label, text: (r) => text(f.of(r)) })),
  ];

  return (
    <ReportPage
      title={t('tools.analyticsTitle')}
      nav={<ToolsNav />}
      note={t('tools.analyticsNote')}
      exportControl={
        <CsvDownloadButton
          name={`analytics-${filters.from}-${filters.to}`}
          header={['Period', ...figures.map((f) => f.csvHeader)]}
          disabled={!data}
          rows={() =>
            data
              ? [
                  ...data.rows.map((r) => [r.period, ...figures.map((f) => f.of(r))]),
                  ['Total', ...figures.map((f) => f.of(data.totals))],
                ]
              : []
          }
        />
      }
      filters={<ReportFilterBar filters={filters} onChange={set} />}
      chart={
        <ReportChart
          loading={isFetching}
          error={error}
          stacked
          categories={chart.categories}
          series={chart.series}
          empty={t('tools.analyticsEmpty')}
          summary={t(`tools.analyticsSummary.${data?.group_by ?? filters.groupBy}`, { days })}
        />
      }
      table={
        <ReportTable
          caption={t('tools.analyticsCaption')}
          listId="tools-analytics"
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.period}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('tools.analyticsEmpty')}
          totals={data ? { cells: Object.fromEntries(figures.map((f) => [f.id, text(f.of(data.totals))])) } : undefined}
        />
      }
    />
  );
}
