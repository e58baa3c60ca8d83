import type { ZBalanceReportQuery } from '@crm/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { accountBookTotals } from '../../db/schema-trading-reports.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import type { BalanceTotal } from './balance-reply.ts';

type Query = z.output<typeof ZBalanceReportQuery>;

type TotalRow = { platform: string; currency: string; accounts: number; balance: string; credit: string };

/** Equity starts as balance + credit; the exposed accounts' floating P/L and margin come on top. */
const toTotal = (r: TotalRow): BalanceTotal => {
  const balance = Number(r.balance);
  const credit = Number(r.credit);
  return { ...r, balance, credit, equity: balance + credit, margin: 0 };
};

/**
 * Open live accounts and their balance and credit by platform and currency, from the books rollup
 * (account_book_totals, migration 0046: a few rows per brand, whatever the number of accounts),
 * instead of a sum over every account in scope. It keeps the client's country, so the whitelist
 * and the country filter apply; the report has no other client filter.
 */
export async function balanceTotals(db: Executor, auth: ScopeCaller, query: Query): Promise<BalanceTotal[]> {
  const t = accountBookTotals;
  const rows = await queryRows<TotalRow>(
    db,
    sql`select ${t.platform} as platform, ${t.currency} as currency, sum(${t.accounts})::int as accounts,
               sum(${t.balance})::text as balance, sum(${t.credit})::text as credit
          from ${t}
         where ${and(
           dataScope(auth, { brand: t.brandId, country: t.country }),
           sql`${t.environment} = 'live'`,
           query.country?.length ? inArray(t.country, query.country) : undefined,
           query.platform?.length ? inArray(t.platform, query.platform) : undefined,
           query.currency?.length ? inArray(t.currency, query.currency) : undefined,
         )}
         group by ${t.platform}, ${t.currency}
        having sum(${t.accounts}) <> 0`,
  );
  return rows.map(toTotal);
}
