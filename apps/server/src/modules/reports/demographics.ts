import type { TDailyTransactions, TDemographicsRangeQuery, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  clientDailyTotals as ct,
  clientDeviceDailyFacts as df,
  moneyDailyFacts as mf,
  moneyDailyKinds as mt,
} from '../../db/schema-reports.ts';
import { type CountGroup, dailyTransactionsOf, perKeyOf, type TypeDayGroup, timeframeOf } from './demographics-fold.ts';
import { movedMoney } from './money-expressions.ts';
import { dayBetween, filterWhere, moneyTotalsServe, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/** The client rollup keeps the country, so the caller's whole scope applies to it. */
const clientScope = (auth: ReportCaller) =>
  filterWhere(auth, { brand: ct.brandId, country: ct.country, salesAgent: sql`null` }, {});

/**
 * `usersPerDevice`: from the device facts (migration 0023: registrations per day, country and the
 * client's current device), so the work grows with days × countries × devices, not with clients.
 * Reading the clients themselves took about 470 ms at a million clients (docs/PERFORMANCE.md).
 */
export async function usersPerDevice(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${df.deviceType} as key, sum(${df.registered})::text as n from ${df}
        where ${filterWhere(auth, { brand: df.brandId, country: df.country, salesAgent: sql`null` }, {})}
        group by 1 having sum(${df.registered}) <> 0`,
  );
  return perKeyOf(groups);
}

/**
 * `usersPerCountry`: from the client rollup (registrations per day and country, at the client's
 * current country: a move takes the registration along), so the work grows with days × countries,
 * not with clients.
 */
export async function usersPerCountry(db: Executor, auth: ReportCaller): Promise<TUsersPerKey> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${ct.country} as key, sum(${ct.registered})::text as n from ${ct}
        where ${clientScope(auth)} group by 1 having sum(${ct.registered}) <> 0`,
  );
  return perKeyOf(groups);
}

/** `usersPerTimeframe`: registrations per period, from the client rollup (days × countries). */
export async function usersPerTimeframe(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TUsersPerTimeframe> {
  const groups = await rowsOf<CountGroup>(
    db,
    sql`select ${periodOf(ct.day, q.group_by)} as key, sum(${ct.registered})::text as n from ${ct}
        where ${clientScope(auth)} and ${dayBetween(ct.day, q.from, q.to)} group by 1 having sum(${ct.registered}) <> 0`,
  );
  return timeframeOf(q, groups);
}

/**
 * `dailyTransactions`: per day and type, the transactions that moved money, count and USD: from the
 * money rollup by type and status (a few dozen rows a day) when the caller sees the whole brand, else the facts.
 */
export async function dailyTransactions(
  db: Executor,
  auth: ReportCaller,
  q: TDemographicsRangeQuery,
): Promise<TDailyTransactions> {
  const t = moneyTotalsServe(auth, {}) ? mt : mf;
  const where =
    t === mt
      ? sql`${mt.brandId} = ${auth.brand}`
      : filterWhere(auth, { brand: mf.brandId, country: mf.country, salesAgent: mf.salesAgentId }, {});
  const groups = await rowsOf<TypeDayGroup>(
    db,
    sql`select to_char(${t.day}, 'YYYY-MM-DD') as period, ${t.type} as type, sum(${t.n})::text as n,
          sum(${t.usd})::text as usd
        from ${t}
        where ${where} and ${dayBetween(t.day, q.from, q.to)}
          and ${movedMoney({ type: sql`${t.type}`, status: sql`${t.status}` })}
        group by 1, 2 having sum(${t.n}) <> 0`,
  );
  return dailyTransactionsOf(q, groups);
}
