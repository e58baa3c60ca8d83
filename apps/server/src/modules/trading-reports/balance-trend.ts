import { fromMinorUnits, type TBalanceTrendReply, type ZBalanceTrendQuery } from '@crm/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { balanceDailySnapshots as s } from '../../db/schema-trading-reports.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';

type Query = z.output<typeof ZBalanceTrendQuery>;

/** `GET /dashboard/reports/balanceTrend`: the daily snapshots summed in USD per day, in scope. */
export async function balanceTrend(db: Executor, auth: ScopeCaller, query: Query): Promise<TBalanceTrendReply> {
  const where = and(
    dataScope(auth, { brand: s.brandId, country: s.country }),
    sql`${s.day} between ${query.from}::date and ${query.to}::date`,
    query.platform?.length ? inArray(s.platform, query.platform) : undefined,
    query.country?.length ? inArray(s.country, query.country) : undefined,
    query.currency?.length ? inArray(s.currency, query.currency) : undefined,
  );
  const rows = await queryRows<{
    day: string;
    balance: string;
    credit: string;
    equity: string;
    margin: string;
    accounts: number;
  }>(
    db,
    sql`select ${s.day}::text as day, sum(${s.balanceUsd})::text as balance, sum(${s.creditUsd})::text as credit,
               sum(${s.equityUsd})::text as equity, sum(${s.marginUsd})::text as margin, sum(${s.accounts})::int as accounts
          from ${s} where ${where} group by ${s.day} order by ${s.day}`,
  );
  const usd = (v: string) => fromMinorUnits(Number(v), 'USD');
  return {
    days: rows.map((r) => ({
      day: r.day,
      balance_usd: usd(r.balance),
      credit_usd: usd(r.credit),
      equity_usd: usd(r.equity),
      margin_usd: usd(r.margin),
      accounts: r.accounts,
    })),
  };
}
