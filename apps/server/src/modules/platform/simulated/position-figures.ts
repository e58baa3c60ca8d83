import { instrumentById, type TInstrument } from '@crm/contracts';
import type { simulatedAccounts, simulatedPositions } from '../../../db/schema.ts';
import { type Prices, positionMargin, positionProfit, positionSwap } from '../pricing.ts';
import type { PlatformAccount, PlatformName, PlatformPosition, PositionStatus } from '../trading-platform.ts';

type AccountRow = typeof simulatedAccounts.$inferSelect;
type PositionRow = typeof simulatedPositions.$inferSelect;

export function instrumentOf(id: number): TInstrument {
  const instrument = instrumentById(id);
  if (!instrument) throw new Error(`Unknown instrument ${id}`);
  return instrument;
}

/**
 * A position as the platform reports it. An open one is priced now (floating profit, swap so far,
 * and the commission fixed at open, charged at close); a closed one reports what it realised: the balance change less swap
 * and commission is its price profit.
 */
export function toPlatformPosition(row: PositionRow, currency: string, prices: Prices, now: Date): PlatformPosition {
  const instrument = instrumentOf(row.instrumentId);
  const side = row.side as 'buy' | 'sell';
  const isOpen = row.status === 'POSITION_STATUS_OPEN';
  const currentPrice = isOpen ? (prices.get(row.instrumentId) ?? row.openPrice) : null;
  const priced = { instrument, side, volume: row.volume, openPrice: row.openPrice };
  const swap = isOpen ? positionSwap(priced, row.openTime, now, currency, prices) : row.swap;
  const profit =
    currentPrice !== null
      ? positionProfit(priced, currentPrice, currency, prices)
      : (row.realisedPnl ?? 0) - row.swap - row.commission;
  return {
    platform: row.platform as PlatformName,
    loginId: row.loginId,
    id: row.id,
    instrumentId: row.instrumentId,
    side,
    volume: row.volume,
    openPrice: row.openPrice,
    closePrice: row.closePrice,
    currentPrice,
    profit,
    swap,
    commission: row.commission,
    openTime: row.openTime,
    closeTime: row.closeTime,
    status: row.status as PositionStatus,
    currency,
  };
}

/** Balance, credit, and equity and margin at current prices, from the account's open positions. */
export function toPlatformAccount(row: AccountRow, open: PositionRow[], prices: Prices, now: Date): PlatformAccount {
  let floatingPnl = 0;
  let margin = 0;
  for (const p of open) {
    const position = toPlatformPosition(p, row.currency, prices, now);
    floatingPnl += position.profit + position.swap + position.commission;
    margin += positionMargin(
      { instrument: instrumentOf(p.instrumentId), volume: p.volume },
      position.currentPrice ?? p.openPrice,
      row.currency,
      row.leverage,
      prices,
    );
  }
  const equity = row.balance + row.credit + floatingPnl;
  return {
    platform: row.platform as PlatformName,
    loginId: row.loginId,
    currency: row.currency,
    balance: row.balance,
    credit: row.credit,
    floatingPnl,
    equity,
    margin,
    freeMargin: equity - margin,
    openPositions: open.length,
    leverage: row.leverage,
    group: row.groupName,
    accountType: row.accountType as PlatformAccount['accountType'],
    permissions: {
      trading: row.canTrade,
      deposit: row.canDeposit,
      withdrawal: row.canWithdraw,
      transfer: row.canTransfer,
    },
    deleted: row.deletedAt !== null,
  };
}
