import { z } from 'zod';
import { PLATFORMS } from './accounts.ts';
import { pageOf, ZId, ZPageQuery } from './common.ts';

/** Spec point 3 "Position": the platform's position statuses. */
export const POSITION_STATUSES = [
  'POSITION_STATUS_OPEN',
  'POSITION_STATUS_CLOSED',
  'POSITION_STATUS_CREATED',
  'POSITION_STATUS_ERROR',
] as const;

const page = {
  ...ZPageQuery.shape,
  brand: z.string().optional(),
};

/**
 * A position on the account's platform. Prices are decimal strings with the instrument's digits;
 * volume is in lots; money is in the account currency. `profit` is the price P/L (floating at
 * `current_price` while open); `net_profit` adds swap and commission: what reached the balance
 * when closed (after negative-balance protection), or would reach it if closed now.
 */
export const ZPosition = z
  .object({
    _id: z.string(),
    symbol: z.string(),
    side: z.enum(['buy', 'sell']),
    volume: z.string(),
    open_price: z.string(),
    close_price: z.string().nullable(),
    current_price: z.string().nullable(),
    profit: z.string(),
    swap: z.string(),
    commission: z.string(),
    net_profit: z.string(),
    currency: z.string(),
    open_time: z.iso.datetime(),
    close_time: z.iso.datetime().nullable(),
    status: z.enum(POSITION_STATUSES),
  })
  .meta({ id: 'Position' });
export type TPosition = z.infer<typeof ZPosition>;

/** `GET /dashboard/users/accounts/{id}/trades`: open (default) or closed positions, newest first. */
export const ZAccountTradesQuery = z.object({ type: z.enum(['open', 'closed']).default('open'), ...page });
/** The query as a caller sends it (defaults may be left out). */
export type TAccountTradesQuery = z.input<typeof ZAccountTradesQuery>;
export const ZPositionPage = pageOf(ZPosition);
export type TPositionPage = z.infer<typeof ZPositionPage>;

/** A deal: a position's open or close, or a balance or credit change; `amount` is the change to the balance (or credit). */
export const ZDeal = z
  .object({
    _id: z.string(),
    kind: z.enum(['open', 'close', 'balance', 'credit']),
    position_id: z.string().nullable(),
    symbol: z.string().nullable(),
    side: z.enum(['buy', 'sell']).nullable(),
    volume: z.string().nullable(),
    price: z.string().nullable(),
    amount: z.string(),
    currency: z.string(),
    comment: z.string().nullable(),
    time: z.iso.datetime(),
  })
  .meta({ id: 'Deal' });
export type TDeal = z.infer<typeof ZDeal>;
export const ZDealsQuery = z.object(page);
export const ZDealPage = pageOf(ZDeal);
export type TDealPage = z.infer<typeof ZDealPage>;

/** `GET /dashboard/users/trades/positions`: open positions of the brand, with their client and account. */
export const ZOpenPositionsQuery = z.object({
  symbol: z
    .string()
    .regex(/^[A-Za-z0-9]{2,12}$/)
    .optional(),
  platform: z.enum(PLATFORMS).optional(),
  user: ZId.optional(),
  ...page,
});
export type TOpenPositionsQuery = z.infer<typeof ZOpenPositionsQuery>;
export const ZBrandPosition = ZPosition.extend({
  account: z.object({ _id: z.string(), login_id: z.string(), platform: z.enum(PLATFORMS) }),
  user: z.object({ _id: z.string(), readableId: z.number().int(), first_name: z.string(), last_name: z.string() }),
}).meta({ id: 'BrandPosition' });
export type TBrandPosition = z.infer<typeof ZBrandPosition>;
export const ZBrandPositionPage = pageOf(ZBrandPosition);
