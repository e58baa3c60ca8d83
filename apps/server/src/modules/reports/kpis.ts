import type { TKpis } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  clientDailyTotals as ct,
  ftdDailyFacts as ff,
  moneyDailyFacts as mf,
  moneyDailyKinds as mt,
} from '../../db/schema-reports.ts';
import { kpisOf } from './kpi-fold.ts';
import { inWindows, type KpiWindows, kpiWindowsOf, reportingDayOf, windowSums } from './kpi-windows.ts';
import { depositsUsd, netDepositsUsd, withdrawalsUsd } from './money-expressions.ts';
import { filterWhere, moneyTotalsServe, type ReportCaller, rowsOf } from './report-sql.ts';

const one = async (db: Executor, query: SQL) => (await rowsOf<Record<string, string>>(db, query))[0] ?? {};

/**
 * The dashboard's figures from the facts, for the windows around a reporting day: registrations
 * from the client rollup (it keeps the country the whitelist filters on), money from the money
 * rollup by type and status when the caller sees the whole brand, the daily facts otherwise.
 */
export function kpisFromFacts(db: Executor, auth: ReportCaller, w: KpiWindows): Promise<TKpis> {
  const scope = (t: typeof ct | typeof ff | typeof mf) =>
    filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: sql`null` }, {});
  const t = moneyTotalsServe(auth, {}) ? mt : mf;
  const moneyScope = t === mt ? sql`${mt.brandId} = ${auth.brand}` : scope(mf);
  return kpisOf(auth, w, {
    clients: () =>
      one(
        db,
        sql`select ${windowSums(w, sql`${ct.day}`, { registered: sql`${ct.registered}`, verified: sql`${ct.verified}` })}
            from ${ct} where ${scope(ct)} and ${inWindows(w, sql`${ct.day}`)}`,
      ),
    ftds: () =>
      one(
        db,
        sql`select ${windowSums(w, sql`${ff.day}`, { n: sql`${ff.n}`, usd: sql`${ff.usd}` })}
            from ${ff} where ${scope(ff)} and ${inWindows(w, sql`${ff.day}`)}`,
      ),
    money: () => {
      const m = {
        type: sql`${t.type}`,
        status: sql`${t.status}`,
        usd: sql`${t.usd}`,
        refundedUsd: sql`${t.refundedUsd}`,
        reversedUsd: sql`${t.reversedUsd}`,
      };
      return one(
        db,
        sql`select ${windowSums(w, sql`${t.day}`, { deposits: depositsUsd(m), withdrawals: withdrawalsUsd(m), net: netDepositsUsd(m) })}
            from ${t} where ${moneyScope} and ${inWindows(w, sql`${t.day}`)}`,
      );
    },
  });
}

/** `GET /dashboard/reports/kpis`: "today" is the reporting day of `now` (the clock is injected). */
export async function dashboardKpis(db: Executor, auth: ReportCaller, now: Date): Promise<TKpis> {
  return kpisFromFacts(db, auth, kpiWindowsOf(await reportingDayOf(db, now)));
}
