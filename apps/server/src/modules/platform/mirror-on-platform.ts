import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerBooks, tradingAccounts } from '../../db/schema.ts';
import type { Posting } from '../ledger/post-entry.ts';
import { loginOf, platformFor } from './platforms.ts';

type PostedEntry = { entryId: string; type: string; postings: Posting[] };

/**
 * Carries a posted ledger entry over to the trading platforms: every change of a client's balance
 * or credit book becomes the same change of that account's balance or credit on its platform, in
 * the same transaction. The ledger stays the record of money; the platform is where the client
 * trades with it, and the two must move together (reconcile.ts checks that they did). House books
 * have no platform side. A platform that refuses (not enough free margin) rolls the posting back.
 */
export async function mirrorOnPlatform(tx: Tx, entry: PostedEntry): Promise<void> {
  const bookIds = [...new Set(entry.postings.map((p) => p.bookId))];
  const books = await tx
    .select({ id: ledgerBooks.id, kind: ledgerBooks.kind, account: tradingAccounts })
    .from(ledgerBooks)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, ledgerBooks.tradingAccountId))
    .where(and(inArray(ledgerBooks.id, bookIds), isNotNull(ledgerBooks.tradingAccountId)));
  for (const book of books) {
    const amount = entry.postings.filter((p) => p.bookId === book.id).reduce((sum, p) => sum + p.amount, 0);
    if (amount === 0 || (book.kind !== 'client_balance' && book.kind !== 'client_credit')) continue;
    await platformFor(loginOf(book.account).platform).changeBalance(tx, loginOf(book.account), {
      book: book.kind === 'client_balance' ? 'balance' : 'credit',
      amount,
      comment: entry.type,
      entryId: entry.entryId,
    });
  }
}
