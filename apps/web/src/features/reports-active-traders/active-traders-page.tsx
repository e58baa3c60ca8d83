import './active-traders.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportCsvButton } from '../../components/report/report-csv-button.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { activeTradersChart, activeTradersSummary, formatAsOf } from './active-traders-chart.ts';
import { activeTradersCsv, platformColumns, traderColumns, traderTotals } from './active-traders-columns.tsx';
import { activeTradersKeys } from './active-traders-keys.ts';
import {
  activeTradersQueryOf,
  DEFAULT_TOP,
  readRanking,
  TOP_CHOICES,
  TRADER_SORT_LABELS,
  type TraderSort,
} from './active-traders-query.ts';

const NOTE =
  'Closed deals of live accounts whose close falls in the period (reporting days of the brokerage, not your browser). ' +
  'Volume in lots; notional and realised P/L in USD at the rate of the deal’s reporting day. Demo accounts never count.';

/** The top N and ranking selects, kept in the URL beside the kit's filters. */
function RankingControls({ top, sort }: { top: number; sort: TraderSort }) {
  const [, setParams] = useSearchParams();
  const topId = useId();
  const sortId = useId();
  const put = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const tops: readonly number[] = TOP_CHOICES.includes(top as (typeof TOP_CHOICES)[number])
    ? TOP_CHOICES
    : [...TOP_CHOICES, top].sort((a, b) => a - b);
  return (
    <>
      <label className="field" htmlFor={topId}>
        <span className="field-label">Top</span>
        <select
          id={topId}
          value={top}
          onChange={(e) => put('top', e.target.value === String(DEFAULT_TOP) ? null : e.target.value)}
        >
          {tops.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={sortId}>
        <span className="field-label">Rank by</span>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => put('sort', e.target.value === 'volume' ? null : e.target.value)}
        >
          {Object.entries(TRADER_SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** `/reports/activeTraders`: the clients who traded most in a period, and by platform (issue #15). */
export default function ActiveTradersPage() {
  const { filters, set } = useReportFilters();
  const [params] = useSearchParams();
  const ranking = readRanking(params);
  const agents = useAgentOptions(true, true);
  const query = activeTradersQueryOf(filters, ranking);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: activeTradersKeys.report(query ?? {}),
    queryFn: () => call('activeTraders', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // The chart ranks by the reply's order: the sort asked with it, even while the next loads.
  const sort = query?.sort ?? ranking.sort;
  const chart = useMemo(() => (data ? activeTradersChart(data, sort) : { categories: [], series: [] }), [data, sort]);
  const rows = useMemo(() => data?.docs.map((t, i) => ({ ...t, rank: i + 1 })), [data]);
  const retry = () => void refetch();
  const noImport = data !== undefined && data.as_of === null;
  const empty = !query
    ? 'Choose both days of the period.'
    : noImport
      ? 'No trading data yet: the deal import (every minute) has not run on this server.'
      : 'No client traded in this period.';
  const range = query ? `${formatDay(query.from)} to ${formatDay(query.to)}` : '';
  const partial = data && data.totalDocs > data.docs.length;

  return (
    <ReportPage
      title="Active traders"
      note={
        <>
          {NOTE}{' '}
          <span className="active-traders-as-of">
            {data?.as_of
              ? `Trading data as of ${formatAsOf(data.as_of)}: deals are imported every minute.`
              : data
                ? 'Trading data: not imported yet (the deal import runs every minute).'
                : ''}
          </span>
        </>
      }
      exportControl={
        <ReportCsvButton
          fileName={query ? `active-traders-${query.from}-${query.to}-${query.sort}` : 'active-traders'}
          disabled={!data}
          table={() => (data ? activeTradersCsv(data) : null)}
        />
      }
      filters={
        <ReportFilterBar filters={filters} onChange={set} noGroupBy countries agents={agents} platforms>
          <RankingControls top={ranking.top} sort={ranking.sort} />
        </ReportFilterBar>
      }
      chart={
        <ReportChart
          layout="ranked"
          loading={isFetching}
          error={error}
          categories={chart.categories}
          series={chart.series}
          summary={data ? activeTradersSummary(data, sort) : ''}
          empty={empty}
        />
      }
      table={
        <>
          <ReportTable
            caption={`Active traders${range ? `, ${range}` : ''}`}
            listId="/reports/activeTraders"
            columns={traderColumns()}
            rows={query ? rows : []}
            rowKey={(r) => r.user._id}
            loading={isFetching}
            error={error}
            onRetry={retry}
            empty={empty}
            totals={
              data && data.docs.length > 0
                ? {
                    label: partial ? `All ${data.totalDocs.toLocaleString('en')} traders` : 'Total',
                    cells: traderTotals(data.totals),
                  }
                : undefined
            }
          />
          {partial && (
            <p className="muted">
              The top {data.docs.length.toLocaleString('en')} of {data.totalDocs.toLocaleString('en')} clients who
              traded; the totals are every trader’s.
            </p>
          )}
          <section className="active-traders-platforms" aria-labelledby="active-traders-by-platform">
            <h2 id="active-traders-by-platform">By platform</h2>
            <ReportTable
              caption="Active traders by platform"
              listId="/reports/activeTraders#platform"
              columns={platformColumns()}
              rows={query ? data?.by_platform : []}
              rowKey={(r) => r.platform}
              loading={isFetching}
              error={error}
              onRetry={retry}
              empty={empty}
            />
          </section>
        </>
      }
    />
  );
}
