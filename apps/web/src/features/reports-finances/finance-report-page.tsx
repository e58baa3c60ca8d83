import './finance-report.css';
import { CURRENCY_CODES } from '@crm/contracts/currencies';
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
import { breakdownCsvRows, FinanceBreakdowns } from './finance-breakdowns.tsx';
import { financeChart, financeSummary } from './finance-chart.ts';
import { type FinanceView, financeColumns, financeCsv, financeTotals } from './finance-columns.tsx';
import { WHOLE_SCOPE } from './finance-drills.ts';
import { financeReportKeys } from './finance-keys.ts';
import { financeQueryOf } from './finance-query.ts';
import { useAgentOptions } from './use-agent-options.ts';

const NOTE =
  "Amounts in USD at the rate of each transaction's reporting day (the brokerage's reporting day, not your browser's). " +
  'Deposits are settled client deposits; refunds and chargebacks count on the day of the deposit they give back. ' +
  'Net deposits = deposits that arrived − refunds − chargebacks and duplicates − approved withdrawals; ' +
  'balance and credit operations are staff operations, shown apart and never in net deposits. Demo accounts never count.';

/** `/reports/finances`: money in and out per period, by method and by currency (issue #15). */
export default function FinanceReportPage() {
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
  const chart = useMemo(() => (data ? financeChart(data) : { categories: [], series: [] }), [data]);
  const columns = useMemo(
    () => financeColumns(view ?? { groupBy: filters.groupBy, range: { from: '', to: '' }, scope: WHOLE_SCOPE }),
    [view, filters.groupBy],
  );
  const retry = () => void refetch();
  const loading = isFetching;
  const range = view?.range ?? { from: filters.from ?? '', to: filters.to ?? '' };

  return (
    <ReportPage
      title="Finances"
      note={NOTE}
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
          summary={data ? financeSummary(data) : ''}
          empty={query ? 'No money moved in this period.' : 'Choose both days of the period.'}
        />
      }
      table={
        <>
          <ReportTable
            caption={`Finances per ${filters.groupBy}${range.from ? `, ${formatDay(range.from)} to ${formatDay(range.to)}` : ''}`}
            listId="/reports/finances"
            columns={columns}
            rows={query ? data?.rows : []}
            rowKey={(r) => r.period}
            loading={loading}
            error={error}
            onRetry={retry}
            empty={query ? 'No money moved in this period.' : 'Choose both days of the period.'}
            totals={data && view && data.rows.length > 0 ? { cells: financeTotals(data.totals, view) } : undefined}
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
