import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The books' cached balances against the sum of their postings, entries that do not sum to zero,
 * and cached holds against the active holds: every difference (all empty when sound).
 */
export async function verifyLedger(tx: Tx) {
  const result = (await tx.execute(sql`
    select b.id as book_id, b.balance::text as cached, coalesce(sum(p.amount), 0)::text as posted
    from ledger_books b left join postings p on p.book_id = b.id
    group by b.id having b.balance <> coalesce(sum(p.amount), 0)`)) as {
    rows: { book_id: string; cached: string; posted: string }[];
  };
  const unbalanced = (await tx.execute(sql`
    select entry_id, currency, sum(amount)::text as sum from postings
    group by entry_id, currency having sum(amount) <> 0`)) as {
    rows: { entry_id: string; currency: string; sum: string }[];
  };
  const held = (await tx.execute(sql`
    select b.id as book_id, b.held::text as cached, coalesce(sum(h.amount), 0)::text as active
    from ledger_books b left join ledger_holds h on h.book_id = b.id and h.status = 'active'
    group by b.id having b.held <> coalesce(sum(h.amount), 0)`)) as {
    rows: { book_id: string; cached: string; active: string }[];
  };
  return { bookDifferences: result.rows, unbalancedEntries: unbalanced.rows, heldDifferences: held.rows };
}
