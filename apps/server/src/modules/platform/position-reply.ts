import { fromMinorUnits, instrumentById, type TDeal, type TPosition } from '@crm/contracts';
import { decimalString } from './pricing.ts';
import type { PlatformDeal, PlatformPosition } from './trading-platform.ts';

const lots = (volume: number) => decimalString(volume, 2);

/** A platform position as the API shows it: decimal strings for prices, lots and money. */
export function toPositionReply(p: PlatformPosition): TPosition {
  const instrument = instrumentById(p.instrumentId);
  const digits = instrument?.digits ?? 0;
  const price = (units: number | null) => (units === null ? null : decimalString(units, digits));
  const money = (units: number) => fromMinorUnits(units, p.currency);
  return {
    _id: String(p.id),
    symbol: instrument?.symbol ?? String(p.instrumentId),
    side: p.side,
    volume: lots(p.volume),
    open_price: decimalString(p.openPrice, digits),
    close_price: price(p.closePrice),
    current_price: price(p.currentPrice),
    profit: money(p.profit),
    swap: money(p.swap),
    commission: money(p.commission),
    net_profit: money(p.profit + p.swap + p.commission),
    currency: p.currency,
    open_time: p.openTime.toISOString(),
    close_time: p.closeTime?.toISOString() ?? null,
    status: p.status,
  };
}

export function toDealReply(d: PlatformDeal, currency: string): TDeal {
  const instrument = d.instrumentId === null ? undefined : instrumentById(d.instrumentId);
  return {
    _id: String(d.id),
    kind: d.kind,
    position_id: d.positionId === null ? null : String(d.positionId),
    symbol: instrument?.symbol ?? null,
    side: d.side,
    volume: d.volume === null ? null : lots(d.volume),
    price: d.price === null || !instrument ? null : decimalString(d.price, instrument.digits),
    amount: fromMinorUnits(d.amount, currency),
    currency,
    comment: d.comment,
    time: d.time.toISOString(),
  };
}
