import './balance-report.css';
import { CURRENCY_CODES } from '@crm/contracts/currencies';
import { MARGIN_CALL_LEVEL_PERCENT } from '@crm/contracts/trading-report-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/list/pager.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportCsvButton } from '../../components/report/report-csv-button.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { type ReportFilterChange, writeReportFilters } from '../../components/report/report-filters.ts';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { Switch } from '../../components/ui/switch.tsx';
import { call } from '../../lib/api/call.ts';
import { balanceTrendChart, balanceTrendSummary } from './balance-chart.ts';
import { accountColumns, balanceCsv, totalColumns, trendColumns } from './balance-columns.tsx';
import { balanceReportKeys } from './balance-keys.ts';
import { balanceAccountsQueryOf, balanceTrendQueryOf, MARGIN_CALL_PARAM } from './balance-query.ts';

const NO_FIELDS: readonly string[] = [];

/** `/reports/balanceEquity`: live accounts' balance, credit and equity now and per day (issue #15). */
export default function BalanceReportPage() {
  const { filters } = useReportFilters();
  const { state, update } = useListState(NO_FIELDS);
  const [params, setParams] = useSearchParams();
  const marginCall = params.get(MARGIN_CALL_PARAM) === '1';
  // A filter change starts the accounts again from their first page: the rows before it changed.
  const set = useCallback(
    (change: ReportFilterChange) =>
      setParams(
        (current) => {
          const next = writeReportFilters(current, change);
          next.delete('page');
          return next;
        },
        { flushSync: true },
      ),
    [setParams],
  );
  const setMarginCall = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(MARGIN_CALL_PARAM, '1');
        else next.delete(MARGIN_CALL_PARAM);
        next.delete('page');
        return next;
      },
      { flushSync: true },
    );

  const accountsQuery = balanceAccountsQueryOf(filters, { page: state.page, limit: state.limit, marginCall });
  const accounts = useQuery({
    queryKey: balanceReportKeys.accounts(accountsQuery),
    // The reply keeps the switch it was asked with: while the next loads, the heading says what is shown.
    queryFn: async () => ({
      ...(await call('balanceReport', { query: accountsQuery })),
      marginCallOnly: Boolean(accountsQuery.margin_call),
    }),
    placeholderData: keepPreviousData,
  });
  const trendQuery = balanceTrendQueryOf(filters);
  const trend = useQuery({
    queryKey: balanceReportKeys.trend(trendQuery ?? {}),
    queryFn: () => call('balanceTrend', { query: trendQuery ?? undefined }),
    enabled: trendQuery !== null,
    placeholderData: keepPreviousData,
  });
  const chart = useMemo(
    () => (trend.data ? balanceTrendChart(trend.data) : { categories: [], series: [] }),
    [trend.data],
  );
  const report = accounts.data;
  const trendEmpty = trendQuery
    ? 'No daily snapshot in this period: one is taken each reporting day, the first when the server starts.'
    : 'Choose both days of the period.';
  const range = trendQuery ? `${formatDay(trendQuery.from)} to ${formatDay(trendQuery.to)}` : '';

  return (
    <ReportPage
      title="Balance and equity"
      note={
        <>
          Live accounts only (demo accounts never count). Figures now are in each account’s currency with its own
          digits, and in USD at the rate of {report ? formatDay(report.rate_day) : 'today'} (the brokerage’s reporting
          day). The period applies to the daily snapshots of the trend only. An account is in margin call when it uses
          margin and its equity is under {report?.margin_call_level_percent ?? MARGIN_CALL_LEVEL_PERCENT}% of it.
        </>
      }
      exportControl={
        <ReportCsvButton
          fileName={`balance-equity-${report?.rate_day ?? 'now'}`}
          disabled={!report}
          table={() => (report ? balanceCsv(report, trend.data) : null)}
        />
      }
      filters={
        <ReportFilterBar filters={filters} onChange={set} noGroupBy countries platforms currencies={CURRENCY_CODES}>
          <div className="balance-switch">
            <Switch checked={marginCall} onChange={setMarginCall} label="Margin call only" />
          </div>
        </ReportFilterBar>
      }
      chart={
        <>
          <section className="balance-section" aria-labelledby="balance-trend">
            <h2 id="balance-trend">Per day{range ? `, ${range}` : ''}</h2>
            <ReportChart
              loading={trend.isFetching}
              error={trend.error}
              categories={chart.categories}
              series={chart.series}
              summary={trend.data ? balanceTrendSummary(trend.data) : ''}
              empty={trendEmpty}
            />
            <ReportTable
              caption={`Balance and equity per day${range ? `, ${range}` : ''}`}
              listId="/reports/balanceEquity#trend"
              columns={trendColumns()}
              rows={trendQuery ? trend.data?.days : []}
              rowKey={(d) => d.day}
              loading={trend.isFetching}
              error={trend.error}
              onRetry={() => void trend.refetch()}
              empty={trendEmpty}
            />
          </section>
          <section className="balance-section" aria-labelledby="balance-now">
            <h2 id="balance-now">Now, by platform and currency</h2>
            <ReportTable
              caption="Balance and equity now by platform and currency"
              listId="/reports/balanceEquity#totals"
              columns={totalColumns()}
              rows={report?.totals}
              rowKey={(t) => `${t.platform}-${t.currency}`}
              loading={accounts.isFetching}
              error={accounts.error}
              onRetry={() => void accounts.refetch()}
              empty="No live account for these filters."
            />
          </section>
        </>
      }
      table={
        <section className="balance-section" aria-labelledby="balance-accounts">
          <h2 id="balance-accounts">
            Accounts{report ? ` (${report.totalDocs.toLocaleString('en')})` : ''}
            {report?.marginCallOnly ? ' in margin call' : ''}
          </h2>
          <ReportTable
            caption={report?.marginCallOnly ? 'Accounts in margin call' : 'Accounts'}
            listId="/reports/balanceEquity"
            columns={accountColumns()}
            rows={report?.docs}
            rowKey={(a) => a._id}
            rowClass={(a) => (a.margin_call ? 'balance-row-margin-call' : undefined)}
            loading={accounts.isFetching}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            empty={report?.marginCallOnly ? 'No account is in margin call.' : 'No live account for these filters.'}
          />
          {report && (
            <Pager
              page={state.page}
              pages={Math.max(1, Math.ceil(report.totalDocs / state.limit))}
              total={report.totalDocs}
              noun="accounts"
              onPage={(page) => update({ page })}
            />
          )}
        </section>
      }
    />
  );
}
