import type { TDailyTransactions, TDemographicsRangeQuery, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients as c } from '../../db/schema.ts';
import { clientDailyTotals as ct, moneyDailyFacts as mf, moneyDailyKinds as mt } from '../../db/schema-reports.ts';
import { type CountGroup, dailyTransactionsOf, perKeyOf, type TypeDayGroup, timeframeOf } from './demographics-fold.ts';
import { movedMoney } from './money-expressions.ts';
import { dayBetween, filterWhere, moneyTotalsServe, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/** The client rollup keeps the country, so the caller's whole scope applies to it. */
const clientScope = (auth: ReportCaller) =>
  filterWhere(auth, { brand: ct.brandId, country: ct.country, salesAgent: sql`null` }, {});

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
