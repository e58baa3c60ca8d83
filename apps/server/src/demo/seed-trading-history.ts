import { randomUUID } from 'node:crypto';
import { INSTRUMENTS, instrumentBySymbol, type TInstrument, type TInstrumentKind } from '@crm/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ledgerBooks, simulatedAccounts, tradingAccounts } from '../db/schema.ts';
import { houseBook } from '../modules/ledger/books.ts';
import { positionCommission, positionMargin, positionProfit, positionSwap } from '../modules/platform/pricing.ts';
import { BASE_PRICES, ensurePrices } from '../modules/platform/simulated/prices.ts';
import { bulkInsert, columnsOf, nextValues } from './bulk-insert.ts';
import { addToPlatformBalances } from './seed-opening-balances.ts';
import { inChunks, pickFrom, seededRandom, weightedPick } from './seeded-random.ts';
import { insertPostingRows } from './write-money.ts';

const DAY = 86_400_000;
/** Where retail clients trade most; the rest of the catalogue shares the remaining weight. */
const FAVOURITES: [string, number][] = [
  ['EURUSD', 20],
  ['XAUUSD', 18],
  ['GBPUSD', 10],
  ['USDJPY', 8],
  ['NAS100', 8],
  ['BTCUSD', 8],
  ['US30', 6],
  ['GER40', 5],
  ['XTIUSD', 5],
  ['ETHUSD', 4],
];
const FAVOURITE_SHARE = 0.85;
/** Typical daily move by kind, for the closing prices of past positions. */
const DAILY_MOVE: Record<TInstrumentKind, number> = {
  forex: 0.005,
  metal: 0.012,
  energy: 0.02,
  crypto: 0.035,
  index: 0.012,
};
const VOLUMES = [1, 1, 2, 3, 5, 10, 20, 50, 100];
/** A position ties up at most this share of the balance in margin. */
const MARGIN_SHARE = 0.15;

type Account = {
  id: string;
  platform: string;
  loginId: number;
  leverage: number;
  currency: string;
  environment: string;
  bookId: string;
  available: number;
  since: Date;
};
type Position = {
  id: number;
  platform: string;
  loginId: number;
  instrumentId: number;
  side: 'buy' | 'sell';
  volume: number;
  openPrice: number;
  closePrice: number | null;
  openTime: Date;
  closeTime: Date | null;
  swap: number;
  commission: number;
  realisedPnl: number | null;
  status: 'POSITION_STATUS_OPEN' | 'POSITION_STATUS_CLOSED';
};
type Deal = {
  platform: string;
  loginId: number;
  kind: 'open' | 'close';
  positionId: number;
  instrumentId: number;
  side: 'buy' | 'sell';
  volume: number;
  price: number | null;
  amount: number;
  entryId: string | null;
  time: Date;
};

function chooseInstrument(rand: () => number): TInstrument {
  if (rand() < FAVOURITE_SHARE) {
    const symbol = weightedPick(rand, FAVOURITES);
    const found = instrumentBySymbol(symbol);
    if (found) return found;
  }
  return pickFrom(rand, INSTRUMENTS);
}

/** A volume the balance can carry at the account's leverage (0 when it cannot carry the smallest). */
function affordableVolume(rand: () => number, a: Account, instrument: TInstrument, price: number, balance: number) {
  const perHundredth = positionMargin({ instrument, volume: 1 }, price, a.currency, a.leverage, BASE_PRICES);
  const most = Math.floor((balance * MARGIN_SHARE) / Math.max(1, perHundredth));
  return Math.min(most, pickFrom(rand, VOLUMES));
}

/** Roughly normal (sum of three uniforms), slightly against the client: most retail CFD accounts lose. */
const move = (rand: () => number) => (rand() + rand() + rand() - 1.5) * 1.4 - 0.08;

