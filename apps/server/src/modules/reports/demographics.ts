import type { TDailyTransactions, TDemographicsRangeQuery, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients as c } from '../../db/schema.ts';
import { clientDailyFacts as cf, moneyDailyFacts as mf } from '../../db/schema-reports.ts';
import { type CountGroup, dailyTransactionsOf, perKeyOf, type TypeDayGroup, timeframeOf } from './demographics-fold.ts';
import { movedMoney } from './money-expressions.ts';
import { dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

const scopeOf = (auth: ReportCaller, t: typeof cf | typeof mf) =>
  filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: t.salesAgentId }, {});

/**
 * `usersPerDevice`: the clients themselves, grouped by device (the facts carry no device). It
 * reads one brand's clients: a scan of the brand's part of the table (no index leads with the
 * device), a few hundred milliseconds at a million clients; an index on (brand_id, device_type)
 * would make it an index-only count (left for a migration of its own).
 */
export async function usersPerDevice(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${c.deviceType} as key, count(*)::text as n from ${c}
        where ${filterWhere(auth, { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId }, {})}
        group by 1`,
  );
  return perKeyOf(groups);
}

/**
 * `usersPerCountry`: from the client facts (registrations per day and country, at the client's
 * current country: a move takes the registration along), so the work grows with days × countries,
 * not with clients.
 */
export async function usersPerCountry(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${cf.country} as key, sum(${cf.registered})::text as n from ${cf}
        where ${scopeOf(auth, cf)} group by 1 having sum(${cf.registered}) <> 0`,
  );
  return perKeyOf(groups);
}

/** `usersPerTimeframe`: registrations per period, from the client facts. */
export async function usersPerTimeframe(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TUsersPerTimeframe> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${periodOf(cf.day, q.group_by)} as key, sum(${cf.registered})::text as n from ${cf}
        where ${scopeOf(auth, cf)} and ${dayBetween(cf.day, q.from, q.to)} group by 1 having sum(${cf.registered}) <> 0`,
  );
  return timeframeOf(q, groups);
}

/** `dailyTransactions`: per day and type, the transactions that moved money, count and USD. */
export async function dailyTransactions(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TDailyTransactions> {
  const groups = await rowsOf<TypeDayGroup>(
    db,
    sql`select to_char(${mf.day}, 'YYYY-MM-DD') as period, ${mf.type} as type, sum(${mf.n})::text as n,
          sum(${mf.usd})::text as usd
        from ${mf}
        where ${scopeOf(auth, mf)} and ${dayBetween(mf.day, q.from, q.to)}
          and ${movedMoney({ type: sql`${mf.type}`, status: sql`${mf.status}` })}
        group by 1, 2 having sum(${mf.n}) <> 0`,
  );
  return dailyTransactionsOf(q, groups);
}
