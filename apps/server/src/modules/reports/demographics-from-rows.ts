import type { TDailyTransactions, TDemographicsRangeQuery, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tradingAccounts as a, clients as c, transactions as t } from '../../db/schema.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import { type CountGroup, dailyTransactionsOf, perKeyOf, type TypeDayGroup, timeframeOf } from './demographics-fold.ts';
import { movedMoney } from './money-expressions.ts';
import { dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/** RAW twins of the demographics charts: counted from the clients and transactions. */
const scopeOf = (auth: ReportCaller) =>
  filterWhere(auth, { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId, deletedAt: c.deletedAt }, {});

export async function usersPerCountryFromRows(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  return perKeyOf(
    await rowsOf<CountGroup>(
      db,
      sql`select ${c.country} as key, count(*)::text as n from ${c} where ${scopeOf(auth)} group by 1`,
    ),
  );
}

/** Clients per current device, counted from the clients themselves. */
export async function usersPerDeviceFromRows(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  return perKeyOf(
    await rowsOf<CountGroup>(
      db,
      sql`select ${c.deviceType} as key, count(*)::text as n from ${c} where ${scopeOf(auth)} group by 1`,
    ),
  );
}

export async function usersPerTimeframeFromRows(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TUsersPerTimeframe> {
  const day = reportingDayOf(c.createdAt);
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${periodOf(day, q.group_by)} as key, count(*)::text as n from ${c}
        where ${scopeOf(auth)} and ${dayBetween(day, q.from, q.to)} group by 1`,
  );
  return timeframeOf(q, groups);
}

export async function dailyTransactionsFromRows(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TDailyTransactions> {
  const day = reportingDayOf(t.createdAt);
  const groups = await rowsOf<TypeDayGroup>(
    db,
    sql`select to_char(${day}, 'YYYY-MM-DD') as period, ${t.type} as type, count(*)::text as n,
          sum(${t.usdAmount})::text as usd
        from ${t} join ${c} on ${c.id} = ${t.clientId}
        join ${a} on ${a.id} = ${t.tradingAccountId} and ${a.environment} = 'live'
        where ${scopeOf(auth)} and ${dayBetween(day, q.from, q.to)}
          and ${movedMoney({ type: sql`${t.type}`, status: sql`${t.status}` })}
        group by 1, 2`,
  );
  return dailyTransactionsOf(q, groups);
}
