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
  /** How old a reading may be before the next is started: about a price tick (the simulated feed moves every 2 s). */
  maxAgeMs: number;
  now?: () => number;
};

/**
 * The exposed accounts priced once per interval and shared by every balance report of this
 * instance, instead of once per request: equity and margin move with every price tick, so a
 * reading a tick or two old is as current as the platform's own figures. Requests are served the
 * last complete reading; one older than `maxAgeMs` starts the next in the background (one at a
 * time), so no request waits for the pricing, which grows with the exposed accounts (seconds at
 * 20,000), except the first. With `maxAgeMs` 0 every request prices them itself and waits.
 */
export class ExposedAccountsCache {
  readonly #db: Executor;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  /** The last complete reading and when it started. */
  #last: { at: number; accounts: ExposedAccount[] } | null = null;
  #underway: Promise<ExposedAccount[]> | null = null;

  constructor(db: Executor, options: Options) {
    this.#db = db;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  accounts(): Promise<ExposedAccount[]> {
    if (this.#maxAgeMs === 0) return readExposedAccounts(this.#db);
    const last = this.#last;
    if (last && this.#now() - last.at < this.#maxAgeMs) return Promise.resolve(last.accounts);
    const next = this.#read();
    return last ? Promise.resolve(last.accounts) : next;
  }

  /** The reading under way (or the last): what the next request is served once it is done. */
  async settled(): Promise<ExposedAccount[]> {
    return this.#underway ?? this.#last?.accounts ?? [];
  }

  #read(): Promise<ExposedAccount[]> {
    if (this.#underway) return this.#underway;
    const at = this.#now();
    const reading = readExposedAccounts(this.#db).then((accounts) => {
      this.#last = { at, accounts };
      return accounts;
    });
    this.#underway = reading;
    // Whether it succeeds or fails, the next stale request starts another; a failed background
    // reading leaves the last one served (its caller, if it waited, gets the error).
    reading.then(
      () => this.#clear(reading),
      () => this.#clear(reading),
    );
    return reading;
  }

  #clear(reading: Promise<ExposedAccount[]>) {
    if (this.#underway === reading) this.#underway = null;
  }
}