/**
 * Trading history of the simulated platform for one brand's funded accounts: closed positions
 * over the time since each account was first funded (up to 18 months), whose P/L is realised, and
 * a few positions open now. Runs after the accounts have money (the opening balances here, or the
 * money seed): it reads each account's available balance from the ledger and never lets a loss
 * take more than that (negative-balance protection, as a live close does).
 * Booked as a live close books it, in bulk: the platform balance changes by the P/L, and
 * `trading_pnl` entries move the same amount between the account's `client_balance` book and the
 * brand's `house_trading` book (see bookRealisedPnl). P/L is in each account's currency (the feed prices EUR, GBP, BTC, ETH; MRD accounts do not trade). Deterministic
 * per seed (dates are relative to `now`).
 */
export async function seedTradingHistory(tx: Tx, brandId: string, seed: number, now = new Date()): Promise<void> {
  await ensurePrices(tx);
  const rand = seededRandom(seed * 104_729);
  const accounts = await fundedAccounts(tx, brandId, now);
  if (accounts.length === 0) return;

  const positions: Position[] = [];
  const realised = new Map<string, { net: number; last: Date; closes: number[] }>();
  const ids = (await nextValues(tx, 'simulated_positions_id_seq', accounts.length * 6)).reverse();
  const nextId = () => {
    const id = ids.pop();
    if (id === undefined) throw new Error('ran out of position ids');
    return id;
  };

  for (const a of accounts) {
    // Not every funded client trades.
    if (rand() < 0.35) continue;
    let balance = a.available;
    const span = Math.max(DAY, now.getTime() - DAY - a.since.getTime());
    const count = (a.environment === 'live' ? 1 : 0) + Math.floor(rand() * 4);
    const opens = Array.from({ length: count }, () => a.since.getTime() + Math.floor(rand() * span)).sort(
      (x, y) => x - y,
    );
    const book = { net: 0, last: a.since, closes: [] as number[] };
    for (const openAt of opens) {
      const instrument = chooseInstrument(rand);
      const base = BASE_PRICES.get(instrument.id) ?? 1;
      const openPrice = Math.max(1, Math.round(base * (1 + (rand() - 0.5) * 0.16)));
      const volume = affordableVolume(rand, a, instrument, openPrice, balance);
      if (volume < 1) continue;
      const days = 0.01 + rand() * rand() * 10;
      const closeAt = Math.min(now.getTime() - 60_000, openAt + Math.floor(days * DAY));
      const closePrice = Math.max(
        1,
        Math.round(openPrice * (1 + DAILY_MOVE[instrument.kind] * Math.sqrt(days) * move(rand))),
      );
      const side = rand() < 0.55 ? 'buy' : 'sell';
      const priced = { instrument, side, volume, openPrice } as const;
      const commission = positionCommission(priced, a.currency, BASE_PRICES);
      const swap = positionSwap(priced, new Date(openAt), new Date(closeAt), a.currency, BASE_PRICES);
      const profit = positionProfit(priced, closePrice, a.currency, BASE_PRICES);
      const net = Math.max(profit + swap + commission, -balance);
      balance += net;
      const id = nextId();
      positions.push({
        id,
        platform: a.platform,
        loginId: a.loginId,
        instrumentId: instrument.id,
        side,
        volume,
        openPrice,
        closePrice,
        openTime: new Date(openAt),
        closeTime: new Date(closeAt),
        swap,
        commission,
        realisedPnl: net,
        status: 'POSITION_STATUS_CLOSED',
      });
      book.net += net;
      book.closes.push(id);
      if (closeAt > book.last.getTime()) book.last = new Date(closeAt);
    }
    realised.set(a.id, book);

    // Some accounts hold positions now, priced by the live feed from here on.
    const open = rand() < 0.35 ? 1 + Math.floor(rand() * 1.3) : 0;
    for (let i = 0; i < open; i++) {
      const instrument = chooseInstrument(rand);
      const base = BASE_PRICES.get(instrument.id) ?? 1;
      const openPrice = Math.max(1, Math.round(base * (1 + (rand() - 0.5) * 0.01)));
      const volume = affordableVolume(rand, a, instrument, openPrice, balance);
      if (volume < 1) continue;
      const sized = { instrument, volume };
      positions.push({
        id: nextId(),
        platform: a.platform,
        loginId: a.loginId,
        instrumentId: instrument.id,
        side: rand() < 0.55 ? 'buy' : 'sell',
        volume,
        openPrice,
        closePrice: null,
        openTime: new Date(now.getTime() - Math.floor(rand() * 5 * DAY)),
        closeTime: null,
        swap: 0,
        commission: positionCommission(sized, a.currency, BASE_PRICES),
        realisedPnl: null,
        status: 'POSITION_STATUS_OPEN',
      });
    }
  }

  await bulkInsert(
    tx,
    'simulated_positions',
    columnsOf(positions, {
      id: ['bigint', (p) => p.id],
      platform: ['text', (p) => p.platform],
      login_id: ['bigint', (p) => p.loginId],
      instrument_id: ['int', (p) => p.instrumentId],
      side: ['text', (p) => p.side],
      volume: ['bigint', (p) => p.volume],
      open_price: ['bigint', (p) => p.openPrice],
      close_price: ['bigint', (p) => p.closePrice],
      open_time: ['timestamptz', (p) => p.openTime],
      close_time: ['timestamptz', (p) => p.closeTime],
      swap: ['bigint', (p) => p.swap],
      commission: ['bigint', (p) => p.commission],
      realised_pnl: ['bigint', (p) => p.realisedPnl],
      status: ['text', (p) => p.status],
    }),
  );
  const entries = await bookRealisedPnl(tx, brandId, accounts, realised);
  const deals = positions.flatMap((p) => dealsOf(p, entries.get(p.id) ?? null));
  await bulkInsert(
    tx,
    'simulated_deals',
    columnsOf(deals, {
      platform: ['text', (d) => d.platform],
      login_id: ['bigint', (d) => d.loginId],
      kind: ['text', (d) => d.kind],
      position_id: ['bigint', (d) => d.positionId],
      instrument_id: ['int', (d) => d.instrumentId],
      side: ['text', (d) => d.side],
      volume: ['bigint', (d) => d.volume],
      price: ['bigint', (d) => d.price],
      amount: ['bigint', (d) => d.amount],
      entry_id: ['uuid', (d) => d.entryId],
      time: ['timestamptz', (d) => d.time],
    }),
  );
}

