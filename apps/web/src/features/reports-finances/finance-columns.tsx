import type { TFinanceFigures, TFinanceReport } from '@crm/contracts';
import type { enReportFinances } from '@crm/contracts/locales/en/report-finances';
import type { enReports } from '@crm/contracts/locales/en/reports';
import type { ListColumn } from '../../components/list/list-column.ts';
import { DrillLink } from '../../components/report/drill-link.tsx';
import { formatCount, formatRate } from '../../components/report/figures.ts';
import { bucketDays, bucketLabel, type GroupBy } from '../../components/report/group-by.ts';
import { formatDay } from '../../components/report/period.ts';
import { figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { type DrillScope, drillTo, type FigureKind } from './finance-drills.ts';

type Row = TFinanceReport['rows'][number];
/** The report's words and the kit's (a grouping's name). */
export type TFinanceT = TTranslateOf<typeof enReportFinances & typeof enReports>;
const usd = (amount: string) => formatMoney(amount, 'USD');

export type FinanceView = { groupBy: GroupBy; range: { from: string; to: string }; scope: DrillScope };

/** Days as a link's name says them: one day, or from–to. */
export const daysText = (days: { from: string; to: string }, t: TFinanceT) =>
  days.from === days.to
    ? formatDay(days.from)
    : t('reportFinances.days', { from: formatDay(days.from), to: formatDay(days.to) });

/** A count and an amount of one kind of money, in one cell when the kind is secondary: "$120.00 (3)". */
const both = (amount: string, count: number) => (count === 0 ? usd(amount) : `${usd(amount)} (${formatCount(count)})`);

type Figure = {
  /** Also the figure's key in the area: `reportFinances.figure.<id>`. */
  id: FigureId;
  kind?: FigureKind;
  count: (f: TFinanceFigures) => number;
  text: (f: TFinanceFigures) => string;
};

type FigureId =
  | 'deposits_count'
  | 'deposits_usd'
  | 'withdrawals_count'
  | 'withdrawals_usd'
  | 'net_deposits_usd'
  | 'refunds'
  | 'chargebacks'
  | 'duplicates'
  | 'balance_in'
  | 'balance_out'
  | 'credit_in'
  | 'credit_out'
  | 'deposit_rate'
  | 'withdrawal_rate';

/** The period table's figure columns, in reading order; the totals row uses the same. */
const FIGURES: readonly Figure[] = [
  {
    id: 'deposits_count',
    kind: 'deposits',
    count: (f) => f.deposits_count,
    text: (f) => formatCount(f.deposits_count),
  },
  {
    id: 'deposits_usd',
    kind: 'deposits',
    count: (f) => f.deposits_count,
    text: (f) => usd(f.deposits_usd),
  },
  {
    id: 'withdrawals_count',
    kind: 'withdrawals',
    count: (f) => f.withdrawals_count,
    text: (f) => formatCount(f.withdrawals_count),
  },
  {
    id: 'withdrawals_usd',
    kind: 'withdrawals',
    count: (f) => f.withdrawals_count,
    text: (f) => usd(f.withdrawals_usd),
  },
  { id: 'net_deposits_usd', count: () => 0, text: (f) => usd(f.net_deposits_usd) },
  {
    id: 'refunds',
    kind: 'refunds',
    count: (f) => f.refunds_count,
    text: (f) => both(f.refunds_usd, f.refunds_count),
  },
  {
    id: 'chargebacks',
    kind: 'chargebacks',
    count: (f) => f.chargebacks_count,
    text: (f) => both(f.chargebacks_usd, f.chargebacks_count),
  },
  {
    id: 'duplicates',
    kind: 'duplicates',
    count: (f) => f.duplicates_count,
    text: (f) => both(f.duplicates_usd, f.duplicates_count),
  },
  {
    id: 'balance_in',
    kind: 'balance_in',
    count: (f) => f.balance_in_count,
    text: (f) => both(f.balance_in_usd, f.balance_in_count),
  },
  {
    id: 'balance_out',
    kind: 'balance_out',
    count: (f) => f.balance_out_count,
    text: (f) => both(f.balance_out_usd, f.balance_out_count),
  },
  // Credit is the brokerage's bonus money: no finance list shows it, so it links nowhere.
  { id: 'credit_in', count: () => 0, text: (f) => both(f.credit_in_usd, f.credit_in_count) },
  { id: 'credit_out', count: () => 0, text: (f) => both(f.credit_out_usd, f.credit_out_count) },
  { id: 'deposit_rate', count: () => 0, text: (f) => formatRate(f.deposit_approval_rate) },
  {
    id: 'withdrawal_rate',
    count: () => 0,
    text: (f) => formatRate(f.withdrawal_approval_rate),
  },
];

/** A figure as a cell: its text, a link to its rows when it has some and the filters map. */
function cellDrill(
  figure: Figure,
  f: TFinanceFigures,
  days: { from: string; to: string },
  scope: DrillScope,
  t: TFinanceT,
) {
  if (!figure.kind) return null;
  const label = t('reportFinances.figureLink', {
    figure: t(`reportFinances.figure.${figure.id}`),
    days: daysText(days, t),
    value: figure.text(f),
  });
  return drillTo(figure.kind, days, scope, figure.count(f), label);
}

/** The columns of the table per period. */
export function financeColumns(view: FinanceView, t: TFinanceT): ListColumn<Row>[] {
  const daysOf = (r: Row) => bucketDays(r.period, view.groupBy, view.range);
  return [
    {
      id: 'period',
      label: t(`reports.groupBys.${view.groupBy}`),
      nowrap: true,
      cell: (r) => bucketLabel(r.period, view.groupBy, t),
    },
    ...FIGURES.map((figure) =>
      figureColumn<Row>({
        id: figure.id,
        label: t(`reportFinances.figure.${figure.id}`),
        text: (r) => figure.text(r),
        drill: (r) => cellDrill(figure, r, daysOf(r), view.scope, t),
      }),
    ),
  ];
}

/** The totals row: the server's totals (never added up here), each linking to the whole range's rows. */
export function financeTotals(totals: TFinanceFigures, view: FinanceView, t: TFinanceT) {
  return Object.fromEntries(
    FIGURES.map((figure) => {
      const text = figure.text(totals);
      const drill = cellDrill(figure, totals, view.range, view.scope, t);
      const cell = drill ? (
        <DrillLink key={figure.id} to={drill.to} query={drill.query} label={drill.label}>
          {text}
        </DrillLink>
      ) : (
        text
      );
      return [figure.id, cell];
    }),
  );
}

/** The figure columns as CSV: a header and one row per period, then the totals. */
export function financeCsv(report: TFinanceReport) {
  const keys = [
    'deposits_count',
    'deposits_usd',
    'withdrawals_count',
    'withdrawals_usd',
    'net_deposits_usd',
    'refunds_count',
    'refunds_usd',
    'chargebacks_count',
    'chargebacks_usd',
    'duplicates_count',
    'duplicates_usd',
    'balance_in_count',
    'balance_in_usd',
    'balance_out_count',
    'balance_out_usd',
    'credit_in_count',
    'credit_in_usd',
    'credit_out_count',
    'credit_out_usd',
    'deposit_approval_rate',
    'withdrawal_approval_rate',
  ] as const satisfies readonly (keyof TFinanceFigures)[];
  return {
    header: ['period_start', ...keys],
    rows: [
      ...report.rows.map((r) => [r.period, ...keys.map((k) => r[k])]),
      ['total', ...keys.map((k) => report.totals[k])],
    ],
  };
}
