import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { ledgerBooks } from '../../db/schema.ts';
import { houseBook } from '../ledger/books.ts';

/** The house books a sweep reads or moves: the income books and where swept income goes. */
const KINDS = ['house_cash', 'house_fees', 'house_trading', 'house_operating'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The brand's figures in one currency, from the ledger's house books (minor units):
 * - `fees` and `trading` are the brokerage's income still in the client-money account (withdrawal
 *   fees; clients' trading losses less their gains). House books are the brokerage's side, so this
 *   is never client money;
 * - `sweepable` is their sum when positive: trading income below zero (clients won) is a loss the
 *   fees must cover first, or the sweep would take clients' money;
 * - `swept` is what earlier sweeps moved to the operating account (`house_operating`);
 * - `clientMoneyAccount` is the cash the ledger says the client-money account holds: what came in
 *   through payments less what was paid out (house cash is its negative) less what was swept.
 */
export type HouseFigures = {
  currency: string;
  fees: number;
  trading: number;
  sweepable: number;
  swept: number;
  clientMoneyAccount: number;
};

export function figuresOf(currency: string, balances: Partial<Record<Kind, number>>): HouseFigures {
  const fees = balances.house_fees ?? 0;
  const trading = balances.house_trading ?? 0;
  const swept = balances.house_operating ?? 0;
  return {
    currency,
    fees,
    trading,
    sweepable: Math.max(0, fees + trading),
    swept,
    clientMoneyAccount: -(balances.house_cash ?? 0) - swept,
  };
}

/** Every currency the brand has house books in, with its figures, by currency. */
export async function houseFigures(db: Executor, brandId: string): Promise<HouseFigures[]> {
  const books = await db
    .select({ kind: ledgerBooks.kind, currency: ledgerBooks.currency, balance: ledgerBooks.balance })
    .from(ledgerBooks)
    .where(
      and(eq(ledgerBooks.brandId, brandId), isNull(ledgerBooks.tradingAccountId), inArray(ledgerBooks.kind, KINDS)),
    )
    .orderBy(asc(ledgerBooks.currency));
  const byCurrency = new Map<string, Partial<Record<Kind, number>>>();
  for (const book of books) {
    const balances = byCurrency.get(book.currency) ?? {};
    balances[book.kind as Kind] = book.balance;
    byCurrency.set(book.currency, balances);
  }
  return [...byCurrency].map(([currency, balances]) => figuresOf(currency, balances));
}

/**
 * The sweep's three books in one currency, made on first use and locked (id order, as the ledger
 * locks them): two sweeps at once take turns, and the second reads what the first left.
 */
export async function lockSweepBooks(tx: Tx, brandId: string, currency: string) {
  const fees = await houseBook(tx, brandId, 'house_fees', currency);
  const trading = await houseBook(tx, brandId, 'house_trading', currency);
  const operating = await houseBook(tx, brandId, 'house_operating', currency);
  const locked = await tx
    .select({ id: ledgerBooks.id, balance: ledgerBooks.balance })
    .from(ledgerBooks)
    .where(inArray(ledgerBooks.id, [fees.id, trading.id, operating.id]))
    .orderBy(asc(ledgerBooks.id))
    .for('update');
  const balanceOf = (id: string) => locked.find((b) => b.id === id)?.balance ?? 0;
  return {
    fees: { id: fees.id, balance: balanceOf(fees.id) },
    trading: { id: trading.id, balance: balanceOf(trading.id) },
    operating: { id: operating.id, balance: balanceOf(operating.id) },
  };
}
