import './balance-report.css';
import { CURRENCY_CODES } from '@crm/contracts/currencies';
import { enReportBalance } from '@crm/contracts/locales/en/report-balance';
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
import { useT } from '../../lib/i18n/use-t.ts';
import { balanceTrendChart, balanceTrendSummary } from './balance-chart.ts';
import { accountColumns, balanceCsv, totalColumns, trendColumns } from './balance-columns.tsx';
import { balanceReportKeys } from './balance-keys.ts';
import { balanceAccountsQueryOf, balanceTrendQueryOf, MARGIN_CALL_PARAM } from './balance-query.ts';
import { formatPricedAt } from './priced-at.ts';

const NO_FIELDS: readonly string[] = [];

/** `/reports/balanceEquity`: live accounts' balance, credit and equity now and per day (issue #15). */
export default function BalanceReportPage() {
  const t = useT(enReportBalance);
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
    () => (trend.data ? balanceTrendChart(trend.data, t) : { categories: [], series: [] }),
    [trend.data, t],
  );
  const columns = useMemo(
    () => ({ trend: trendColumns(t), totals: totalColumns(t), accounts: accountColumns(t) }),
    [t],
  );
  const report = accounts.data;
  const trendEmpty = t(trendQuery ? 'reportBalance.trendEmpty' : 'reportBalance.chooseDays');
  const days = trendQuery && { from: formatDay(trendQuery.from), to: formatDay(trendQuery.to) };
  const total = report?.totalDocs.toLocaleString('en');
  const accountsHeading = report?.marginCallOnly
    ? total
      ? t('reportBalance.accountsTotalMarginCall', { total })
      : t('reportBalance.accountsMarginCall')
    : total
      ? t('reportBalance.accountsTotal', { total })
      : t('reportBalance.accounts');

  return (
    <ReportPage
      title={t('reportBalance.title')}
      note={t('reportBalance.note', {
        day: report ? formatDay(report.rate_day) : t('reportBalance.today'),
        percent: report?.margin_call_level_percent ?? MARGIN_CALL_LEVEL_PERCENT,
      })}
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
            <Switch checked={marginCall} onChange={setMarginCall} label={t('reportBalance.marginCallOnly')} />
          </div>
        </ReportFilterBar>
      }
      chart={
        <>
          <section className="balance-section" aria-labelledby="balance-trend">
            <h2 id="balance-trend">{days ? t('reportBalance.perDayDays', days) : t('reportBalance.perDay')}</h2>
            <ReportChart
              loading={trend.isFetching}
              error={trend.error}
              categories={chart.categories}
              series={chart.series}
              summary={trend.data ? balanceTrendSummary(trend.data, t) : ''}
              empty={trendEmpty}
            />
            <ReportTable
              caption={days ? t('reportBalance.trendCaptionDays', days) : t('reportBalance.trendCaption')}
              listId="/reports/balanceEquity#trend"
              columns={columns.trend}
              rows={trendQuery ? trend.data?.days : []}
              rowKey={(d) => d.day}
              loading={trend.isFetching}
              error={trend.error}
              onRetry={() => void trend.refetch()}
              empty={trendEmpty}
            />
          </section>
          <section className="balance-section" aria-labelledby="balance-now">
            <h2 id="balance-now">{t('reportBalance.now')}</h2>
            {report && (
              <p className="balance-priced-at">
                {t('reportBalance.pricedAt', { time: formatPricedAt(report.pricedAt) })}
              </p>
            )}
            <ReportTable
              caption={t('reportBalance.nowCaption')}
              listId="/reports/balanceEquity#totals"
              columns={columns.totals}
              rows={report?.totals}
              rowKey={(r) => `${r.platform}-${r.currency}`}
              loading={accounts.isFetching}
              error={accounts.error}
              onRetry={() => void accounts.refetch()}
              empty={t('reportBalance.noAccount')}
            />
          </section>
        </>
      }
      table={
        <section className="balance-section" aria-labelledby="balance-accounts">
          <h2 id="balance-accounts">{accountsHeading}</h2>
          <ReportTable
            caption={t(report?.marginCallOnly ? 'reportBalance.accountsMarginCall' : 'reportBalance.accounts')}
            listId="/reports/balanceEquity"
            columns={columns.accounts}
            rows={report?.docs}
            rowKey={(a) => a._id}
            rowClass={(a) => (a.margin_call ? 'balance-row-margin-call' : undefined)}
            loading={accounts.isFetching}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            empty={t(report?.marginCallOnly ? 'reportBalance.noMarginCall' : 'reportBalance.noAccount')}
          />
          {report && (
            <Pager
              page={state.page}
              pages={Math.max(1, Math.ceil(report.totalDocs / state.limit))}
              total={report.totalDocs}
              noun={t('reportBalance.noun')}
              onPage={(page) => update({ page })}
            />
          )}
        </section>
      }
    />
  );
}
