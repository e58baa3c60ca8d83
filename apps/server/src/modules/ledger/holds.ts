import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { callingDatabaseFunction } from '../../db/errors.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ledgerHolds } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Reserves an amount on a book (a pending withdrawal or transfer), under the book's row lock, when
 * that much is available (balance less earlier holds). One call to `ledger_place_hold` (migration
 * 0013), which applies the same funds rule as a posting (`ledger_refuse_overdraft`): too little
 * answers code 42 with what is available. The book's CHECK refuses it again if the rule ever slipped.
 */
export async function placeHold(tx: Tx, bookId: string, amount: number): Promise<string> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('internal', 'A hold is a positive number of minor units');
  }
  const [hold] = await callingDatabaseFunction(() =>
    queryRows<{ id: string }>(tx, sql`select ledger_place_hold(${bookId}::uuid, ${amount}::bigint) as id`),
  );
  if (!hold) throw new AppError('internal', 'The hold was not placed');
  return hold.id;
}

/**
 * Ends a hold once: `released` gives the amount back (a rejected request), `posted` means the
 * entry that moved the money took its place. The database function `ledger_resolve_hold`
 * (migration 0011, also used by `ledger_post_entry`) moves the status only from `active`, so a
 * second resolution finds nothing and is refused (409).
 */
export async function resolveHold(tx: Tx, holdId: string, outcome: 'released' | 'posted', entryId: string | null) {
  const [hold] = await callingDatabaseFunction(() =>
    queryRows<{ bookId: string; amount: string }>(
      tx,
      sql`select book_id as "bookId", amount::text as amount from ledger_resolve_hold(${holdId}::uuid, ${outcome}, ${entryId}::uuid)`,
    ),
  );
  if (!hold) throw new AppError('internal', 'The hold was not resolved');
  return { id: holdId, bookId: hold.bookId, amount: Number(hold.amount) };
}

/** The amount of an active hold (0 when none), read under the lock the caller already has. */
export async function heldBy(tx: Tx, holdId: string | null): Promise<number> {
  if (!holdId) return 0;
  const [hold] = await tx.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  return hold?.status === 'active' ? hold.amount : 0;
}
