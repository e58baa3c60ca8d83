import { MARGIN_CALL_LEVEL_PERCENT } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loginOf, readPlatformAccounts } from '../platform/platforms.ts';
import { loginKey } from '../platform/trading-platform.ts';
import { inList } from './report-scope.ts';

export type BalanceFilters = { platform?: string[] | undefined; currency?: string[] | undefined };

/** A live account with its money: balance and credit from the ledger, the rest from its platform. */
export type AccountFigures = {
  id: string;
  loginId: number;
  platform: string;
  currency: string;
  clientId: string;
  firstName: string;
  lastName: string;
  country: string;
  balance: number;
  credit: number;
  equity: number;
  margin: number;
  freeMargin: number;
  /** Hundredths of a percent, null with no margin used. */
  marginLevel: number | null;
  marginCall: boolean;
};

/** An account row with its ledger money (minor units, as text: bigint sums). */
export type AccountMoneyRow = {
  id: string;
  login_id: string;
  platform: string;
  currency: string;
  client_id: string;
  first_name: string;
  last_name: string;
  country: string;
  balance: string;
  credit: string;
};

/** A live, open account of a client not soft-deleted, over `trading_accounts a join clients`. */
export const LIVE_ACCOUNT = sql`a.environment = 'live' and a.deleted_at is null and clients.deleted_at is null`;

/** Where `trading_accounts a join clients` holds each dimension of a report's scope (balance-scope.ts). */
export const ACCOUNT_SCOPE_COLUMNS = {
  brand: sql`a.brand_id`,
  country: sql`clients.country`,
  platform: sql`a.platform`,
  currency: sql`a.currency`,
};

/**
 * The live, open accounts of `brand` that `scope` (over `clients`) and the filters let through, as
 * a condition over `trading_accounts a join clients`.
 */
export function liveAccountsWhere(brand: string, scope: SQL, filters: BalanceFilters): SQL {
  return sql`a.brand_id = ${brand} and a.environment = 'live' and a.deleted_at is null and ${scope}
             and ${inList(sql`a.platform`, filters.platform)} and ${inList(sql`a.currency`, filters.currency)}`;
}

/** The columns of an `AccountMoneyRow` over `a` and `clients`, money from the books or the postings. */
export function accountMoneyColumns(from: 'books' | 'postings' = 'books'): SQL {
  const money = (kind: string) =>
    from === 'books'
      ? sql`(select b.balance from ledger_books b where b.trading_account_id = a.id and b.kind = ${kind})`
      : sql`(select coalesce(sum(p.amount), 0) from ledger_books b join postings p on p.book_id = b.id
              where b.trading_account_id = a.id and b.kind = ${kind})`;
  return sql`a.id, a.login_id::text, a.platform, a.currency, clients.id as client_id, clients.first_name,
             clients.last_name, clients.country,
             coalesce(${money('client_balance')}, 0)::text as balance, coalesce(${money('client_credit')}, 0)::text as credit`;
}

/**
 * Balance and credit of the live, open accounts that `scope` (over `clients`) lets through: from
 * the ledger books (`books`), or summed from every posting on them (`postings`, the raw twin's way).
 */
export async function readAccountMoney(
  db: Executor,
  brand: string,
  scope: SQL,
  filters: BalanceFilters,
  from: 'books' | 'postings' = 'books',
): Promise<AccountMoneyRow[]> {
  return queryRows<AccountMoneyRow>(
    db,
    sql`select ${accountMoneyColumns(from)}
          from trading_accounts a join clients on clients.id = a.client_id
         where ${liveAccountsWhere(brand, scope, filters)}
         order by a.created_at desc, a.id`,
  );
}

/** Equity over margin in hundredths of a percent, rounded down. */
const marginLevelOf = (equity: number, margin: number) =>
  margin > 0 ? Number((BigInt(equity) * 10_000n) / BigInt(margin)) : null;

/** What only the platform knows of an account: floating P/L and margin at current prices. */
export type PlatformFigures = { floatingPnl: number; margin: number };

/**
 * An account's figures: equity = ledger balance + credit + floating P/L, and margin, from the
 * platform (none for an account without open positions, or unknown to it). An account is in margin
 * call when it uses margin and its margin level is under MARGIN_CALL_LEVEL_PERCENT.
 */
export function figuresOf(r: AccountMoneyRow, on: PlatformFigures | undefined): AccountFigures {
  const balance = Number(r.balance);
  const credit = Number(r.credit);
  const equity = balance + credit + (on?.floatingPnl ?? 0);
  const margin = on?.margin ?? 0;
  const marginLevel = marginLevelOf(equity, margin);
  return {
    id: r.id,
    loginId: Number(r.login_id),
    platform: r.platform,
    currency: r.currency,
    clientId: r.client_id,
    firstName: r.first_name,
    lastName: r.last_name,
    country: r.country,
    balance,
    credit,
    equity,
    margin,
    freeMargin: equity - margin,
    marginLevel,
    marginCall: marginLevel !== null && marginLevel < MARGIN_CALL_LEVEL_PERCENT * 100,
  };
}

/** Adds what only the platform knows (figuresOf), read through the port a thousand accounts at a time. */
export async function withPlatformFigures(db: Executor, rows: AccountMoneyRow[]): Promise<AccountFigures[]> {
  const out: AccountFigures[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const logins = chunk.map((r) => loginOf({ platform: r.platform, loginId: Number(r.login_id) }));
    const platform = await readPlatformAccounts(db, logins);
    for (const r of chunk) {
      out.push(figuresOf(r, platform.get(loginKey(loginOf({ platform: r.platform, loginId: Number(r.login_id) })))));
    }
  }
  return out;
}

export type MoneyTotals = { accounts: number; balance: number; credit: number; equity: number; margin: number };

/** Sums accounts by a key (platform and currency, plus country for snapshots). */
export function totalsBy<K extends string>(
  accounts: AccountFigures[],
  keyOf: (a: AccountFigures) => K,
): Map<K, MoneyTotals & { sample: AccountFigures }> {
  const totals = new Map<K, MoneyTotals & { sample: AccountFigures }>();
  for (const a of accounts) {
    const key = keyOf(a);
    const t = totals.get(key) ?? { accounts: 0, balance: 0, credit: 0, equity: 0, margin: 0, sample: a };
    t.accounts += 1;
    t.balance += a.balance;
    t.credit += a.credit;
    t.equity += a.equity;
    t.margin += a.margin;
    totals.set(key, t);
  }
  return totals;
}

/** USD cents of amounts in their currencies at `day`'s rate (usd_cents of migration 0019, half-even). */
export async function usdCents(db: Executor, day: string, amounts: { currency: string; amount: number }[]) {
  if (amounts.length === 0) return [];
  const values = amounts.map((a, i) => sql`(${i}::int, ${a.amount}::bigint, ${a.currency}::text)`);
  const rows = await queryRows<{ usd: string }>(
    db,
    sql`select usd_cents(x.amount, x.currency, usd_rate_on(x.currency, ${day}::date))::text as usd
          from (values ${sql.join(values, sql`, `)}) as x(i, amount, currency) order by x.i`,
  );
  return rows.map((r) => Number(r.usd));
}

export async function reportingToday(db: Executor): Promise<string> {
  const [row] = await queryRows<{ day: string }>(db, sql`select reporting_day(now())::text as day`);
  if (!row) throw new Error('reporting_day() answered nothing');
  return row.day;
}
