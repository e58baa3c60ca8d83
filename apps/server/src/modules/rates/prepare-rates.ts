import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { IntervalJob } from '../../jobs/interval-jobs.ts';
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

/** Fetches the new day's rates (a new reporting day, or a day a failed run missed). */
export function syncRatesJob(db: Db, source: RateSource, log: FastifyBaseLogger, everyMs = 15 * 60_000): IntervalJob {
  return {
    name: 'sync-rates',
    everyMs,
    run: async () => {
      const added = await syncRates(db, source, { now: new Date() });
      if (added > 0) log.info({ added }, 'exchange rates fetched');
    },
  };
}
