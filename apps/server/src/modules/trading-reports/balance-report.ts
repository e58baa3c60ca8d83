import type { TBalanceReportReply, ZBalanceReportQuery } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { loginOf } from '../platform/platforms.ts';
import { loginKey } from '../platform/trading-platform.ts';
import {
  type AccountFigures,
  type AccountMoneyRow,
  accountMoneyColumns,
  figuresOf,
  liveAccountsWhere,
  reportingToday,
  withPlatformFigures,
} from './balance-accounts.ts';
import { type BalanceTotal, balanceReply } from './balance-reply.ts';
import { exposedLogins, loginsIn } from './exposed-logins.ts';
import { clientFilters } from './report-scope.ts';

type Query = z.output<typeof ZBalanceReportQuery>;

const FROM = sql`from trading_accounts a join clients on clients.id = a.client_id`;
const ORDER = sql`order by a.created_at desc, a.id`;

/** Accounts and ledger balance and credit by platform and currency, summed by the database. */
async function ledgerTotals(db: Executor, where: SQL): Promise<BalanceTotal[]> {
  const rows = await queryRows<{
    platform: string;
    currency: string;
    accounts: number;
    balance: string;
    credit: string;
  }>(
    db,
    sql`select a.platform, a.currency, count(*)::int as accounts,
               coalesce(sum(bb.balance), 0)::text as balance, coalesce(sum(bc.balance), 0)::text as credit
          ${FROM}
          left join ledger_books bb on bb.trading_account_id = a.id and bb.kind = 'client_balance'
          left join ledger_books bc on bc.trading_account_id = a.id and bc.kind = 'client_credit'
         where ${where}
         group by a.platform, a.currency`,
  );
  return rows.map((r) => {
    const balance = Number(r.balance);
    const credit = Number(r.credit);
    // Equity starts as balance + credit; the exposed accounts' floating P/L and margin come on top.
    return { ...r, balance, credit, equity: balance + credit, margin: 0 };
  });
}

/** One page of the accounts in report order: the ids first, then the money of just those. */
function accountPage(db: Executor, where: SQL, limit: number, offset: number) {
  return queryRows<AccountMoneyRow>(
    db,
    sql`with page as (select a.id ${FROM} where ${where} ${ORDER} limit ${limit} offset ${offset})
        select ${accountMoneyColumns()} from page join trading_accounts a on a.id = page.id
          join clients on clients.id = a.client_id ${ORDER}`,
  );
}

/** Chunks of a thousand accounts (one port read each) priced this many at a time, on the pool. */
const CHUNKS_AT_ONCE = 4;

/** The accounts in scope with open positions, priced now, in report order. */
async function exposedAccounts(db: Executor, where: SQL, platforms: string[] | undefined): Promise<AccountFigures[]> {
  const logins = await exposedLogins(db, platforms);
  if (logins.length === 0) return [];
  const rows = await queryRows<AccountMoneyRow>(
    db,
    sql`select ${accountMoneyColumns()} ${FROM} where ${where} and ${loginsIn(logins)} ${ORDER}`,
  );
  const out: AccountFigures[] = [];
  const step = 1000 * CHUNKS_AT_ONCE;
  for (let i = 0; i < rows.length; i += step) {
    const chunks: AccountMoneyRow[][] = [];
    for (let j = i; j < Math.min(i + step, rows.length); j += 1000) chunks.push(rows.slice(j, j + 1000));
    const priced = await readTogether(
      db,
      chunks.map((chunk) => () => withPlatformFigures(db, chunk)),
    );
    out.push(...priced.flat());
  }
  return out;
}

/**
 * `GET /dashboard/users/balanceReport`: every live account in scope with its figures now, a page
 * of them, and totals by platform and currency (in the currency and in USD at today's rate).
 * Equity and margin move with every price tick, so they are worked out now (the daily snapshots,
 * balance-snapshot.ts, are the history) — but only accounts with open positions have floating P/L
 * or margin: the platform lists those (exposedLogins) and is asked about them alone, while balance,
 * credit, counts and the page come from SQL. Equal to balanceReportRaw (balance-raw.ts).
 */
export async function balanceReport(db: Executor, auth: ScopeCaller, query: Query): Promise<TBalanceReportReply> {
  const where = liveAccountsWhere(auth.brand, clientFilters(auth, query), query);
  // The totals' aggregate and the exposed accounts' pricing do not wait on each other.
  const [totals, exposed, day] = await readTogether(db, [
    () => ledgerTotals(db, where),
    () => exposedAccounts(db, where, query.platform),
    () => reportingToday(db),
  ]);
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
  const offset = (query.page - 1) * query.limit;

  let page: { docs: AccountFigures[]; totalDocs: number };
  if (query.margin_call === true) {
    // Only exposed accounts use margin: the few in margin call are paged here, in report order.
    page = { docs: inCall.slice(offset, offset + query.limit), totalDocs: inCall.length };
  } else {
    const others = inCall.length
      ? sql`${where} and a.id <> all(${`{${inCall.map((a) => a.id).join(',')}}`}::uuid[])`
      : where;
    const rows = await accountPage(db, query.margin_call === false ? others : where, query.limit, offset);
    // The page's figures from the exposed accounts already read; the others have none on the platform.
    const known = new Map(exposed.map((a) => [loginKey(loginOf(a)), a]));
    const docs = rows.map(
      (r) =>
        known.get(loginKey(loginOf({ platform: r.platform, loginId: Number(r.login_id) }))) ?? figuresOf(r, undefined),
    );
    page = { docs, totalDocs: query.margin_call === false ? count - inCall.length : count };
  }
  return balanceReply(db, day, page, totals);
}
