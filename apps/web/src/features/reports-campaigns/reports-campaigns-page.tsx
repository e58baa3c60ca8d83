import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { CsvDownloadButton } from '../../components/report/csv-download-button.tsx';
import { bucketDays, bucketLabel } from '../../components/report/group-by.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { clientReportQuery } from '../reports-utms/client-report-query.ts';
import { COHORT_FIGURES, cohortColumns, cohortTotals } from '../reports-utms/cohort-columns.tsx';
import { COHORT_NOTE } from '../reports-utms/cohort-note.ts';
import { registrationsDrill } from '../reports-utms/registrations-drill.ts';
import { type CampaignRow, campaignChart, campaignName, NO_CAMPAIGN } from './campaign-chart.ts';
import { campaignReportKeys } from './campaign-keys.ts';

/** Periods in order, and in each the campaigns that brought the most clients first. */
const ordered = (rows: readonly CampaignRow[]) =>
  [...rows].sort(
    (a, b) =>
      a.period.localeCompare(b.period) ||
      b.registrations - a.registrations ||
      campaignName(a).localeCompare(campaignName(b)),
  );

/** `/reports/campaigns` (hidden in the menu): UTM campaigns over time, by registration cohort. */
export default function ReportsCampaignsPage() {
  const { filters, set } = useReportFilters({ groupBy: 'week' });
  const agents = useAgentOptions(true, true);
  const query = clientReportQuery(filters);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: campaignReportKeys.report(query ?? {}),
    queryFn: () => call('campaignReport', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const groupBy = data?.group_by ?? filters.groupBy;
  const rows = useMemo(() => (data ? ordered(data.rows) : undefined), [data]);
  const chart = useMemo(() => (data ? campaignChart(data, data.group_by) : { categories: [], series: [] }), [data]);
  const days = data ? `${formatDay(data.from)} to ${formatDay(data.to)}` : '';
  const cohort = data && { from: data.from, to: data.to, countries: filters.countries, agent: filters.agent };
  const columns: ListColumn<CampaignRow>[] = [
    { id: 'period', label: 'Period', nowrap: true, cell: (r) => bucketLabel(r.period, groupBy) },
    {
      id: 'campaign',
      label: 'Campaign',
      cell: (r) => r.utm_campaign ?? <span className="muted">{NO_CAMPAIGN}</span>,
    },
    // A period's campaign: its clients registered in that period (within the report's days).
    ...cohortColumns<CampaignRow>((r, figure) => {
      if (!data || !cohort) return null;
      const period = bucketDays(r.period, groupBy, { from: data.from, to: data.to });
      return registrationsDrill(
        { ...cohort, ...period, utm: { campaign: r.utm_campaign } },
        figure === 'verified',
        `${figure === 'verified' ? 'Verified clients' : 'Clients'} of ${campaignName(r)}, ${bucketLabel(r.period, groupBy)}: ${r[figure].toLocaleString('en')}`,
      );
    }),
  ];

  return (
    <ReportPage
      title="Campaigns"
      note={COHORT_NOTE}
      exportControl={
        <CsvDownloadButton
          name={`campaigns-${filters.from}-${filters.to}`}
          header={['Period', 'Campaign', ...COHORT_FIGURES.map((f) => f.label)]}
          disabled={!data}
          rows={() =>
            data && rows
              ? [
                  ...rows.map((r) => [r.period, r.utm_campaign, ...COHORT_FIGURES.map((f) => f.csv(r))]),
                  ['Total', null, ...COHORT_FIGURES.map((f) => f.csv(data.totals))],
                ]
              : []
          }
        />
      }
      filters={<ReportFilterBar filters={filters} onChange={set} countries agents={agents} />}
      chart={
        <ReportChart
          loading={isFetching}
          error={error}
          categories={chart.categories}
          series={chart.series}
          empty="No client registered in this period."
          summary={`Registrations per ${groupBy} by UTM campaign, the largest campaigns as their own lines and the rest as Other, ${days}.`}
        />
      }
      table={
        <ReportTable
          caption="Campaigns per period"
          listId="reports-campaigns"
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.period}:${JSON.stringify(r.utm_campaign)}`}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty="No client registered in this period."
          totals={
            data && cohort
              ? {
                  cells: cohortTotals(data.totals, {
                    registrations: registrationsDrill(cohort, false, `Clients registered ${days}`),
                    verified: registrationsDrill(cohort, true, `Verified clients registered ${days}`),
                  }),
                }
              : undefined
          }
        />
      }
    />
  );
}
