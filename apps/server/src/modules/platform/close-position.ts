import { instrumentById } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerBooks, tradingAccounts } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { houseBook } from '../ledger/books.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { closeOnPlatform, linkDealToEntry, lockOpenPosition } from './simulated/close-on-platform.ts';

export type ClosedPosition = { positionId: number; net: number; entryId: string | null };

/**
 * A position closes on the platform and its P/L is realised: the platform balance changes, and
 * the same amount is posted in the ledger (`trading_pnl`) between the account's `client_balance`
 * book and the brand's `house_trading` book (the brokerage is the client's counterparty), in one
 * transaction, so ledger and platform balances stay equal. A loss is capped at what the account
 * has available (balance less holds). No `transactions` row: P/L is not a money movement staff
 * process; the platform's deal and the journal entry are its record.
 * Returns null when the position is not open (already closed by someone else).
 */
export async function closePosition(
  tx: Tx,
  positionId: number,
  options: { at?: Date; price?: number } = {},
): Promise<ClosedPosition | null> {
  const position = await lockOpenPosition(tx, positionId);
  if (!position) return null;
  const [found] = await tx
    .select({ account: tradingAccounts, book: ledgerBooks })
    .from(tradingAccounts)
    .innerJoin(
      ledgerBooks,
      and(eq(ledgerBooks.tradingAccountId, tradingAccounts.id), eq(ledgerBooks.kind, 'client_balance')),
    )
    .where(
      and(
        eq(tradingAccounts.platform, position.platform),
        eq(tradingAccounts.loginId, position.loginId),
        isNull(tradingAccounts.deletedAt),
      ),
    )
    .for('update', { of: ledgerBooks });
  if (!found) throw new AppError('internal', `Position ${positionId} belongs to no open account`);
  const { account, book } = found;
  const closed = await closeOnPlatform(tx, position, { ...options, maxLoss: book.balance - book.held });
  if (closed.net === 0) return { positionId, net: 0, entryId: null };
  const house = await houseBook(tx, account.brandId, 'house_trading', account.currency);
  const { entryId } = await postEntry(tx, {
    brandId: account.brandId,
    type: 'trading_pnl',
    postings: [
      { bookId: book.id, amount: closed.net },
      { bookId: house.id, amount: -closed.net },
    ],
    memo: `${instrumentById(position.instrumentId)?.symbol ?? 'position'} #${positionId} closed on ${position.platform}`,
  });
  await linkDealToEntry(tx, closed.dealId, entryId);
  return { positionId, net: closed.net, entryId };
}
