import { and, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { simulatedAccounts, simulatedDeals, simulatedPositions } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { positionCommission, positionMargin } from '../pricing.ts';
import { loginKey, type PlatformLogin } from '../trading-platform.ts';
import { loginCondition } from './login-condition.ts';
import { instrumentOf } from './position-figures.ts';
import { readPrices } from './prices.ts';
import { simulatedPlatform } from './simulated-platform.ts';

export type Order = {
  instrumentId: number;
  side: 'buy' | 'sell';
  /** Hundredths of a lot. */
  volume: number;
  /** Defaults to the feed's price now. */
  price?: number;
  at?: Date;
};

/**
 * A client's market order on the simulated platform: refused when trading is off or the free
 * margin does not cover the margin the position needs. The commission is fixed now and charged
 * with the P/L when the position closes, so the balance changes once per position.
 */
export async function openPosition(tx: Tx, login: PlatformLogin, order: Order): Promise<number> {
  const [account] = await tx
    .select()
    .from(simulatedAccounts)
    .where(and(loginCondition(simulatedAccounts, login), isNull(simulatedAccounts.deletedAt)))
    .for('update');
  if (!account) throw new AppError('conflict', `Account ${login.loginId} does not exist on ${login.platform}`);
  if (!account.canTrade) throw new AppError('conflict', 'Trading is switched off on this account');
  const prices = await readPrices(tx);
  const instrument = instrumentOf(order.instrumentId);
  const price = order.price ?? prices.get(instrument.id);
  if (price === undefined || price <= 0) throw new AppError('conflict', `No price for ${instrument.symbol}`);
  const sized = { instrument, volume: order.volume };
  const needed = positionMargin(sized, price, account.currency, account.leverage, prices);
  const free = (await simulatedPlatform.readAccounts(tx, [login])).get(loginKey(login))?.freeMargin ?? 0;
  if (needed > free) throw new AppError('insufficientFunds', 'Not enough free margin to open the position');
  const at = order.at ?? new Date();
  const [position] = await tx
    .insert(simulatedPositions)
    .values({
      platform: login.platform,
      loginId: login.loginId,
      instrumentId: instrument.id,
      side: order.side,
      volume: order.volume,
      openPrice: price,
      openTime: at,
      commission: positionCommission(sized, account.currency, prices),
      status: 'POSITION_STATUS_OPEN',
    })
    .returning({ id: simulatedPositions.id });
  if (!position) throw new AppError('internal', 'The position was not opened');
  await tx.insert(simulatedDeals).values({
    platform: login.platform,
    loginId: login.loginId,
    kind: 'open',
    positionId: position.id,
    instrumentId: instrument.id,
    side: order.side,
    volume: order.volume,
    price,
    time: at,
  });
  return position.id;
}
