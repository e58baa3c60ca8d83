import './ftd-report.css';
import { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import { enReports } from '@crm/contracts/locales/en/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListState } from '../../components/list/use-list-state.ts';
import { formatCount } from '../../components/report/figures.ts';
import { formatDay, parseIsoDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportCsvButton } from '../../components/report/report-csv-button.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { type ReportFilterChange, writeReportFilters } from '../../components/report/report-filters.ts';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { ftdChart, ftdCountryChart } from './ftd-chart.ts';
import { FtdHeadline } from './ftd-headline.tsx';
import { ftdKeys } from './ftd-keys.ts';
import { FtdList } from './ftd-list.tsx';
import {
  type BreakdownDrill,
  breakdownTables,
  ftdCsv,
  type ListDrill,
  periodColumns,
  utmSourceOptions,
} from './ftd-tables.tsx';

/** The list's own days, set by a period's figure: `listFrom`/`listTo` inside the report's range. */
const LIST_FROM = 'listFrom';
const LIST_TO = 'listTo';

/** `/reports/firstTimeDeposits`: first deposits per period, country, sales agent and UTM source (issue #15). */
export default function FtdReportPage() {
  const t = useT(enReportFtd, enReports);
  const { filters } = useReportFilters();
  const [params, setParams] = useSearchParams();
  const { state, update } = useListState([]);
  const agents = useAgentOptions(true, true);
  const query =
    filters.from && filters.to
      ? {
          from: filters.from,
          to: filters.to,
          group_by: filters.groupBy,
          ...(filters.countries.length ? { country: filters.countries.join(',') } : {}),
          ...(filters.agent ? { sales_agent: filters.agent } : {}),
          ...(filters.utmSource ? { utm_source: filters.utmSource } : {}),
        }
      : null;
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ftdKeys.report(query ?? {}),
    queryFn: () => call('firstTimeDepositReport', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

  // A new view of the report starts the list over: its own days and page belong to the old one.
  // One URL change for both: two navigations in one event each start from the same URL, so the
  // second put back what the first had cleared (choosing "All" sources again did nothing).
  const change = useCallback(
    (c: ReportFilterChange) => {
      setParams(
        (p) => {
          const next = writeReportFilters(p, c);
          for (const key of [LIST_FROM, LIST_TO, 'page']) next.delete(key);
          return next;
        },
        { flushSync: true },
      );
    },
    [setParams],
  );
  const listFrom = params.get(LIST_FROM);
  const listTo = params.get(LIST_TO);
  const narrowed = Boolean(parseIsoDay(listFrom) && parseIsoDay(listTo));
  const listDays =
    narrowed && listFrom && listTo
      ? { from: listFrom, to: listTo }
      : filters.from && filters.to
        ? { from: filters.from, to: filters.to }
        : null;

  // The list below keeps to the report's countries and agent, so a period's count is its rows.
  const drill: ListDrill = useCallback(
    (days, label) => {
      const query = Object.fromEntries(params.entries());
      delete query.page;
      return {
        to: '/reports/firstTimeDeposits',
        query: { ...query, [LIST_FROM]: days.from, [LIST_TO]: days.to },
        label,
      };
    },
    [params],
  );
  // A country's or an agent's figure: this report narrowed to it, whose list then holds those first deposits.
  const narrowTo: BreakdownDrill = useCallback(
    (change, label) => {
      const query = Object.fromEntries(params.entries());
      for (const key of ['page', LIST_FROM, LIST_TO]) delete query[key];
      return { to: '/reports/firstTimeDeposits', query: { ...query, ...change }, label };
    },
    [params],
  );
  const breakdowns = useMemo(() => breakdownTables(narrowTo, t), [narrowTo, t]);
  const sources = useMemo(
    () => utmSourceOptions(data?.by_utm_source ?? [], filters.utmSource, t),
    [data, filters.utmSource, t],
  );
  const chart = useMemo(() => (data ? ftdChart(data, t) : { categories: [], series: [] }), [data, t]);
  const countries = useMemo(() => (data ? ftdCountryChart(data, t) : { categories: [], series: [] }), [data, t]);
  const columns = useMemo(
    () => periodColumns(data ?? { from: '', to: '', group_by: filters.groupBy }, drill, t),
    [data, filters.groupBy, drill, t],
  );
  const retry = () => void refetch();
  const empty = t(query ? 'reportFtd.empty' : 'reportFtd.chooseDays');
  const shared = { loading: isFetching, error, onRetry: retry, empty };

  return (
    <ReportPage
      title={t('reportFtd.title')}
      note={t('reportFtd.note')}
      exportControl={
        <ReportCsvButton
          fileName={data ? `first-time-deposits-${data.from}-${data.to}-${data.group_by}` : 'first-time-deposits'}
          disabled={!data}
          table={() => (data ? ftdCsv(data) : null)}
        />
      }
      filters={<ReportFilterBar filters={filters} onChange={change} countries agents={agents} utmSources={sources} />}
      chart={
        <>
          <FtdHeadline report={query ? data : undefined} />
          <ReportChart
            loading={isFetching}
            error={error}
            categories={chart.categories}
            series={chart.series}
            summary={
              data
                ? t(`reportFtd.summary.${data.group_by}`, {
                    from: formatDay(data.from),
                    to: formatDay(data.to),
                    number: formatCount(data.totals.ftd_count),
                    usd: formatMoney(data.totals.ftd_usd, 'USD'),
                  })
                : ''
            }
            empty={empty}
          />
        </>
      }
      table={
        <>
          <ReportTable
            caption={t(`reportFtd.caption.${filters.groupBy}`)}
            listId="/reports/firstTimeDeposits"
            columns={columns}
            rows={query ? data?.rows : []}
            rowKey={(r) => r.period}
            {...shared}
            totals={
              data && data.rows.length > 0
                ? {
                    cells: {
                      ftd_count: formatCount(data.totals.ftd_count),
                      ftd_usd: formatMoney(data.totals.ftd_usd, 'USD'),
                    },
                  }
                : undefined
            }
          />
          <div className="ftd-sections">
            <section aria-labelledby="ftd-by-country">
              <h2 id="ftd-by-country">{t('reportFtd.byCountry')}</h2>
              <ReportChart
                layout="ranked"
                loading={isFetching}
                error={error}
                categories={countries.categories}
                series={countries.series}
                summary={t('reportFtd.byCountrySummary')}
                empty={empty}
              />
              <ReportTable
                caption={t('reportFtd.byCountryCaption')}
                listId="/reports/firstTimeDeposits#country"
                columns={breakdowns.country}
                rows={query ? data?.by_country : []}
                rowKey={(r) => r.country}
                {...shared}
              />
            </section>
            <div className="ftd-sections-side">
              <section aria-labelledby="ftd-by-agent">
                <h2 id="ftd-by-agent">{t('reportFtd.byAgent')}</h2>
                <ReportTable
                  caption={t('reportFtd.byAgentCaption')}
                  listId="/reports/firstTimeDeposits#agent"
                  columns={breakdowns.agent}
                  rows={query ? data?.by_sales_agent : []}
                  rowKey={(r) => r.sales_agent_id ?? 'none'}
                  {...shared}
                />
              </section>
              <section aria-labelledby="ftd-by-source">
                <h2 id="ftd-by-source">{t('reportFtd.bySource')}</h2>
                <ReportTable
                  caption={t('reportFtd.bySourceCaption')}
                  listId="/reports/firstTimeDeposits#source"
                  columns={breakdowns.source}
                  rows={query ? data?.by_utm_source : []}
                  rowKey={(r) => r.utm_source ?? 'none'}
                  {...shared}
                />
              </section>
            </div>
          </div>
          <FtdList
            days={listDays}
            countries={filters.countries}
            agent={filters.agent}
            utmSource={filters.utmSource}
            page={state.page}
            limit={state.limit}
            onPage={(page) => update({ page })}
            onWholePeriod={narrowed ? () => change({}) : undefined}
          />
        </>
      }
    />
  );
}
