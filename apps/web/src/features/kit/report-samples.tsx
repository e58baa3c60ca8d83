import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import { useMemo } from 'react';
import './report-samples.css';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { bucketLabel } from '../../components/report/group-by.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { ReportFilterBar } from '../../components/report/report-filter-bar.tsx';
import { ReportPage } from '../../components/report/report-page.tsx';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { useReportFilters } from '../../components/report/use-report-filters.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import type { TKitSample } from './kit-sample-id.ts';

/** A period's figures as a report endpoint would send them: money as decimal strings, totals from the server. */
type FinanceRow = { start: string; end: string; deposits: string; withdrawals: string; net: string; count: number };

const FINANCES: FinanceRow[] = [
  { start: '2026-11-18', end: '2026-11-18', deposits: '12500.00', withdrawals: '3200.50', net: '9299.50', count: 14 },
  { start: '2026-11-19', end: '2026-11-19', deposits: '8420.75', withdrawals: '9100.00', net: '-679.25', count: 9 },
  { start: '2026-11-20', end: '2026-11-20', deposits: '15010.00', withdrawals: '2500.00', net: '12510.00', count: 17 },
  { start: '2026-11-21', end: '2026-11-21', deposits: '0.00', withdrawals: '0.00', net: '0.00', count: 0 },
  { start: '2026-11-22', end: '2026-11-22', deposits: '4300.10', withdrawals: '1250.05', net: '3050.05', count: 5 },
  { start: '2026-11-23', end: '2026-11-23', deposits: '21980.40', withdrawals: '6400.00', net: '15580.40', count: 22 },
  { start: '2026-11-24', end: '2026-11-24', deposits: '9875.00', withdrawals: '4020.30', net: '5854.70', count: 11 },
];
const FINANCE_TOTALS = { deposits: '72086.25', withdrawals: '26470.85', net: '45615.40', count: 78 };

const usd = (amount: string) => formatMoney(amount, 'USD');
const AGENTS = [
  { value: '12', label: 'Maria Georgiou' },
  { value: '17', label: 'Andreas Christou' },
];

/** The rows behind a figure: the transactions list of that kind, on that period's days. */
type TTranslate = TTranslateOf<typeof enKitSamples>;

const toTransactions = (t: TTranslate, list: 'deposits' | 'withdrawals', row: FinanceRow, amount: string) =>
  row.count === 0
    ? null
    : {
        to: `/finances/${list}`,
        query: { fromDate: row.start, toDate: row.end },
        label: t(list === 'deposits' ? 'kitSamples.report.depositsOn' : 'kitSamples.report.withdrawalsOn', {
          day: bucketLabel(row.start, 'day'),
          amount,
        }),
      };

const financeColumns = (t: TTranslate): ListColumn<FinanceRow>[] => [
  { id: 'period', label: t('kitSamples.report.day'), nowrap: true, cell: (r) => bucketLabel(r.start, 'day') },
  figureColumn({
    id: 'deposits',
    label: t('kitSamples.report.deposits'),
    text: (r) => usd(r.deposits),
    drill: (r) => toTransactions(t, 'deposits', r, usd(r.deposits)),
  }),
  figureColumn({
    id: 'withdrawals',
    label: t('kitSamples.report.withdrawals'),
    text: (r) => usd(r.withdrawals),
    drill: (r) => toTransactions(t, 'withdrawals', r, usd(r.withdrawals)),
  }),
  figureColumn({ id: 'net', label: t('kitSamples.report.net'), text: (r) => usd(r.net) }),
  figureColumn({ id: 'count', label: t('kitSamples.report.transactions'), text: (r) => r.count.toLocaleString('en') }),
];

const financeSeries = (t: TTranslate, rows: readonly FinanceRow[]): ChartSeries[] => [
  {
    id: 'deposits',
    label: t('kitSamples.report.deposits'),
    tone: 'success',
    values: rows.map((r) => ({ value: r.deposits, text: usd(r.deposits) })),
  },
  {
    id: 'withdrawals',
    label: t('kitSamples.report.withdrawals'),
    tone: 'danger',
    values: rows.map((r) => ({ value: r.withdrawals, text: usd(r.withdrawals) })),
  },
  {
    id: 'net',
    label: t('kitSamples.report.net'),
    type: 'line',
    tone: 'accent',
    values: rows.map((r) => ({ value: r.net, text: usd(r.net) })),
  },
];

