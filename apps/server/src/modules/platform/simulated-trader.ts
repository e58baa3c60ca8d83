import { INSTRUMENTS } from '@crm/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { simulatedAccounts, simulatedPositions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { closePosition } from './close-position.ts';
import { positionMargin } from './pricing.ts';
import { openPosition } from './simulated/open-position.ts';
import { readPrices } from './simulated/prices.ts';
import type { PlatformName } from './trading-platform.ts';

/** Per tick: the chance that some client closes a position, and that some client opens one. */
const CLOSE_CHANCE = 0.25;
const OPEN_CHANCE = 0.2;
/** A new position ties up at most this share of the account's free margin. */
const MARGIN_SHARE = 0.2;
const VOLUMES = [1, 2, 5, 10, 20, 50, 100];

const pick = <T>(items: readonly T[], rand: () => number): T | undefined => items[Math.floor(rand() * items.length)];

/**
 * The simulated clients, so the demo looks alive: now and then one closes a random open position
 * (realising its P/L in the ledger) and one opens a new position on an account that can trade
 * and has money, sized to a fraction of its free margin.
 */
export async function simulateTrading(tx: Tx, rand: () => number, at = new Date()): Promise<void> {
  if (rand() < CLOSE_CHANCE) {
    const [open] = await tx
      .select({ id: simulatedPositions.id })
      .from(simulatedPositions)
      .where(eq(simulatedPositions.status, 'POSITION_STATUS_OPEN'))
      .orderBy(sql`random()`)
      .limit(1);
    if (open) await closePosition(tx, open.id, { at });
  }
  if (rand() < OPEN_CHANCE) {
    const [account] = await tx
      .select()
      .from(simulatedAccounts)
      .where(
        and(
          isNull(simulatedAccounts.deletedAt),
          eq(simulatedAccounts.canTrade, true),
          gt(simulatedAccounts.balance, 0),
        ),
      )
      .orderBy(sql`random()`)
      .limit(1);
    const instrument = pick(INSTRUMENTS, rand);
    if (!account || !instrument) return;
    const prices = await readPrices(tx);
    const price = prices.get(instrument.id) ?? 1;
    const perUnit = positionMargin({ instrument, volume: 1 }, price, account.currency, account.leverage, prices);
    // Free margin is at most balance + credit here; the order itself checks it exactly.
    const affordable = Math.floor(((account.balance + account.credit) * MARGIN_SHARE) / Math.max(1, perUnit));
    const volume = Math.min(affordable, pick(VOLUMES, rand) ?? 1);
    if (volume < 1) return;
    const login = { platform: account.platform as PlatformName, loginId: account.loginId };
    const side = rand() < 0.5 ? 'buy' : 'sell';
    // Savepoint: an order the platform refuses (margin taken by open positions) leaves the tick's
    // other work alone; anything else is a fault and fails the tick.
    await tx
      .transaction((order) => openPosition(order, login, { instrumentId: instrument.id, side, volume, at }))
      .catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
  }
}
