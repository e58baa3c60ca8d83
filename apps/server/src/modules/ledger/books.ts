import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerBooks } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

type Book = typeof ledgerBooks.$inferSelect;

export type AccountBookKind = 'client_balance' | 'client_credit';
/** `house_fx`: the other side of each leg of a transfer between currencies, one book per currency. */
export type HouseBookKind =
  | 'house_cash'
  | 'house_credit'
  | 'house_fees'
  | 'house_trading'
  | 'house_fx'
  | 'house_operating';

/** The balance and credit books of a new trading account; neither may go negative. */
export async function openAccountBooks(tx: Tx, account: { id: string; brandId: string; currency: string }) {
  await tx.insert(ledgerBooks).values(
    (['client_balance', 'client_credit'] as const).map((kind) => ({
      brandId: account.brandId,
      kind,
      tradingAccountId: account.id,
      currency: account.currency,
    })),
  );
}

export async function accountBook(tx: Tx, accountId: string, kind: AccountBookKind) {
  const [book] = await tx
    .select()
    .from(ledgerBooks)
    .where(and(eq(ledgerBooks.tradingAccountId, accountId), eq(ledgerBooks.kind, kind)));
  if (!book) throw new AppError('internal', `The account has no ${kind} book`);
  return book;
}

/** The books of one kind of several accounts, in one statement, in the order of `accountIds`. */
export async function accountBooks<const Ids extends readonly string[]>(
  tx: Tx,
  accountIds: Ids,
  kind: AccountBookKind,
): Promise<{ [K in keyof Ids]: Book }> {
  const books = await tx
    .select()
    .from(ledgerBooks)
    .where(and(inArray(ledgerBooks.tradingAccountId, accountIds), eq(ledgerBooks.kind, kind)));
  const ordered = accountIds.map((id) => {
    const book = books.find((b) => b.tradingAccountId === id);
    if (!book) throw new AppError('internal', `The account has no ${kind} book`);
    return book;
  });
  return ordered as { [K in keyof Ids]: Book };
}

/**
 * The brand's own side of client movements, one book per kind and currency, made on first use.
 * House books may go negative: house cash below zero means clients were paid in more than came in
 * through the ledger, which is the brokerage's money, not a client's.
 */
export async function houseBook(tx: Tx, brandId: string, kind: HouseBookKind, currency: string) {
  const find = async () => {
    const [book] = await tx
      .select()
      .from(ledgerBooks)
      .where(
        and(
          eq(ledgerBooks.brandId, brandId),
          eq(ledgerBooks.kind, kind),
          eq(ledgerBooks.currency, currency),
          isNull(ledgerBooks.tradingAccountId),
        ),
      );
    return book;
  };
  // Made once per brand, kind and currency; every later movement only reads it.
  const existing = await find();
  if (existing) return existing;
  await tx.insert(ledgerBooks).values({ brandId, kind, currency, allowNegative: true }).onConflictDoNothing();
  const made = await find();
  if (!made) throw new AppError('internal', `No ${kind} book for ${brandId} in ${currency}`);
  return made;
}
