import type { TFinanceReport } from '@crm/contracts';
import { currencyEntryOf } from '@crm/contracts/currencies';
import { enReportFinances } from '@crm/contracts/locales/en/report-finances';
import { enReports } from '@crm/contracts/locales/en/reports';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount } from '../../components/report/figures.ts';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { daysText, type TFinanceT } from './finance-columns.tsx';
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
  t: TFinanceT,
): ListColumn<R> {
  const days = daysText(range, t);
  const count = (r: R) => (kind === 'deposits' ? r.deposits_count : r.withdrawals_count);
  const link = (r: R) =>
    t(kind === 'deposits' ? 'reportFinances.depositsLink' : 'reportFinances.withdrawalsLink', {
      name: name(r),
      days,
      value: formatCount(count(r)),
    });
  return figureColumn({
    id: `${kind}_count`,
    label: t(kind === 'deposits' ? 'reportFinances.figure.deposits_count' : 'reportFinances.figure.withdrawals_count'),
    text: (r) => formatCount(count(r)),
    drill: (r) => drillTo(kind, range, scope, count(r), link(r), narrow(r)),
  });
}

function methodColumns(range: Props['range'], scope: DrillScope, t: TFinanceT): ListColumn<MethodRow>[] {
  return [
    { id: 'method', label: t('reportFinances.method'), nowrap: true, cell: (r) => methodLabel(r.method) },
    countColumn<MethodRow>(
      'deposits',
      range,
      scope,
      (r) => methodLabel(r.method),
      (r) => ({ method: r.method }),
      t,
    ),
    figureColumn({
      id: 'deposits_usd',
      label: t('reportFinances.figure.deposits_usd'),
      text: (r) => usd(r.deposits_usd),
    }),
    countColumn<MethodRow>(
      'withdrawals',
      range,
      scope,
      (r) => methodLabel(r.method),
      (r) => ({ method: r.method }),
      t,
    ),
    figureColumn({
      id: 'withdrawals_usd',
      label: t('reportFinances.figure.withdrawals_usd'),
      text: (r) => usd(r.withdrawals_usd),
    }),
  ];
}

/** A currency's name beside its code, so the provider's token reads as what it is. */
const currencyText = (code: string) => {
  const entry = currencyEntryOf(code);
  return entry ? `${code} · ${entry.name}` : code;
};

function currencyColumns(range: Props['range'], scope: DrillScope, t: TFinanceT): ListColumn<CurrencyRow>[] {
  return [
    { id: 'currency', label: t('reportFinances.currency'), nowrap: true, cell: (r) => currencyText(r.currency) },
    countColumn<CurrencyRow>(
      'deposits',
      range,
      scope,
      (r) => r.currency,
      (r) => ({ currency: r.currency }),
      t,
    ),
    figureColumn({
      id: 'deposits_amount',
      label: t('reportFinances.deposited'),
      text: (r) => formatMoney(r.deposits_amount, r.currency),
    }),
    figureColumn({
      id: 'deposits_usd',
      label: t('reportFinances.figure.deposits_usd'),
      text: (r) => usd(r.deposits_usd),
    }),
    countColumn<CurrencyRow>(
      'withdrawals',
      range,
      scope,
      (r) => r.currency,
      (r) => ({ currency: r.currency }),
      t,
    ),
    figureColumn({
      id: 'withdrawals_amount',
      label: t('reportFinances.withdrawn'),
      text: (r) => formatMoney(r.withdrawals_amount, r.currency),
    }),
    figureColumn({
      id: 'withdrawals_usd',
      label: t('reportFinances.figure.withdrawals_usd'),
      text: (r) => usd(r.withdrawals_usd),
    }),
  ];
}

/** Deposits and withdrawals by payment method, then by currency (in the currency and in USD). */
export function FinanceBreakdowns({ report, range, scope, loading, error, onRetry }: Props) {
  const t = useT(enReportFinances, enReports);
  return (
    <div className="finance-breakdowns">
      <section aria-labelledby="finance-by-method">
        <h2 id="finance-by-method">{t('reportFinances.byMethod')}</h2>
        <ReportTable
          caption={t('reportFinances.byMethodCaption')}
          listId="/reports/finances#method"
          columns={methodColumns(range, scope, t)}
          rows={report?.by_method}
          rowKey={(r) => r.method}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={t('reportFinances.noBreakdown')}
        />
      </section>
      <section aria-labelledby="finance-by-currency">
        <h2 id="finance-by-currency">{t('reportFinances.byCurrency')}</h2>
        <ReportTable
          caption={t('reportFinances.byCurrencyCaption')}
          listId="/reports/finances#currency"
          columns={currencyColumns(range, scope, t)}
          rows={report?.by_currency}
          rowKey={(r) => r.currency}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={t('reportFinances.noBreakdown')}
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