/** The open deal of a position, and its close deal when it is closed. */
function dealsOf(p: Position, entryId: string | null): Deal[] {
  const opened: Deal = {
    platform: p.platform,
    loginId: p.loginId,
    kind: 'open',
    positionId: p.id,
    instrumentId: p.instrumentId,
    side: p.side,
    volume: p.volume,
    price: p.openPrice,
    amount: 0,
    entryId: null,
    time: p.openTime,
  };
  if (p.status !== 'POSITION_STATUS_CLOSED') return [opened];
  return [
    opened,
    {
      ...opened,
      kind: 'close',
      side: p.side === 'buy' ? 'sell' : 'buy',
      price: p.closePrice,
      amount: p.realisedPnl ?? 0,
      entryId,
      time: p.closeTime ?? p.openTime,
    },
  ];
}

/** Accounts per seeded `trading_pnl` entry: one entry books a batch, as an end-of-day P/L run would. */
const ACCOUNTS_PER_ENTRY = 100;

/**
 * The realised P/L of the history in the ledger: `trading_pnl` entries, each posting the results
 * of up to 100 accounts to their `client_balance` books against the brand's `house_trading` book
 * (a posting per account, one house posting per entry, so the seed writes half the postings a
 * per-close booking would), mirrored on the platform balances. Each close deal names its entry.
 */
