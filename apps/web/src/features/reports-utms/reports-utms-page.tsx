import './reports-utms.css';
import { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../components/report/csv-download-button.tsx';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { clientReportQuery } from './client-report-query.ts';
import { COHORT_FIGURES, type CohortDrill, cohortTotals } from './cohort-columns.tsx';
import { registrationsDrill } from './registrations-drill.ts';
import { utmReportKeys } from './utm-keys.ts';
import { rankedRows, rowLabel, type UtmRow, utmChart } from './utm-rows.ts';
import { useSourceSearch, utmColumns, utmRowKey } from './utm-table.tsx';

/** `/reports/utms`: the registration cohort by UTM source, and one source's mediums and campaigns. */
export default function ReportsUtmsPage() {
  const t = useT(enReportUtms);
  const { filters, set } = useReportFilters();
  const [params] = useSearchParams();
  const source = params.get('utm_source') || null;
  const agents = useAgentOptions(true, true);
  const searchOf = useSourceSearch();
  const base = clientReportQuery(filters);
  // The UTM report is not over periods: it has no grouping to send.
  const query = base && {
    from: base.from,
    to: base.to,
    country: base.country,
    sales_agent: base.sales_agent,
    utm_source: source,
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: utmReportKeys.report(query ?? {}),
    queryFn: () => call('utmReport', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const level = source === null ? 'source' : 'campaign';
  // The reply of the previous view stays while the next loads: show it at its own level.
  const shown = data?.level === level ? data : undefined;
  const rows = useMemo(() => (shown ? rankedRows(shown, t) : undefined), [shown, t]);
  const chart = useMemo(() => (shown ? utmChart(shown, t) : { categories: [], series: [] }), [shown, t]);
  const days = shown ? t('reportUtms.days', { from: formatDay(shown.from), to: formatDay(shown.to) }) : '';
  // Drilled to a source, the totals are that source's clients.
  const cohort = shown && {
    from: shown.from,
    to: shown.to,
    countries: filters.countries,
    agent: filters.agent,
    utm: source === null ? {} : { source },
  };
  const drills = cohort
    ? {
        registrations: registrationsDrill(cohort, false, t('reportUtms.registered', { days })),
        verified: registrationsDrill(cohort, true, t('reportUtms.verifiedRegistered', { days })),
      }
    : {};
  // A row's clients: its source (and, drilled, its medium and campaign), null being the clients without one.
  const rowDrill: CohortDrill<UtmRow> = (r, figure) =>
    cohort
      ? registrationsDrill(
          {
            ...cohort,
            utm:
              level === 'source'
                ? { source: r.utm_source }
                : { source, medium: r.utm_medium, campaign: r.utm_campaign },
          },
          figure === 'verified',
          t(figure === 'verified' ? 'reportUtms.rowVerified' : 'reportUtms.rowRegistered', {
            row: rowLabel(r, level, t),
            days,
            value: r[figure].toLocaleString('en'),
          }),
        )
      : null;
  const summary =
    source === null ? t('reportUtms.summarySources', { days }) : t('reportUtms.summaryCampaigns', { source, days });

  return (
    <ReportPage
      title={source === null ? t('reportUtms.title') : t('reportUtms.titleSource', { source })}
      note={t('reportUtms.note')}
      exportControl={
        <CsvDownloadButton
          name={source === null ? `utms-${filters.from}-${filters.to}` : `utms-${source}-${filters.from}-${filters.to}`}
          header={['Source', 'Medium', 'Campaign', ...COHORT_FIGURES.map((f) => f.csvHeader)]}
          disabled={!shown}
          rows={() =>
            shown && rows
              ? [
                  ...rows.map((r) => [
                    r.utm_source,
                    r.utm_medium,
                    r.utm_campaign,
                    ...COHORT_FIGURES.map((f) => f.csv(r)),
                  ]),
                  ['Total', null, null, ...COHORT_FIGURES.map((f) => f.csv(shown.totals))],
                ]
              : []
          }
        />
      }
      filters={
        <>
          <ReportFilterBar filters={filters} onChange={set} noGroupBy countries agents={agents} />
          {source !== null && (
            <nav className="utm-crumbs" aria-label={t('reportUtms.breadcrumb')}>
              <ol>
                <li>
                  <Link to={{ search: searchOf(null) }}>{t('reportUtms.allSources')}</Link>
                </li>
                <li aria-current="page">{source}</li>
              </ol>
            </nav>
          )}
        </>
      }
      chart={
        <ReportChart
          layout="ranked"
          loading={isFetching}
          error={error}
          categories={chart.categories}
          series={chart.series}
          empty={t('reportUtms.empty')}
          summary={summary}
        />
      }
      table={
        <ReportTable
          caption={source === null ? t('reportUtms.captionSources') : t('reportUtms.campaignsOf', { source })}
          listId={source === null ? 'reports-utms' : 'reports-utms-campaigns'}
          columns={utmColumns(level, t, rowDrill)}
          rows={rows}
          rowKey={utmRowKey}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('reportUtms.empty')}
          totals={shown ? { cells: cohortTotals(shown.totals, t, drills) } : undefined}
        />
      }
    />
  );
}
