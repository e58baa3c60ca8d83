import type { TPermission } from '@crm/contracts/permissions';
import type { Drill } from '../../components/report/report-table.tsx';

/** Inclusive reporting days: both lists read `fromDate`/`toDate` and `from_date`/`to_date` as the brokerage's days. */
export type DayRange = { from: string; to: string };

/** The figures of the dashboard's KPIs, by their name in the `dashboardKpis` reply. */
export type KpiName =
  | 'new_clients'
  | 'verified'
  | 'ftd_count'
  | 'ftd_usd'
  | 'deposits_usd'
  | 'withdrawals_usd'
  | 'net_deposits_usd';

type Can = (...permissions: TPermission[]) => boolean;

/** A clients-list filter in the list's grammar (`field[op]:value`, joined with `,`: client-filters.ts). */
export const clientFilters = (range: DayRange | null, ...more: string[]) =>
  [...(range ? [`from_date[gte]:${range.from}`, `to_date[lte]:${range.to}`] : []), ...more].join(',');

/** The clients list, filtered: registered in the range, and the further filters given. */
export const toClients = (range: DayRange | null, ...more: string[]): Drill => ({
  to: '/clients',
  query: { filters: clientFilters(range, ...more) },
});

/**
 * Settled client deposits (the report's definition: approved, partial_refund, refund) and approved
 * withdrawals, on the finance lists, which already keep to live accounts and leave pending out.
 */
const SETTLED_DEPOSITS = ['approved', 'partial_refund', 'refund'];

/**
 * Where a KPI's figure leads for this user, or null when the rows behind it are on a page they may
 * not open (the link would only end on the error=401 alert). Net deposits have no single list: they
 * open the finance report of the same days, which breaks them down.
 */
export function kpiDrill(name: KpiName, range: DayRange, can: Can): Drill | null {
  const days = { fromDate: range.from, toDate: range.to };
  switch (name) {
    case 'new_clients':
      return can('users.get_users') ? toClients(range) : null;
    case 'verified':
      return can('users.get_users') ? toClients(range, 'kyc_approved[eq]:true') : null;
    case 'ftd_count':
    case 'ftd_usd':
      return can('reports.first_time_deposits') ? { to: '/reports/firstTimeDeposits', query: days } : null;
    case 'deposits_usd':
      return can('transactions.view_transactions')
        ? {
            to: '/finances/deposits',
            query: { ...days, transaction_type: 'deposit', status: SETTLED_DEPOSITS },
          }
        : null;
    case 'withdrawals_usd':
      return can('transactions.view_transactions')
        ? { to: '/finances/withdrawals', query: { ...days, transaction_type: 'withdrawal', status: 'approved' } }
        : null;
    case 'net_deposits_usd':
      return can('reports.finances') ? { to: '/reports/finances', query: days } : null;
  }
}

/** Deposits that arrived (settled, or reversed later), as `dailyTransactions` counts them. */
const ARRIVED_DEPOSITS = [...SETTLED_DEPOSITS, 'chargeback', 'duplicated'];

/**
 * A day's deposits or withdrawals (a group of "Transactions per day" that is one type): the finance list of that type and day
 * with the statuses that moved money, so its count is the figure. Other types have no list page.
 */
export function movedDrill(group: string, day: string, can: Can): Drill | null {
  if (!can('transactions.view_transactions')) return null;
  const days = { fromDate: day, toDate: day };
  if (group === 'deposits')
    return { to: '/finances/deposits', query: { ...days, transaction_type: 'deposit', status: ARRIVED_DEPOSITS } };
  if (group === 'withdrawals')
    return { to: '/finances/withdrawals', query: { ...days, transaction_type: 'withdrawal', status: 'approved' } };
  return null;
}
