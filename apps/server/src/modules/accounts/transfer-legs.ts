import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../http/app-error.ts';
import { accountBooks, houseBook } from '../ledger/books.ts';
import type { Posting } from '../ledger/post-entry.ts';

type Side = { id: string; brandId: string; currency: string };

/** What reached the other account of a transfer in another currency, and at what rate. */
export type Conversion = { counterAmount: number; counterCurrency: string; exchangeRate: string };

export type TransferLegs = { postings: Posting[]; conversion: Conversion | null };

/**
 * The postings of a transfer of `units` (minor units of `from`'s currency). In one currency: out of
 * one balance, into the other. Across currencies the amount is converted at today's rate, from→to
 * via USD (usd(from)/usd(to), 12 significant digits, in SQL numeric), and rounded half to even to
 * the target's digits; each leg goes through the brand's house FX book of its own currency, so the
 * entry sums to zero per currency and the house carries the position the conversion opened.
 */
export async function transferLegs(tx: Tx, from: Side, to: Side, units: number): Promise<TransferLegs> {
  const [source, target] = await accountBooks(tx, [from.id, to.id], 'client_balance');
  if (from.currency === to.currency) {
    return {
      postings: [
        { bookId: source.id, amount: -units },
        { bookId: target.id, amount: units },
      ],
      conversion: null,
    };
  }
  const [converted] = await queryRows<{ rate: string; counter: string }>(
    tx,
    sql`with d as (select reporting_day(now()) as day),
        r as (
          select usd_rate_on(${from.currency}, d.day) / usd_rate_on(${to.currency}, d.day) as x from d
        ),
        q as (select round(x, 11 - floor(log(x))::int) as rate from r)
        select trim_scale(rate)::text as rate,
               round_half_even(${units}::bigint * rate * power(10::numeric,
                 (select digits from currencies where code = ${to.currency})
               - (select digits from currencies where code = ${from.currency})))::text as counter
          from q`,
  );
  const counter = Number(converted?.counter ?? 0);
  if (!converted || counter <= 0) {
    throw new AppError('validation', `The amount is less than the smallest unit of ${to.currency} at today's rate`, {
      details: [{ path: 'amount', message: `Too small to convert into ${to.currency}` }],
    });
  }
  const fxFrom = await houseBook(tx, from.brandId, 'house_fx', from.currency);
  const fxTo = await houseBook(tx, to.brandId, 'house_fx', to.currency);
  return {
    postings: [
      { bookId: source.id, amount: -units },
      { bookId: fxFrom.id, amount: units },
      { bookId: fxTo.id, amount: -counter },
      { bookId: target.id, amount: counter },
    ],
    conversion: { counterAmount: counter, counterCurrency: to.currency, exchangeRate: converted.rate },
  };
}
