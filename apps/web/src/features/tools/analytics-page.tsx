import type { TAnalytics } from '@crm/contracts';
import { ANALYTICS_DEVICES } from '@crm/contracts/analytics-devices';
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
import { analyticsChart, analyticsDeviceLabel } from './analytics-series.ts';
import { toolKeys } from './tool-keys.ts';
import { ToolsNav } from './tools-nav.tsx';

type Row = TAnalytics['rows'][number];
type Figures = TAnalytics['totals'];

const text = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatCount(n));

/** The figure columns the reply holds: each under its permission, so a column of nulls is left out. */
function figureColumns(totals: Figures): { id: string; label: string; of: (f: Figures) => number | null }[] {
  return [
    ...(totals.registrations !== null
      ? [{ id: 'registrations', label: 'Registrations', of: (f: Figures) => f.registrations }]
      : []),
    ...(totals.devices
      ? ANALYTICS_DEVICES.map((d) => ({
          id: d,
          label: analyticsDeviceLabel(d),
          of: (f: Figures) => f.devices?.[d] ?? null,
        }))
      : []),
    ...(totals.sign_ins !== null
      ? [
          { id: 'sign_ins', label: 'Staff sign-ins', of: (f: Figures) => f.sign_ins },
          { id: 'staff', label: 'Staff who signed in', of: (f: Figures) => f.staff_signed_in },
        ]
      : []),
  ];
}

/** `/tools/analytics`: registrations and the devices they came from, and staff sign-ins, over time. */
export default function AnalyticsPage() {
  const { filters, set } = useReportFilters({ groupBy: 'week' });
  const query = filters.from && filters.to ? { from: filters.from, to: filters.to, group_by: filters.groupBy } : null;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: toolKeys.analytics(query ?? {}),
    queryFn: () => call('toolsAnalytics', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const chart = useMemo(() => (data ? analyticsChart(data) : { categories: [], series: [] }), [data]);
  const figures = data ? figureColumns(data.totals) : [];
  const days = data ? `${formatDay(data.from)} to ${formatDay(data.to)}` : '';
  const columns: ListColumn<Row>[] = [
    {
      id: 'period',
      label: 'Period',
      nowrap: true,
      cell: (r) => (data ? bucketLabel(r.period, data.group_by) : r.period),
    },
    ...figures.map((f) => figureColumn<Row>({ id: f.id, label: f.label, text: (r) => text(f.of(r)) })),
  ];

  return (
    <ReportPage
      title="Analytics"
      nav={<ToolsNav />}
      note="Registrations count clients by the reporting day they registered and the device they use now. Sign-ins are the brand's staff signing in to this console (view-as is not a sign-in)."
      exportControl={
        <CsvDownloadButton
          name={`analytics-${filters.from}-${filters.to}`}
          header={['Period', ...figures.map((f) => f.label)]}
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
          empty="No registration and no sign-in in this period."
          summary={`Registrations per ${data?.group_by ?? filters.groupBy} by device, with staff sign-ins as a line, ${days}.`}
        />
      }
      table={
        <ReportTable
          caption="Registrations, devices and sign-ins per period"
          listId="tools-analytics"
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.period}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty="No registration and no sign-in in this period."
          totals={data ? { cells: Object.fromEntries(figures.map((f) => [f.id, text(f.of(data.totals))])) } : undefined}
        />
      }
    />
  );
}
