import type { TFinanceReport } from '@crm/contracts';
import { currencyEntryOf } from '@crm/contracts/currencies';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount } from '../../components/report/figures.ts';
import { formatDay } from '../../components/report/period.ts';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { type DrillScope, drillTo } from './finance-drills.ts';

type MethodRow = TFinanceReport['by_method'][number];
type CurrencyRow = TFinanceReport['by_currency'][number];
type Props = {
  report: TFinanceReport | undefined;
  range: { from: string; to: string };
  scope: DrillScope;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
};

const usd = (amount: string) => formatMoney(amount, 'USD');
const rangeText = (r: { from: string; to: string }) => `${formatDay(r.from)} to ${formatDay(r.to)}`;

/**
 * A breakdown row's deposits or withdrawals count, opening those rows narrowed to the row's own
 * key (a method, a currency), so the list holds as many as the figure says.
 */
function countColumn<R extends { deposits_count: number; withdrawals_count: number }>(
  kind: 'deposits' | 'withdrawals',
  range: Props['range'],
  scope: DrillScope,
  name: (r: R) => string,
  narrow: (r: R) => { method?: string; currency?: string },
): ListColumn<R> {
  const days = rangeText(range);
  const count = (r: R) => (kind === 'deposits' ? r.deposits_count : r.withdrawals_count);
  return figureColumn({
    id: `${kind}_count`,
    label: kind === 'deposits' ? 'Deposits' : 'Withdrawals',
    text: (r) => formatCount(count(r)),
    drill: (r) =>
      drillTo(kind, range, scope, count(r), `${name(r)} ${kind}, ${days}: ${formatCount(count(r))}`, narrow(r)),
  });
}

function methodColumns(range: Props['range'], scope: DrillScope): ListColumn<MethodRow>[] {
  return [
    { id: 'method', label: 'Method', nowrap: true, cell: (r) => methodLabel(r.method) },
    countColumn<MethodRow>(
      'deposits',
      range,
      scope,
      (r) => methodLabel(r.method),
      (r) => ({ method: r.method }),
    ),
    figureColumn({ id: 'deposits_usd', label: 'Deposits USD', text: (r) => usd(r.deposits_usd) }),
    countColumn<MethodRow>(
      'withdrawals',
      range,
      scope,
      (r) => methodLabel(r.method),
      (r) => ({ method: r.method }),
    ),
    figureColumn({ id: 'withdrawals_usd', label: 'Withdrawals USD', text: (r) => usd(r.withdrawals_usd) }),
  ];
}

/** A currency's name beside its code, so the provider's token reads as what it is. */
const currencyText = (code: string) => {
  const entry = currencyEntryOf(code);
  return entry ? `${code} · ${entry.name}` : code;
};

function currencyColumns(range: Props['range'], scope: DrillScope): ListColumn<CurrencyRow>[] {
  return [
    { id: 'currency', label: 'Currency', nowrap: true, cell: (r) => currencyText(r.currency) },
    countColumn<CurrencyRow>(
      'deposits',
      range,
      scope,
      (r) => r.currency,
      (r) => ({ currency: r.currency }),
    ),
    figureColumn({
      id: 'deposits_amount',
      label: 'Deposited',
      text: (r) => formatMoney(r.deposits_amount, r.currency),
    }),
    figureColumn({ id: 'deposits_usd', label: 'Deposits USD', text: (r) => usd(r.deposits_usd) }),
    countColumn<CurrencyRow>(
      'withdrawals',
      range,
      scope,
      (r) => r.currency,
      (r) => ({ currency: r.currency }),
    ),
    figureColumn({
      id: 'withdrawals_amount',
      label: 'Withdrawn',
      text: (r) => formatMoney(r.withdrawals_amount, r.currency),
    }),
    figureColumn({ id: 'withdrawals_usd', label: 'Withdrawals USD', text: (r) => usd(r.withdrawals_usd) }),
  ];
}

/** Deposits and withdrawals by payment method, then by currency (in the currency and in USD). */
export function FinanceBreakdowns({ report, range, scope, loading, error, onRetry }: Props) {
  return (
    <div className="finance-breakdowns">
      <section aria-labelledby="finance-by-method">
        <h2 id="finance-by-method">By method</h2>
        <ReportTable
          caption="Finances by method"
          listId="/reports/finances#method"
          columns={methodColumns(range, scope)}
          rows={report?.by_method}
          rowKey={(r) => r.method}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty="No deposits or withdrawals in this period."
        />
      </section>
      <section aria-labelledby="finance-by-currency">
        <h2 id="finance-by-currency">By currency</h2>
        <ReportTable
          caption="Finances by currency"
          listId="/reports/finances#currency"
          columns={currencyColumns(range, scope)}
          rows={report?.by_currency}
          rowKey={(r) => r.currency}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty="No deposits or withdrawals in this period."
        />
      </section>
    </div>
  );
}

/** The breakdowns as CSV rows under the period table's, each after a heading line. */
export function breakdownCsvRows(report: TFinanceReport): (string | number)[][] {
  return [
    [],
    ['method', 'deposits_count', 'deposits_usd', 'withdrawals_count', 'withdrawals_usd'],
    ...report.by_method.map((m) => [
      m.method,
      m.deposits_count,
      m.deposits_usd,
      m.withdrawals_count,
      m.withdrawals_usd,
    ]),
    [],
    [
      'currency',
      'deposits_count',
      'deposits_amount',
      'deposits_usd',
      'withdrawals_count',
      'withdrawals_amount',
      'withdrawals_usd',
    ],
    ...report.by_currency.map((c) => [
      c.currency,
      c.deposits_count,
      c.deposits_amount,
      c.deposits_usd,
      c.withdrawals_count,
      c.withdrawals_amount,
      c.withdrawals_usd,
    ]),
  ];
}
