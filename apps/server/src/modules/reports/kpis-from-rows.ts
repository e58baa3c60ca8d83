import type { TKpis } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tradingAccounts as a, clients as c, transactions as t } from '../../db/schema.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import { kpisOf } from './kpi-fold.ts';
import { inWindows, type KpiWindows, windowSums } from './kpi-windows.ts';
import { depositsUsd, netDepositsUsd, transactionMoney, withdrawalsUsd } from './money-expressions.ts';
import { firstDepositsSql } from './raw-client-money.ts';
import { filterWhere, type ReportCaller, rowsOf } from './report-sql.ts';

const one = async (db: Executor, query: SQL) => (await rowsOf<Record<string, string>>(db, query))[0] ?? {};

/** The dashboard's RAW twin: the same windows counted from clients and transactions. */
export function kpisFromRows(db: Executor, auth: ReportCaller, w: KpiWindows): Promise<TKpis> {
  const scope = filterWhere(
    auth,
    { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId, deletedAt: c.deletedAt },
    {},
  );
  const registeredDay = reportingDayOf(c.createdAt);
  const ftdDay = reportingDayOf(sql`firsts.created_at`);
  const day = reportingDayOf(t.createdAt);
  const m = transactionMoney(sql`${t}`);
  return kpisOf(auth, w, {
    clients: () =>
      one(
        db,
        sql`select ${windowSums(w, registeredDay, { registered: sql`1`, verified: sql`case when ${c.kycStatus} = 'approved' then 1 else 0 end` })}
            from ${c} where ${scope} and ${inWindows(w, registeredDay)}`,
      ),
    ftds: () =>
      one(
        db,
        sql`with firsts as (${firstDepositsSql()})
            select ${windowSums(w, ftdDay, { n: sql`1`, usd: sql`firsts.usd_amount` })}
            from firsts join ${c} on ${c.id} = firsts.client_id where ${scope} and ${inWindows(w, ftdDay)}`,
      ),
    money: () =>
      one(
        db,
        sql`select ${windowSums(w, day, { deposits: depositsUsd(m), withdrawals: withdrawalsUsd(m), net: netDepositsUsd(m) })}
            from ${t} join ${c} on ${c.id} = ${t.clientId}
            join ${a} on ${a.id} = ${t.tradingAccountId} and ${a.environment} = 'live'
            where ${scope} and ${inWindows(w, day)}`,
      ),
  });
}
