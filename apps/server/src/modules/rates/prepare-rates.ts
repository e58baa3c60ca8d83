import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import type { RateSource } from './rate-source.ts';
import { applyReportingTimeZone } from './reporting-time-zone.ts';
import { simulatedRateSource } from './simulated/simulated-rates.ts';
import { syncRates } from './sync-rates.ts';

/** The rate source of this server: the simulated one until a real connector is configured. */
export const configuredRateSource = (): RateSource => simulatedRateSource();

/**
 * Before the demo seeds money and before the server takes calls: the reporting time zone, then
 * every day's rates of the history window. A non-USD transaction cannot be written without a
 * rate on or before its day, and the four-eyes threshold of a BTC withdrawal needs today's.
 */
export async function prepareRates(db: Db, config: Config, source: RateSource, now = new Date()): Promise<void> {
  await applyReportingTimeZone(db, config.reportingTimeZone);
  await syncRates(db, source, { now });
}

/** Fetches the new day's rates (a new reporting day, or a day a failed run missed): a function of the job registry. */
export const syncRatesFunction = (db: Db, source: RateSource) =>
  defineFunction({
    name: 'sync-rates',
    description: 'Fetches the exchange rates of a new reporting day (or of a day a failed run missed).',
    cron: '0 */15 * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ added: await syncRates(db, source, { now: new Date() }) }),
  });
