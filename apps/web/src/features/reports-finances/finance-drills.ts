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
 * The report's filters as the lists can repeat them. The lists filter by currency but not by the
 * client's country, sales agent or the account's platform: under those a list could not hold the
 * same rows, so the figures link nowhere rather than to a list that disagrees with them.
 */
export type DrillScope = { currency: string | null; mappable: boolean };

/** The rows behind a figure over some days; null for a figure of no rows, or filters a list cannot repeat. */
export function drillTo(
  kind: FigureKind,
  days: { from: string; to: string },
  scope: DrillScope,
  count: number,
  label: string,
  extra: { method?: string; currency?: string } = {},
): Drill | null {
  if (count === 0 || !scope.mappable) return null;
  const { list, ...filters } = FIGURE_ROWS[kind];
  return {
    to: list,
    query: {
      fromDate: days.from,
      toDate: days.to,
      ...filters,
      method: extra.method ?? null,
      currency: extra.currency ?? scope.currency,
    },
    label,
  };
}
