import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import {
  type AccountFigures,
  type AccountMoneyRow,
  accountMoneyColumns,
  LIVE_ACCOUNT,
  withPlatformFigures,
} from './balance-accounts.ts';
import { inScope, type ScopeRule } from './balance-scope.ts';
import { exposedLogins, loginsIn } from './exposed-logins.ts';

/** An exposed account priced, with what places it in a caller's scope. */
export type ExposedAccount = AccountFigures & { brandId: string };

/** The exposed accounts of one reading, and when it started (epoch ms of the cache's clock). */
export type ExposedReading = { at: number; accounts: ExposedAccount[] };

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
         where ${LIVE_ACCOUNT} and ${loginsIn(logins)}
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

/**
 * The exposed accounts a caller may see under the report's filters: the report's scope
 * (balance-scope.ts, the rules its SQL reads too) applied to the shared list in memory.
 */
export const exposedInScope = (accounts: readonly ExposedAccount[], scope: readonly ScopeRule[]): ExposedAccount[] =>
  accounts.filter((a) =>
    inScope(scope, { brand: a.brandId, country: a.country, platform: a.platform, currency: a.currency }),
  );

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
  /** The last complete reading. */
  #last: ExposedReading | null = null;
  #underway: Promise<ExposedReading> | null = null;

  constructor(db: Executor, options: Options) {
    this.#db = db;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  /** The reading to serve, with when it was priced (the reply's `pricedAt`). */
  reading(): Promise<ExposedReading> {
    if (this.#maxAgeMs === 0) return this.#price();
    const last = this.#last;
    if (last && this.#now() - last.at < this.#maxAgeMs) return Promise.resolve(last);
    const next = this.#read();
    return last ? Promise.resolve(last) : next;
  }

  /** The reading under way (or the last): what the next request is served once it is done. */
  async settled(): Promise<ExposedReading | null> {
    return this.#underway ?? this.#last;
  }

  async #price(): Promise<ExposedReading> {
    const at = this.#now();
    return { at, accounts: await readExposedAccounts(this.#db) };
  }

  #read(): Promise<ExposedReading> {
    if (this.#underway) return this.#underway;
    const reading = this.#price().then((read) => {
      this.#last = read;
      return read;
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

  #clear(reading: Promise<ExposedReading>) {
    if (this.#underway === reading) this.#underway = null;
  }
}
