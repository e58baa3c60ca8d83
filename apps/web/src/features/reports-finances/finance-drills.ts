import type { Drill } from '../../components/report/report-table.tsx';

/**
 * What a finance figure counts, as the transactions lists' URL filters say it (facts.md, and
 * finance-fold.ts on the server): the list then holds exactly the rows behind the figure, on the
 * same reporting days, live accounts only on both sides.
 */
export const FIGURE_ROWS = {
  deposits: { list: '/finances/deposits', transaction_type: 'deposit', status: 'approved,partial_refund,refund' },
  refunds: { list: '/finances/deposits', transaction_type: 'deposit', status: 'partial_refund,refund' },
  chargebacks: { list: '/finances/deposits', transaction_type: 'deposit', status: 'chargeback' },
  duplicates: { list: '/finances/deposits', transaction_type: 'deposit', status: 'duplicated' },
  balance_in: { list: '/finances/deposits', transaction_type: 'balance_operation_deposit', status: 'approved' },
  withdrawals: { list: '/finances/withdrawals', transaction_type: 'withdrawal', status: 'approved' },
  balance_out: {
    list: '/finances/withdrawals',
    transaction_type: 'balance_operation_withdrawal',
    status: 'approved',
  },
} as const;
export type FigureKind = keyof typeof FIGURE_ROWS;

/**
 * The report's filters as the lists repeat them: the currency, the client's country and sales agent
 * and the account's platform (the transactions lists filter by each, as the money facts group them).
 */
export type DrillScope = {
  currency: string | null;
  countries: readonly string[];
  agent: string | null;
  platform: string | null;
};

/** A report over every country, agent, platform and currency. */
export const WHOLE_SCOPE: DrillScope = { currency: null, countries: [], agent: null, platform: null };

/** The rows behind a figure over some days, under the report's filters; null for a figure of no rows. */
export function drillTo(
  kind: FigureKind,
  days: { from: string; to: string },
  scope: DrillScope,
  count: number,
  label: string,
  extra: { method?: string; currency?: string } = {},
): Drill | null {
  if (count === 0) return null;
  const { list, ...filters } = FIGURE_ROWS[kind];
  return {
    to: list,
    query: {
      fromDate: days.from,
      toDate: days.to,
      ...filters,
      method: extra.method ?? null,
      currency: extra.currency ?? scope.currency,
      country: scope.countries,
      sales_agent: scope.agent,
      platform: scope.platform,
    },
    label,
  };
}
