import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { simulatedAccounts, simulatedDeals, simulatedPositions } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import type { PlatformName } from '../trading-platform.ts';
import { loginCondition } from './login-condition.ts';
import { toPlatformPosition } from './position-figures.ts';
import { readPrices } from './prices.ts';

/** An open position, locked so two closes of it cannot both run. Null when it is not open (any more). */
export async function lockOpenPosition(tx: Tx, positionId: number) {
  const [row] = await tx
    .select()
    .from(simulatedPositions)
    .where(and(eq(simulatedPositions.id, positionId), eq(simulatedPositions.status, 'POSITION_STATUS_OPEN')))
    .for('update');
  return row ?? null;
}

export type ClosedOnPlatform = { net: number; dealId: number };

/**
 * Closes a locked open position at the feed's price (or `price`): profit, swap and commission
 * together become one change of the platform balance, never a loss beyond `maxLoss`
 * (negative-balance protection: the client cannot lose more than they have available).
 */
export async function closeOnPlatform(
  tx: Tx,
  position: typeof simulatedPositions.$inferSelect,
  options: { maxLoss: number; at?: Date; price?: number },
): Promise<ClosedOnPlatform> {
  const login = { platform: position.platform as PlatformName, loginId: position.loginId };
  const [account] = await tx
    .select()
    .from(simulatedAccounts)
    .where(loginCondition(simulatedAccounts, login))
    .for('update');
  if (!account) throw new AppError('internal', `Position ${position.id} has no account on ${login.platform}`);
  const at = options.at ?? new Date();
  const prices = await readPrices(tx);
  if (options.price !== undefined) prices.set(position.instrumentId, options.price);
  const priced = toPlatformPosition(position, account.currency, prices, at);
  const closePrice = priced.currentPrice ?? position.openPrice;
  const net = Math.max(priced.profit + priced.swap + priced.commission, -Math.max(0, options.maxLoss));
  await tx
    .update(simulatedPositions)
    .set({
      status: 'POSITION_STATUS_CLOSED',
      closePrice,
      closeTime: at,
      swap: priced.swap,
      realisedPnl: net,
    })
    .where(eq(simulatedPositions.id, position.id));
  if (net !== 0) {
    await tx
      .update(simulatedAccounts)
      .set({ balance: sql`${simulatedAccounts.balance} + ${net}`, updatedAt: at })
      .where(loginCondition(simulatedAccounts, login));
  }
  const [deal] = await tx
    .insert(simulatedDeals)
    .values({
      ...login,
      kind: 'close',
      positionId: position.id,
      instrumentId: position.instrumentId,
      // The closing deal trades the other way.
      side: position.side === 'buy' ? 'sell' : 'buy',
      volume: position.volume,
      price: closePrice,
      amount: net,
      time: at,
    })
    .returning({ id: simulatedDeals.id });
  if (!deal) throw new AppError('internal', 'The closing deal was not written');
  return { net, dealId: deal.id };
}

/** Links the platform's deal to the ledger entry that booked the same money. */
export async function linkDealToEntry(tx: Tx, dealId: number, entryId: string): Promise<void> {
  await tx.update(simulatedDeals).set({ entryId }).where(eq(simulatedDeals.id, dealId));
}
