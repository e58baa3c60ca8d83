import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { callingDatabaseFunction } from '../../db/errors.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../http/app-error.ts';

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

/** A book an entry posted to, as it stands after the posting; platform and login when it is a trading account's. */
export type PostedBook = {
  id: string;
  kind: string;
  tradingAccountId: string | null;
  platform: string | null;
  loginId: number | null;
  currency: string;
  balance: number;
  held: number;
};

export type PostedEntry = { entryId: string; books: PostedBook[] };

/**
 * Posts one journal entry inside the caller's transaction, through the database function
 * `ledger_post_entry` (migration 0011), which is the only implementation: books locked in id order,
 * each book once, the entry balanced per currency, holds settled, and no book that may not go
 * negative below its holds (code 42 with what is available). The book's CHECK and the commit-time
 * balance trigger refuse the same things again, so no code path can get them wrong.
 */
export async function postEntry(tx: Tx, entry: EntryInput): Promise<PostedEntry> {
  if (entry.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) {
    throw new AppError('internal', 'A posting is a non-zero integer');
  }
  const input = {
    brandId: entry.brandId,
    type: entry.type,
    memo: entry.memo ?? null,
    createdBy: entry.createdBy ?? null,
    linkedEntryId: entry.linkedEntryId ?? null,
    postings: entry.postings,
    settlesHolds: entry.settlesHolds ?? [],
  };
  const [row] = await callingDatabaseFunction(() =>
    queryRows<{ posted: PostedEntry }>(tx, sql`select ledger_post_entry(${JSON.stringify(input)}::jsonb) as posted`),
  );
  if (!row) throw new AppError('internal', 'The journal entry was not written');
  // jsonb gives bigint columns back as JSON numbers; minor units stay below 2^53 (checked above).
  return row.posted;
}