async function bookRealisedPnl(
  tx: Tx,
  brandId: string,
  accounts: Account[],
  realised: Map<string, { net: number; last: Date; closes: number[] }>,
): Promise<Map<number, string>> {
  // The house's side in each account currency: an entry balances per currency.
  const houses = new Map<string, string>();
  for (const currency of new Set(accounts.map((a) => a.currency))) {
    houses.set(currency, (await houseBook(tx, brandId, 'house_trading', currency)).id);
  }
  const booked = accounts.flatMap((a) => {
    const r = realised.get(a.id);
    return r && r.net !== 0 ? [{ account: a, ...r }] : [];
  });
  const entryOfPosition = new Map<number, string>();
  const entries: { id: string; at: Date; accounts: number }[] = [];
  const sides: { entryId: string; bookId: string; currency: string; amount: number }[] = [];
  for (let i = 0; i < booked.length; i += ACCOUNTS_PER_ENTRY) {
    const batch = booked.slice(i, i + ACCOUNTS_PER_ENTRY);
    const id = randomUUID();
    const totals = new Map<string, number>();
    let at = new Date(0);
    for (const b of batch) {
      sides.push({ entryId: id, bookId: b.account.bookId, currency: b.account.currency, amount: b.net });
      for (const position of b.closes) entryOfPosition.set(position, id);
      totals.set(b.account.currency, (totals.get(b.account.currency) ?? 0) + b.net);
      if (b.last > at) at = b.last;
    }
    for (const [currency, total] of totals) {
      const house = houses.get(currency);
      if (total !== 0 && house) sides.push({ entryId: id, bookId: house, currency, amount: -total });
    }
    entries.push({ id, at, accounts: batch.length });
  }
  await bulkInsert(
    tx,
    'journal_entries',
    columnsOf(entries, {
      id: ['uuid', (e) => e.id],
      brand_id: ['text', () => brandId],
      type: ['text', () => 'trading_pnl'],
      memo: ['text', (e) => `Realised P/L of ${e.accounts} account(s), demo history`],
      created_at: ['timestamptz', (e) => e.at],
    }),
  );
  await insertPostingRows(tx, sides);
  await addToPlatformBalances(
    tx,
    booked.map((b) => ({ platform: b.account.platform, loginId: b.account.loginId, amount: b.net })),
  );
  return entryOfPosition;
}

/** The brand's accounts with money available on the ledger and trading allowed on the platform. */
async function fundedAccounts(tx: Tx, brandId: string, now: Date): Promise<Account[]> {
  const rows = await tx
    .select({ account: tradingAccounts, book: ledgerBooks })
    .from(tradingAccounts)
    .innerJoin(
      ledgerBooks,
      and(eq(ledgerBooks.tradingAccountId, tradingAccounts.id), eq(ledgerBooks.kind, 'client_balance')),
    )
    .innerJoin(
      simulatedAccounts,
      and(
        eq(simulatedAccounts.platform, tradingAccounts.platform),
        eq(simulatedAccounts.loginId, tradingAccounts.loginId),
      ),
    )
    .where(
      and(
        eq(tradingAccounts.brandId, brandId),
        isNull(tradingAccounts.deletedAt),
        eq(simulatedAccounts.canTrade, true),
        gt(sql`${ledgerBooks.balance} - ${ledgerBooks.held}`, 0),
      ),
    )
    .orderBy(tradingAccounts.loginId);
  // Trading starts when the money arrived: the book's first posting.
  const first = new Map<string, Date>();
  await inChunks(rows, 1000, async (chunk) => {
    const ids = sql.join(
      chunk.map((r) => sql`${r.book.id}::uuid`),
      sql`, `,
    );
    const found = await queryRows<{ book_id: string; ms: number }>(
      tx,
      sql`select p.book_id, (extract(epoch from min(e.created_at)) * 1000)::float8 as ms
          from postings p join journal_entries e on e.id = p.entry_id where p.book_id in (${ids}) group by p.book_id`,
    );
    for (const f of found) first.set(f.book_id, new Date(f.ms));
  });
  return rows.map(({ account, book }) => ({
    id: account.id,
    platform: account.platform,
    loginId: account.loginId,
    leverage: account.leverage,
    currency: account.currency,
    environment: account.environment,
    bookId: book.id,
    available: book.balance - book.held,
    since: new Date(Math.min(now.getTime() - 2 * DAY, (first.get(book.id) ?? account.createdAt).getTime())),
  }));
}
