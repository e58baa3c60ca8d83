import type { Tx } from '../../db/client.ts';
import type { PostedEntry, Posting } from '../ledger/post-entry.ts';
import { loginOf, platformFor } from './platforms.ts';

type MirroredEntry = PostedEntry & { type: string; postings: Posting[] };

/**
 * Carries a posted ledger entry over to the trading platforms: every change of a client's balance
 * or credit book becomes the same change of that account's balance or credit on its platform, in
 * the same transaction. The ledger stays the record of money; the platform is where the client
 * trades with it, and the two must move together (reconcile.ts checks that they did). House books
 * have no platform side. A platform that refuses (not enough free margin) rolls the posting back.
 */
export async function mirrorOnPlatform(tx: Tx, entry: MirroredEntry): Promise<void> {
  for (const book of entry.books) {
    if (book.kind !== 'client_balance' && book.kind !== 'client_credit') continue;
    if (book.platform === null || book.loginId === null) continue;
    const amount = entry.postings.filter((p) => p.bookId === book.id).reduce((sum, p) => sum + p.amount, 0);
    if (amount === 0) continue;
    const login = loginOf({ platform: book.platform, loginId: book.loginId });
    await platformFor(login.platform).changeBalance(tx, login, {
      book: book.kind === 'client_balance' ? 'balance' : 'credit',
      amount,
      comment: entry.type,
      entryId: entry.entryId,
    });
  }
}
