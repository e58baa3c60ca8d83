import type { TKpis } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientDailyFacts as cf, ftdDailyFacts as ff, moneyDailyFacts as mf } from '../../db/schema-reports.ts';
import { kpisOf } from './kpi-fold.ts';
import { inWindows, type KpiWindows, kpiWindowsOf, reportingDayOf, windowSums } from './kpi-windows.ts';
import { depositsUsd, netDepositsUsd, withdrawalsUsd } from './money-expressions.ts';
import { filterWhere, type ReportCaller, rowsOf } from './report-sql.ts';

const one = async (db: Executor, query: SQL) => (await rowsOf<Record<string, string>>(db, query))[0] ?? {};

/** The dashboard's figures from the facts, for the windows around a reporting day. */
export function kpisFromFacts(db: Executor, auth: ReportCaller, w: KpiWindows): Promise<TKpis> {
  const scope = (t: typeof cf | typeof ff | typeof mf) =>
    filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: t.salesAgentId }, {});
  return kpisOf(auth, w, {
    clients: () =>
      one(
        db,
        sql`select ${windowSums(w, sql`${cf.day}`, { registered: sql`${cf.registered}`, verified: sql`${cf.verified}` })}
            from ${cf} where ${scope(cf)} and ${inWindows(w, sql`${cf.day}`)}`,
      ),
    ftds: () =>
      one(
        db,
        sql`select ${windowSums(w, sql`${ff.day}`, { n: sql`${ff.n}`, usd: sql`${ff.usd}` })}
            from ${ff} where ${scope(ff)} and ${inWindows(w, sql`${ff.day}`)}`,
      ),
    money: () => {
      const m = {
        type: sql`${mf.type}`,
        status: sql`${mf.status}`,
        usd: sql`${mf.usd}`,
        refundedUsd: sql`${mf.refundedUsd}`,
        reversedUsd: sql`${mf.reversedUsd}`,
      };
      return one(
        db,
        sql`select ${windowSums(w, sql`${mf.day}`, { deposits: depositsUsd(m), withdrawals: withdrawalsUsd(m), net: netDepositsUsd(m) })}
            from ${mf} where ${scope(mf)} and ${inWindows(w, sql`${mf.day}`)}`,
      );
    },
  });
}

/** `GET /dashboard/reports/kpis`: "today" is the reporting day of `now` (the clock is injected). */
export async function dashboardKpis(db: Executor, auth: ReportCaller, now: Date): Promise<TKpis> {
  return kpisFromFacts(db, auth, kpiWindowsOf(await reportingDayOf(db, now)));
}
