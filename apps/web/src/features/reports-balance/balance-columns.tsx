import type { TBalanceAccount, TBalanceReportReply, TBalanceTotal, TBalanceTrendReply } from '@crm/contracts';
import { currencyEntryOf } from '@crm/contracts/currencies';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount, formatDecimal } from '../../components/report/figures.ts';
import { formatDay } from '../../components/report/period.ts';
import { PLATFORM_LABELS } from '../../components/report/report-filters.ts';
import { figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TBalanceT } from './balance-chart.ts';

type TrendDay = TBalanceTrendReply['days'][number];
const usd = (amount: string) => formatMoney(amount, 'USD');

/** The figures of an account, each named `reportBalance.figure.<key>`. */
const FIGURES = ['balance', 'credit', 'equity', 'margin', 'free_margin'] as const;

/** A currency's code, its name on hover: the table is wide enough with its figures. */
const currencyCell = (code: string) => <abbr title={currencyEntryOf(code)?.name ?? code}>{code}</abbr>;

/** The totals by platform and currency: each figure in its currency, the USD figure under it. */
export function totalColumns(t: TBalanceT): ListColumn<TBalanceTotal>[] {
  return [
    { id: 'platform', label: t('reportBalance.platform'), nowrap: true, cell: (r) => PLATFORM_LABELS[r.platform] },
    { id: 'currency', label: t('reportBalance.currency'), nowrap: true, cell: (r) => currencyCell(r.currency) },
    figureColumn<TBalanceTotal>({
      id: 'accounts',
      label: t('reportBalance.accounts'),
      text: (r) => formatCount(r.accounts),
    }),
    ...FIGURES.map(
      (f): ListColumn<TBalanceTotal> => ({
        id: f,
        label: t(`reportBalance.figure.${f}`),
        numeric: true,
        cell: (r) => (
          <span className="balance-both">
            <span>{formatMoney(r[f], r.currency)}</span>
            {r.currency !== 'USD' && <span className="muted">{usd(r[`${f}_usd`])}</span>}
          </span>
        ),
      }),
    ),
  ];
}

/** The accounts' table: each account opens its client's page. */
export function accountColumns(t: TBalanceT): ListColumn<TBalanceAccount>[] {
  return [
    { id: 'login_id', label: t('reportBalance.login'), nowrap: true, cell: (a) => a.login_id },
    {
      id: 'client',
      label: t('reportBalance.client'),
      identity: true,
      cell: (a) => (
        <Link to={`/clients/${a.user._id}`}>
          {`${a.user.first_name} ${a.user.last_name}`.trim() || t('reportBalance.unnamed')}
        </Link>
      ),
    },
    { id: 'platform', label: t('reportBalance.platform'), nowrap: true, cell: (a) => PLATFORM_LABELS[a.platform] },
    { id: 'currency', label: t('reportBalance.currency'), nowrap: true, cell: (a) => a.currency },
    { id: 'country', label: t('reportBalance.country'), nowrap: true, cell: (a) => a.country.toUpperCase() },
    ...FIGURES.map((f) =>
      figureColumn<TBalanceAccount>({
        id: f,
        label: t(`reportBalance.figure.${f}`),
        text: (a) => formatMoney(a[f], a.currency),
      }),
    ),
    {
      id: 'margin_level',
      label: t('reportBalance.marginLevel'),
      numeric: true,
      cell: (a) => (
        <span className={a.margin_call ? 'balance-margin-call' : undefined}>
          {a.margin_level === null ? '—' : `${formatDecimal(a.margin_level)}%`}
          {a.margin_call && ` · ${t('reportBalance.marginCall')}`}
        </span>
      ),
    },
  ];
}

/** The trend's table: the chart's figures per snapshot day. */
export function trendColumns(t: TBalanceT): ListColumn<TrendDay>[] {
  return [
    { id: 'day', label: t('reportBalance.day'), nowrap: true, cell: (d) => formatDay(d.day) },
    figureColumn<TrendDay>({
      id: 'accounts',
      label: t('reportBalance.accounts'),
      text: (d) => formatCount(d.accounts),
    }),
    figureColumn<TrendDay>({
      id: 'balance_usd',
      label: t('reportBalance.balanceUsd'),
      text: (d) => usd(d.balance_usd),
    }),
    figureColumn<TrendDay>({ id: 'credit_usd', label: t('reportBalance.creditUsd'), text: (d) => usd(d.credit_usd) }),
    figureColumn<TrendDay>({ id: 'equity_usd', label: t('reportBalance.equityUsd'), text: (d) => usd(d.equity_usd) }),
    figureColumn<TrendDay>({ id: 'margin_usd', label: t('reportBalance.marginUsd'), text: (d) => usd(d.margin_usd) }),
  ];
}

const KEYS = ['balance', 'credit', 'equity', 'margin', 'free_margin'] as const;

/** The view as CSV: totals by platform and currency, the accounts of the page shown, the trend. */
export function balanceCsv(report: TBalanceReportReply | undefined, trend: TBalanceTrendReply | undefined) {
  return {
    header: ['platform', 'currency', 'accounts', ...KEYS, ...KEYS.map((k) => `${k}_usd`)],
    rows: [
      ...(report?.totals ?? []).map((t) => [
        t.platform,
        t.currency,
        t.accounts,
        ...KEYS.map((k) => t[k]),
        ...KEYS.map((k) => t[`${k}_usd` as const]),
      ]),
      [],
      [
        'login_id',
        'client_id',
        'first_name',
        'last_name',
        'platform',
        'currency',
        'country',
        ...KEYS,
        'margin_level',
        'margin_call',
      ],
      ...(report?.docs ?? []).map((a) => [
        a.login_id,
        a.user._id,
        a.user.first_name,
        a.user.last_name,
        a.platform,
        a.currency,
        a.country,
        ...KEYS.map((k) => a[k]),
        a.margin_level,
        String(a.margin_call),
      ]),
      [],
      ['day', 'accounts', 'balance_usd', 'credit_usd', 'equity_usd', 'margin_usd'],
      ...(trend?.days ?? []).map((d) => [d.day, d.accounts, d.balance_usd, d.credit_usd, d.equity_usd, d.margin_usd]),
    ],
  };
}
