import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import {
  type AccountFigures,
  type AccountMoneyRow,
  accountMoneyColumns,
  type BalanceFilters,
  withPlatformFigures,
} from './balance-accounts.ts';
import { exposedLogins, loginsIn } from './exposed-logins.ts';

/** An exposed account priced, with what places it in a caller's scope. */
export type ExposedAccount = AccountFigures & { brandId: string };

type ExposedRow = AccountMoneyRow & { brand_id: string };

/** Chunks of a thousand accounts (one port read each) priced this many at a time, on the pool. */
const CHUNKS_AT_ONCE = 4;

/**
 * Every open live account with open positions, of every brand, priced now, in report order
 * (created_at desc, id): the platforms list the logins, the database gives their money and clients.
 */
export async function readExposedAccounts(db: Executor): Promise<ExposedAccount[]> {
  const logins = await exposedLogins(db, undefined);
  if (logins.length === 0) return [];
  const rows = await queryRows<ExposedRow>(
    db,
    sql`select ${accountMoneyColumns()}, a.brand_id
          from trading_accounts a join clients on clients.id = a.client_id
         where a.environment = 'live' and a.deleted_at is null and clients.deleted_at is null and ${loginsIn(logins)}
         order by a.created_at desc, a.id`,
  );
  const out: ExposedAccount[] = [];
  const step = 1000 * CHUNKS_AT_ONCE;
  for (let i = 0; i < rows.length; i += step) {
    const chunks: ExposedRow[][] = [];
    for (let j = i; j < Math.min(i + step, rows.length); j += 1000) chunks.push(rows.slice(j, j + 1000));
    const priced = await readTogether(
      db,
      chunks.map((chunk) => async () => {
        const figures = await withPlatformFigures(db, chunk);
        return figures.map((f, k) => ({ ...f, brandId: chunk[k]?.brand_id ?? '' }));
      }),
    );
    out.push(...priced.flat());
  }
  return out;
}

type Filters = BalanceFilters & { country?: string[] | undefined };

/**
 * The exposed accounts a caller may see under the report's filters: the same rules as the report's
 * SQL (liveAccountsWhere and clientFilters: brand, country whitelist, countries, platforms,
 * currencies), applied to the shared list in memory.
 */
export function exposedInScope(accounts: readonly ExposedAccount[], auth: ScopeCaller, f: Filters): ExposedAccount[] {
  const { enableCountryWhitelist, whitelistCountries } = auth.staff;
  return accounts.filter(
    (a) =>
      a.brandId === auth.brand &&
      (!enableCountryWhitelist || whitelistCountries.includes(a.country)) &&
      (!f.country?.length || f.country.includes(a.country)) &&
      (!f.platform?.length || f.platform.includes(a.platform)) &&
      (!f.currency?.length || f.currency.includes(a.currency)),
  );
}

type Options = {
  /** How long one reading is shared: about a price tick (the simulated feed moves every 2 s). */
  maxAgeMs: number;
  now?: () => number;
};

/**
 * The exposed accounts priced once per interval and shared by every balance report of this
 * instance, instead of once per request: equity and margin move with every price tick, so a
 * reading a tick old is as current as the platform's own figures. One reading at a time: requests
 * that find it stale wait for the same new one. With `maxAgeMs` 0 every request reads anew.
 */
export class ExposedAccountsCache {
  readonly #db: Executor;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #reading: { at: number; accounts: Promise<ExposedAccount[]> } | null = null;

  constructor(db: Executor, options: Options) {
    this.#db = db;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  /** The shared reading if younger than the interval, else a new one (which the next callers share). */
  accounts(): Promise<ExposedAccount[]> {
    const now = this.#now();
    if (this.#reading && this.#maxAgeMs > 0 && now - this.#reading.at < this.#maxAgeMs) return this.#reading.accounts;
    const reading = { at: now, accounts: readExposedAccounts(this.#db) };
    this.#reading = reading;
    // A failed reading is not shared: the next request tries again.
    reading.accounts.catch(() => {
      if (this.#reading === reading) this.#reading = null;
    });
    return reading.accounts;
  }
}
