import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands } from '../../db/schema.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { draftDailyAnalysis } from './draft-analysis.ts';
import { sampleDailyRanges } from './sample-daily-ranges.ts';

/**
 * The daily analysis in the job registry: every minute the feed's prices are folded into the day's
 * ranges, and every five minutes, from `DAILY_ANALYSIS_HOUR` in the reporting time zone, each brand
 * without today's draft gets one for staff to review on `/internals/daily-analysis`.
 */
export function dailyAnalysisFunctions(db: Db, draftHour: number) {
  return [
    defineFunction({
      name: 'daily-ranges',
      description: 'Folds the price feed into each instrument’s range of the day, for the daily analysis.',
      cron: '0 * * * * *',
      parameters: NO_PARAMETERS,
      defaultParameters: {},
      run: async ({ dueAt }) => {
        await sampleDailyRanges(db, dueAt);
        return null;
      },
    }),
    defineFunction({
      name: 'daily-analysis-draft',
      // Fixed words (no hour in them): the console shows this in its language from its catalogue.
      description:
        'Drafts each brand’s daily market analysis e-mail once a day, from the hour DAILY_ANALYSIS_HOUR sets (reporting time zone), for staff to review.',
      cron: '0 */5 * * * *',
      parameters: NO_PARAMETERS,
      defaultParameters: {},
      run: async ({ dueAt }) => {
        const [local] = await queryRows<{ hour: number }>(
          db,
          sql`select extract(hour from ${dueAt.toISOString()}::timestamptz at time zone
                (select time_zone from reporting_settings where id = 1))::int as hour`,
        );
        if ((local?.hour ?? 0) < draftHour) return { drafted: false };
        const audit = { actorId: null, viewedAsId: null, requestId: null };
        for (const brand of await db.select({ id: brands.id }).from(brands)) {
          await draftDailyAnalysis(db, brand.id, dueAt, { ...audit, brandId: brand.id });
        }
        return { drafted: true };
      },
    }),
  ];
}
