/**
 * The `RateSource` port: where daily exchange rates come from (a central bank's reference rates, a
 * crypto price index). One adapter per source; the one shipped is the simulated source
 * (`simulated/simulated-rates.ts`). A real connector is a future adapter behind the same port.
 *
 * A rate is USD for one major unit of the currency, as a decimal string: it is stored in a
 * numeric column and every conversion happens in SQL numeric, never in floating point.
 */
export type DailyRate = { currency: string; day: string; usdPerUnit: string };

export type RateSource = {
  /** Written into `exchange_rates.source`. */
  name: string;
  /** The rates of every currency the source knows (USD excepted) for each day of `days` (yyyy-MM-dd). */
  ratesFor(days: readonly string[]): Promise<DailyRate[]>;
};
