import { hasAnyPermission, type TKpis, type TPermission } from '@crm/contracts';
import { big, int, usdOf } from './figures.ts';
import { type KpiWindows, WINDOW_NAMES, type WindowName } from './kpi-windows.ts';
import type { ReportCaller } from './report-sql.ts';

/** Sums as text, keyed `figure__window` (kpi-windows.ts). */
export type KpiSums = Record<string, string>;
export type KpiSources = {
  clients: () => Promise<KpiSums>;
  ftds: () => Promise<KpiSums>;
  money: () => Promise<KpiSums>;
};

/** Who may see which figure: the permission of its data (issue #15, the dashboard). */
const CLIENT_DATA: TPermission[] = ['users.get_users'];
const MONEY_DATA: TPermission[] = ['transactions.view_transactions', 'reports.finances'];
const FTD_DATA: TPermission[] = [...MONEY_DATA, 'reports.first_time_deposits'];

const per = <V>(sums: KpiSums, name: string, as: (v: bigint) => V): Record<WindowName, V> =>
  Object.fromEntries(WINDOW_NAMES.map((w) => [w, as(big(sums[`${name}__${w}`]))])) as Record<WindowName, V>;

/** The dashboard figures the caller may see; the others are left out, and their data never read. */
export async function kpisOf(auth: ReportCaller, w: KpiWindows, sources: KpiSources): Promise<TKpis> {
  const out: TKpis = {
    currency: 'USD',
    today: w.today,
    yesterday: w.yesterday,
    month: w.month,
    previous_month: w.previous_month,
  };
  const [clients, ftds, money] = await Promise.all([
    hasAnyPermission(auth.staff, CLIENT_DATA) ? sources.clients() : null,
    hasAnyPermission(auth.staff, FTD_DATA) ? sources.ftds() : null,
    hasAnyPermission(auth.staff, MONEY_DATA) ? sources.money() : null,
  ]);
  if (clients) {
    out.new_clients = per(clients, 'registered', int);
    out.verified = per(clients, 'verified', int);
  }
  if (ftds) {
    out.ftd_count = per(ftds, 'n', int);
    out.ftd_usd = per(ftds, 'usd', usdOf);
  }
  if (money) {
    out.deposits_usd = per(money, 'deposits', usdOf);
    out.withdrawals_usd = per(money, 'withdrawals', usdOf);
    out.net_deposits_usd = per(money, 'net', usdOf);
  }
  return out;
}
