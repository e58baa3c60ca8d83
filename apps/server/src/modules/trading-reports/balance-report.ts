import type { TBalanceReportReply, ZBalanceReportQuery } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { usdCentsOf } from '../reporting-facts/usd-cents.ts';
import {
  ACCOUNT_SCOPE_COLUMNS,
  type AccountFigures,
  type AccountMoneyRow,
  accountMoneyColumns,
  figuresOf,
  LIVE_ACCOUNT,
} from './balance-accounts.ts';
import { balanceReply, type ToUsdCents } from './balance-reply.ts';
import { balanceScope, scopeWhere } from './balance-scope.ts';
import { balanceTotals } from './balance-totals.ts';
import { type ExposedAccountsCache, exposedInScope } from './exposed-accounts.ts';

type Query = z.output<typeof ZBalanceReportQuery>;

const FROM = sql`from trading_accounts a join clients on clients.id = a.client_id`;
const ORDER = sql`order by a.created_at desc, a.id`;

/** One page of the accounts in report order: the ids first, then the money of just those. */
function accountPage(db: Executor, where: SQL, limit: number, offset: number) {
  return queryRows<AccountMoneyRow>(
    db,
    sql`with page as (select a.id ${FROM} where ${where} ${ORDER} limit ${limit} offset ${offset})
        select ${accountMoneyColumns()} from page join trading_accounts a on a.id = page.id
          join clients on clients.id = a.client_id ${ORDER}`,
  );
}

/** USD cents at the rates read with the totals, rounded as the database's usd_cents (usd-cents.ts). */
const atRates =
  (rates: ReadonlyMap<string, string>): ToUsdCents =>
  (amounts) =>
    amounts.map(({ currency, amount }) => {
      const rate = rates.get(currency);
      if (rate === undefined) throw new Error(`no USD rate read for ${currency}`);
      return Number(usdCentsOf(BigInt(amount), currency, rate));
    });

/**
 * `GET /dashboard/users/balanceReport`: every live account in scope with its figures now, a page
 * of them, and totals by platform and currency (in the currency and in USD at today's rate).
 * Only accounts with open positions have floating P/L or margin: balance, credit and counts come
 * from the books rollup (balance-totals.ts, with the day's rates), the page from SQL, and the
 * exposed accounts from one reading priced per price tick and shared by every request (`exposed`,
 * exposed-accounts.ts), narrowed to the caller's scope in memory by the same rules as the SQL
 * (balance-scope.ts). Without `margin_call` the page does not depend on the reading, so it is read
 * beside the totals: one round trip (side by side on the pool; one after another on PGlite or in a
 * transaction, readTogether). Equal to balanceReportRaw (balance-raw.ts) when the reading is fresh
 * (the daily snapshots, balance-snapshot.ts, are the history).
 */
export async function balanceReport(
  db: Executor,
  exposedAccounts: ExposedAccountsCache,
  auth: ScopeCaller,
  query: Query,
): Promise<TBalanceReportReply> {
  const scope = balanceScope(auth, query);
  const where = sql`${LIVE_ACCOUNT} and ${scopeWhere(scope, ACCOUNT_SCOPE_COLUMNS)}`;
  const offset = (query.page - 1) * query.limit;
  const [{ day, totals, rates }, reading, early] = await readTogether(db, [
    () => balanceTotals(db, scope),
    () => exposedAccounts.reading(),
    () => (query.margin_call === undefined ? accountPage(db, where, query.limit, offset) : Promise.resolve(null)),
  ]);
  const exposed: AccountFigures[] = exposedInScope(reading.accounts, scope);
  const byKey = new Map(totals.map((t) => [`${t.platform} ${t.currency}`, t]));
  for (const a of exposed) {
    // Only in a race (an account of a new platform and currency opened since the totals were
    // summed) is there no row: its figures wait for the next read rather than fail this one.
    const total = byKey.get(`${a.platform} ${a.currency}`);
    if (!total) continue;
    total.equity += a.equity - a.balance - a.credit;
    total.margin += a.margin;
  }
  const count = totals.reduce((n, t) => n + t.accounts, 0);
  const inCall = exposed.filter((a) => a.marginCall);

  let page: { docs: AccountFigures[]; totalDocs: number };
  if (query.margin_call === true) {
    // Only exposed accounts use margin: the few in margin call are paged here, in report order.
    page = { docs: inCall.slice(offset, offset + query.limit), totalDocs: inCall.length };
  } else {
    // margin_call=false leaves out the accounts in call, known only once the reading is in.
    const rows =
      early ??
      (await accountPage(
        db,
        inCall.length ? sql`${where} and a.id <> all(${`{${inCall.map((a) => a.id).join(',')}}`}::uuid[])` : where,
        query.limit,
        offset,
      ));
    // The page's figures from the exposed accounts already read; the others have none on the platform.
    const known = new Map(exposed.map((a) => [a.id, a]));
    const docs = rows.map((r) => known.get(r.id) ?? figuresOf(r, undefined));
    page = { docs, totalDocs: query.margin_call === false ? count - inCall.length : count };
  }
  return balanceReply(day, reading.at, page, totals, atRates(rates));
}
