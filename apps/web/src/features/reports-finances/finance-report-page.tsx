import './finance-report.css';
import { CURRENCY_CODES } from '@crm/contracts/currencies';
import { enReportFinances } from '@crm/contracts/locales/en/report-finances';
import { enReports } from '@crm/contracts/locales/en/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportCsvButton } from '../../components/report/report-csv-button.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { breakdownCsvRows, FinanceBreakdowns } from './finance-breakdowns.tsx';
import { financeChart, financeSummary } from './finance-chart.ts';
import { type FinanceView, financeColumns, financeCsv, financeTotals } from './finance-columns.tsx';
import { WHOLE_SCOPE } from './finance-drills.ts';
import { financeReportKeys } from './finance-keys.ts';
import { financeQueryOf } from './finance-query.ts';
import { useAgentOptions } from './use-agent-options.ts';

/** `/reports/finances`: money in and out per period, by method and by currency (issue #15). */
export default function FinanceReportPage() {
  const t = useT(enReportFinances, enReports);
  const { filters, set } = useReportFilters();
  const agents = useAgentOptions(true, true);
  const query = financeQueryOf(filters);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: financeReportKeys.report(query ?? {}),
    queryFn: () => call('financeReport', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // The figures drawn and linked are the reply's: its range and grouping, even while the next loads.
  const view: FinanceView | null = useMemo(
    () =>
      data
        ? {
            groupBy: data.group_by,
            range: { from: data.from, to: data.to },
            scope: {
              currency: filters.currency,
              countries: filters.countries,
              agent: filters.agent,
              platform: filters.platform,
            },
          }
        : null,
    [data, filters.currency, filters.countries, filters.agent, filters.platform],
  );
  const chart = useMemo(() => (data ? financeChart(data, t) : { categories: [], series: [] }), [data, t]);
  const columns = useMemo(
    () => financeColumns(view ?? { groupBy: filters.groupBy, range: { from: '', to: '' }, scope: WHOLE_SCOPE }, t),
    [view, filters.groupBy, t],
  );
  const retry = () => void refetch();
  const loading = isFetching;
  const range = view?.range ?? { from: filters.from ?? '', to: filters.to ?? '' };
  const empty = t(query ? 'reportFinances.empty' : 'reportFinances.chooseDays');
  const caption = range.from
    ? t(`reportFinances.captionDays.${filters.groupBy}`, { from: formatDay(range.from), to: formatDay(range.to) })
    : t(`reportFinances.caption.${filters.groupBy}`);

  return (
    <ReportPage
      title={t('reportFinances.title')}
      note={t('reportFinances.note')}
      exportControl={
        <ReportCsvButton
          fileName={data ? `finances-${data.from}-${data.to}-${data.group_by}` : 'finances'}
          disabled={!data}
          table={() => {
            if (!data) return null;
            const main = financeCsv(data);
            return { header: main.header, rows: [...main.rows, ...breakdownCsvRows(data)] };
          }}
        />
      }
      filters={
        <ReportFilterBar
          filters={filters}
          onChange={set}
          countries
          agents={agents}
          platforms
          currencies={CURRENCY_CODES}
        />
      }
      chart={
        <ReportChart
          loading={loading}
          error={error}
          categories={chart.categories}
          series={chart.series}
          summary={data ? financeSummary(data, t) : ''}
          empty={empty}
        />
      }
      table={
        <>
          <ReportTable
            caption={caption}
            listId="/reports/finances"
            columns={columns}
            rows={query ? data?.rows : []}
            rowKey={(r) => r.period}
            loading={loading}
            error={error}
            onRetry={retry}
            empty={empty}
            totals={data && view && data.rows.length > 0 ? { cells: financeTotals(data.totals, view, t) } : undefined}
          />
          <FinanceBreakdowns
            report={query ? data : undefined}
            range={range}
            scope={view?.scope ?? WHOLE_SCOPE}
            loading={loading}
            error={error}
            onRetry={retry}
          />
        </>
      }
    />
  );
}
