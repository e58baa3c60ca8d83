import { INSTRUMENTS } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { convertMoney } from '../platform/pricing.ts';

/**
 * USD per unit of a currency at the instrument catalogue's reference prices, as an exact decimal
 * (10 places): the fallback for quote currencies the rate source does not carry (JPY, CHF, HKD…).
 */
function referenceUsdRate(currency: string): string {
  const cents = convertMoney({ n: 10n ** 8n, d: 1n }, currency, 'USD', new Map());
  return `${cents}e-10`;
}

/** The instrument catalogue as an SQL relation `i(id, digits, contract_size, quote, ref_rate)`. */
function instrumentsRelation(): SQL {
  const rows = INSTRUMENTS.map(
    (i) =>
      sql`(${i.id}::int, ${i.digits}::int, ${i.contractSize}::bigint, ${i.quoteCurrency}::text, ${referenceUsdRate(i.quoteCurrency)}::numeric)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as i(id, digits, contract_size, quote, ref_rate)`;
}

/**
 * One row per closing deal with its report figures, from `deals` (a relation with platform,
 * login_id, instrument_id, volume, price, amount, time): the account's brand, client and platform
 * (live accounts only: demo never counts), the reporting day, lots (hundredths), the notional in
 * USD cents (price × lots × contract size in the quote currency, at the day's rate of the quote
 * currency, or the catalogue's reference rate when the rate source has none), and the realised
 * P/L in USD cents (the deal's balance change at the account currency's rate of the day). Each
 * deal is rounded once, half-even, as transactions are. Shared by the import and its raw twin,
 * so both convert alike.
 */
export function dealFigures(deals: SQL): SQL {
  return sql`
    select a.brand_id, d.day, a.client_id, a.id as trading_account_id, a.platform, d.instrument_id,
           d.volume::bigint as lots,
           round_half_even(d.price::numeric * d.volume * i.contract_size / (power(10::numeric, i.digits) * 100)
             * coalesce((select r.usd_per_unit from exchange_rates r
                          where r.currency = i.quote and r.day <= d.day order by r.day desc limit 1), i.ref_rate)
             * 100) as notional_usd,
           usd_cents(d.amount, a.currency, usd_rate_on(a.currency, d.day)) as pnl_usd
      from (select dd.*, reporting_day(dd.time) as day from ${deals}) d
      join trading_accounts a on a.platform = d.platform and a.login_id = d.login_id and a.environment = 'live'
      join ${instrumentsRelation()} on i.id = d.instrument_id`;
}
