import { enReportCampaigns } from '@crm/contracts/locales/en/report-campaigns';
import { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import { enReports } from '@crm/contracts/locales/en/reports';
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
import { useT } from '../../lib/i18n/use-t.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { clientReportQuery } from '../reports-utms/client-report-query.ts';
import { COHORT_FIGURES, cohortColumns, cohortTotals } from '../reports-utms/cohort-columns.tsx';
import { registrationsDrill } from '../reports-utms/registrations-drill.ts';
import { type CampaignRow, campaignChart, campaignName, campaignText } from './campaign-chart.ts';
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
  const t = useT(enReportCampaigns, enReportUtms, enReports);
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
  const chart = useMemo(
    () => (data ? campaignChart(data, data.group_by, t) : { categories: [], series: [] }),
    [data, t],
  );
  const days = data ? t('reportUtms.days', { from: formatDay(data.from), to: formatDay(data.to) }) : '';
  const cohort = data && { from: data.from, to: data.to, countries: filters.countries, agent: filters.agent };
  const columns: ListColumn<CampaignRow>[] = [
    { id: 'period', label: t('reportCampaigns.period'), nowrap: true, cell: (r) => bucketLabel(r.period, groupBy, t) },
    {
      id: 'campaign',
      label: t('reportUtms.campaign'),
      cell: (r) => r.utm_campaign ?? <span className="muted">{t('reportUtms.noCampaign')}</span>,
    },
    // A period's campaign: its clients registered in that period (within the report's days).
    ...cohortColumns<CampaignRow>(t, (r, figure) => {
      if (!data || !cohort) return null;
      const period = bucketDays(r.period, groupBy, { from: data.from, to: data.to });
      return registrationsDrill(
        { ...cohort, ...period, utm: { campaign: r.utm_campaign } },
        figure === 'verified',
        t(figure === 'verified' ? 'reportCampaigns.rowVerified' : 'reportCampaigns.rowRegistered', {
          campaign: campaignText(campaignName(r), t),
          period: bucketLabel(r.period, groupBy, t),
          value: r[figure].toLocaleString('en'),
        }),
      );
    }),
  ];

  return (
    <ReportPage
      title={t('reportCampaigns.title')}
      note={t('reportUtms.note')}
      exportControl={
        <CsvDownloadButton
          name={`campaigns-${filters.from}-${filters.to}`}
          header={['Period', 'Campaign', ...COHORT_FIGURES.map((f) => f.csvHeader)]}
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
          empty={t('reportUtms.empty')}
          summary={t(`reportCampaigns.summary.${groupBy}`, { days })}
        />
      }
      table={
        <ReportTable
          caption={t('reportCampaigns.caption')}
          listId="reports-campaigns"
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.period}:${JSON.stringify(r.utm_campaign)}`}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('reportUtms.empty')}
          totals={
            data && cohort
              ? {
                  cells: cohortTotals(data.totals, t, {
                    registrations: registrationsDrill(cohort, false, t('reportUtms.registered', { days })),
                    verified: registrationsDrill(cohort, true, t('reportUtms.verifiedRegistered', { days })),
                  }),
                }
              : undefined
          }
        />
      }
    />
  );
}
