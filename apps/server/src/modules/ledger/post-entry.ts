import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { journalEntries, ledgerBooks, ledgerHolds, postings } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveHold } from './holds.ts';

export type Posting = { bookId: string; amount: number };

export type EntryInput = {
  brandId: string;
  type: string;
  postings: Posting[];
  memo?: string | null;
  createdBy?: string | null;
  /** The entry this one corrects or refunds. */
  linkedEntryId?: string | null;
  /** Holds this entry settles: resolved as `posted` under the same book locks, before the funds check. */
  settlesHolds?: string[];
};

/**
 * Posts one journal entry inside the caller's transaction. The books are locked in id order (so two
 * entries over the same books queue instead of deadlocking), the entry must sum to zero per
 * currency, and a book that may not go negative must keep `balance - held >= 0`: that is checked
 * here to answer with a clear code, and again by the database (the book's CHECK, and a trigger that
 * refuses an unbalanced entry at commit), so no code path can get it wrong.
 */
export async function postEntry(tx: Tx, entry: EntryInput): Promise<string> {
  const ids = [...new Set(entry.postings.map((p) => p.bookId))].sort();
  // The database applies postings one at a time: -1 then +1 on one book would dip below zero on
  // the way (found by the property test). A book appears at most once per entry.
  if (ids.length !== entry.postings.length) throw new AppError('internal', 'An entry posts to each book once');
  const books = await tx
    .select()
    .from(ledgerBooks)
    .where(inArray(ledgerBooks.id, ids))
    .orderBy(ledgerBooks.id)
    .for('update');
  const byId = new Map(books.map((b) => [b.id, b]));
  // A settled hold no longer reserves its amount: the posting below takes its place.
  const settled: string[] = [];
  for (const holdId of entry.settlesHolds ?? []) {
    const hold = await resolveHold(tx, holdId, 'posted', null);
    const book = byId.get(hold.bookId);
    if (!book) throw new AppError('internal', 'A settled hold is not on a book of the entry');
    book.held -= hold.amount;
    settled.push(hold.id);
  }

  const sums = new Map<string, number>();
  const change = new Map<string, number>();
  for (const p of entry.postings) {
    const book = byId.get(p.bookId);
    if (!book) throw new AppError('internal', `Ledger book ${p.bookId} does not exist`);
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new AppError('internal', 'A posting is a non-zero integer');
    sums.set(book.currency, (sums.get(book.currency) ?? 0) + p.amount);
    change.set(book.id, (change.get(book.id) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new AppError('internal', `The entry does not balance in ${currency}`);
  }
  for (const [bookId, delta] of change) {
    const book = byId.get(bookId);
    if (book && !book.allowNegative && book.balance - book.held + delta < 0) {
      throw new AppError('insufficientFunds', 'Not enough funds available on the account', {
        details: [{ path: 'amount', message: `Available: ${book.balance - book.held} minor units` }],
      });
    }
  }

  const [created] = await tx
    .insert(journalEntries)
    .values({
      brandId: entry.brandId,
      type: entry.type,
      memo: entry.memo ?? null,
      createdBy: entry.createdBy ?? null,
      linkedEntryId: entry.linkedEntryId ?? null,
    })
    .returning({ id: journalEntries.id });
  if (!created) throw new AppError('internal', 'The journal entry was not written');
  if (settled.length > 0) {
    await tx.update(ledgerHolds).set({ entryId: created.id }).where(inArray(ledgerHolds.id, settled));
  }
  // The trigger on postings moves each book's cached balance in the same statement.
  await tx.insert(postings).values(
    entry.postings.map((p) => ({
      entryId: created.id,
      bookId: p.bookId,
      amount: p.amount,
      currency: byId.get(p.bookId)?.currency ?? '',
    })),
  );
  return created.id;
}
