import './active-traders.css';
import { enReportActive } from '@crm/contracts/locales/en/report-active';
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
import { useT } from '../../lib/i18n/use-t.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { activeTradersChart, activeTradersSummary, formatAsOf } from './active-traders-chart.ts';
import { activeTradersCsv, platformColumns, traderColumns, traderTotals } from './active-traders-columns.tsx';
import { activeTradersKeys } from './active-traders-keys.ts';
import {
  activeTradersQueryOf,
  DEFAULT_TOP,
  readRanking,
  TOP_CHOICES,
  type TraderSort,
} from './active-traders-query.ts';

/** The rankings offered, in the order the select lists them. */
const SORTS: readonly TraderSort[] = ['volume', 'trades', 'pnl'];

/** The top N and ranking selects, kept in the URL beside the kit's filters. */
function RankingControls({ top, sort }: { top: number; sort: TraderSort }) {
  const t = useT(enReportActive);
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
        <span className="field-label">{t('reportActive.top')}</span>
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
        <span className="field-label">{t('reportActive.rankBy')}</span>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => put('sort', e.target.value === 'volume' ? null : e.target.value)}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`reportActive.sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** `/reports/activeTraders`: the clients who traded most in a period, and by platform (issue #15). */
export default function ActiveTradersPage() {
  const t = useT(enReportActive);
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
  const chart = useMemo(
    () => (data ? activeTradersChart(data, sort, t) : { categories: [], series: [] }),
    [data, sort, t],
  );
  const rows = useMemo(() => data?.docs.map((trader, i) => ({ ...trader, rank: i + 1 })), [data]);
  const traders = useMemo(() => traderColumns(t), [t]);
  const platforms = useMemo(() => platformColumns(t), [t]);
  const retry = () => void refetch();
  const noImport = data !== undefined && data.as_of === null;
  const empty = t(!query ? 'reportActive.chooseDays' : noImport ? 'reportActive.noImport' : 'reportActive.empty');
  const caption = query
    ? t('reportActive.captionDays', { from: formatDay(query.from), to: formatDay(query.to) })
    : t('reportActive.caption');
  const partial = data && data.totalDocs > data.docs.length;

  return (
    <ReportPage
      title={t('reportActive.title')}
      note={
        <>
          {t('reportActive.note')}{' '}
          <span className="active-traders-as-of">
            {data?.as_of
              ? t('reportActive.asOf', { when: formatAsOf(data.as_of) })
              : data
                ? t('reportActive.notImported')
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
          summary={data ? activeTradersSummary(data, sort, t) : ''}
          empty={empty}
        />
      }
      table={
        <>
          <ReportTable
            caption={caption}
            listId="/reports/activeTraders"
            columns={traders}
            rows={query ? rows : []}
            rowKey={(r) => r.user._id}
            loading={isFetching}
            error={error}
            onRetry={retry}
            empty={empty}
            totals={
              data && data.docs.length > 0
                ? {
                    label: partial
                      ? t('reportActive.allTraders', { total: data.totalDocs.toLocaleString('en') })
                      : t('list.total'),
                    cells: traderTotals(data.totals),
                  }
                : undefined
            }
          />
          {partial && (
            <p className="muted">
              {t('reportActive.topOf', {
                shown: data.docs.length.toLocaleString('en'),
                total: data.totalDocs.toLocaleString('en'),
              })}
            </p>
          )}
          <section className="active-traders-platforms" aria-labelledby="active-traders-by-platform">
            <h2 id="active-traders-by-platform">{t('reportActive.byPlatform')}</h2>
            <ReportTable
              caption={t('reportActive.byPlatformCaption')}
              listId="/reports/activeTraders#platform"
              columns={platforms}
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