/** A whole report page from the kit, with its filters in this page's URL (try a preset, then Back). */
export function ReportPageSample() {
  const t = useT(enKitSamples);
  const { filters, set } = useReportFilters({ today: '2026-11-24', period: 'last7Days' });
  const categories = useMemo(() => FINANCES.map((r) => bucketLabel(r.start, 'day')), []);
  const series = useMemo(() => financeSeries(t, FINANCES), [t]);
  const columns = useMemo(() => financeColumns(t), [t]);
  return (
    <div className="kit-wide">
      <ReportPage
        title={t('kitSamples.report.title')}
        note={t('kitSamples.report.note')}
        exportControl={
          <button type="button" className="button" disabled>
            {t('kitSamples.report.export')}
          </button>
        }
        filters={
          <ReportFilterBar
            filters={filters}
            onChange={set}
            countries
            agents={AGENTS}
            platforms
            currencies={['USD', 'EUR', 'GBP']}
          />
        }
        chart={<ReportChart categories={categories} series={series} summary={t('kitSamples.report.summary')} />}
        table={
          <ReportTable
            caption={t('kitSamples.report.caption')}
            listId="kit-report-finances"
            columns={columns}
            rows={FINANCES}
            rowKey={(r) => r.start}
            empty={t('kitSamples.report.empty')}
            totals={{
              cells: {
                deposits: usd(FINANCE_TOTALS.deposits),
                withdrawals: usd(FINANCE_TOTALS.withdrawals),
                net: usd(FINANCE_TOTALS.net),
                count: FINANCE_TOTALS.count.toLocaleString('en'),
              },
            }}
          />
        }
      />
    </div>
  );
}

const WEEKS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
const BY_PLATFORM: Record<'ctrader' | 'mt4' | 'mt5', string[]> = {
  ctrader: ['5200.00', '6100.50', '4800.00', '7300.25', '6900.00'],
  mt4: ['11250.00', '9800.00', '12400.75', '10100.00', '13050.00'],
  mt5: ['8300.00', '9950.00', '10020.00', '12875.40', '14100.00'],
};
const PLATFORM_SERIES: ChartSeries[] = (
  [
    ['ctrader', 'cTrader'],
    ['mt4', 'MT4'],
    ['mt5', 'MT5'],
  ] as const
).map(([id, label]) => ({
  id,
  label,
  values: BY_PLATFORM[id].map((amount) => ({ value: amount, text: usd(amount) })),
}));

const BY_COUNTRY = [
  ['Cyprus', '48210.00'],
  ['Germany', '31500.50'],
  ['Greece', '22075.00'],
  ['United Kingdom', '15990.25'],
  ['Poland', '9100.00'],
  ['Spain', '4300.75'],
] as const;
const countrySeries = (t: TTranslate): ChartSeries[] => [
  {
    id: 'deposits',
    label: t('kitSamples.report.deposits'),
    values: BY_COUNTRY.map(([, amount]) => ({ value: amount, text: usd(amount) })),
  },
];

/** Stacked bars over weeks, and a ranked horizontal bar per country. */
export function ReportChartsSample() {
  const t = useT(enKitSamples);
  const byCountry = useMemo(() => countrySeries(t), [t]);
  return (
    <div className="kit-wide report-samples-charts">
      <ReportChart
        stacked
        categories={WEEKS.map((w) => bucketLabel(w, 'week'))}
        series={PLATFORM_SERIES}
        summary={t('kitSamples.report.weeklySummary')}
      />
      <ReportChart
        layout="ranked"
        categories={BY_COUNTRY.map(([country]) => country)}
        series={byCountry}
        summary={t('kitSamples.report.countrySummary')}
      />
    </div>
  );
}

// Not an ApiError: the kit shows the words a dropped connection gets.
const FAILED = new Error('offline');

/** Loading, empty and failed: the chart keeps its place, the table says what happened (and offers a retry). */
export function ReportStatesSample() {
  const t = useT(enKitSamples);
  const columns = useMemo(() => financeColumns(t), [t]);
  const table = (rows: FinanceRow[] | undefined, extra: { loading?: boolean; error?: Error }) => (
    <ReportTable
      caption={t('kitSamples.report.states')}
      listId="kit-report-states"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.start}
      empty={t('kitSamples.report.empty')}
      onRetry={() => {}}
      {...extra}
    />
  );
  return (
    <div className="kit-wide report-samples-states">
      <div>
        <ReportChart loading categories={[]} series={[]} summary="" />
        {table(undefined, { loading: true })}
      </div>
      <div>
        <ReportChart categories={[]} series={[]} summary="" empty={t('kitSamples.report.empty')} />
        {table([], {})}
      </div>
      <div>
        <ReportChart error={FAILED} categories={[]} series={[]} summary="" />
        {table(undefined, { error: FAILED })}
      </div>
    </div>
  );
}

/** The report kit's entries in the catalogue (kit-page.tsx spreads them after the list kit). */
export const REPORT_SAMPLES: readonly TKitSample[] = [
  { id: 'reportPage', Live: ReportPageSample },
  { id: 'reportCharts', Live: ReportChartsSample },
  { id: 'reportStates', Live: ReportStatesSample },
];
