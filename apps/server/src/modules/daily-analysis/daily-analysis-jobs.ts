import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands } from '../../db/schema.ts';
import type { IntervalJob } from '../../jobs/interval-jobs.ts';
import { draftDailyAnalysis } from './draft-analysis.ts';
import { sampleDailyRanges } from './sample-daily-ranges.ts';

const SAMPLE_EVERY_MS = 60_000;
const LOOK_EVERY_MS = 5 * 60_000;

/**
 * The daily analysis as interval jobs of main.ts `startIntervalJobs` (a job registry can take them
 * over as they are): every minute the feed's prices are folded into the day's ranges, and every
 * five minutes, from `DAILY_ANALYSIS_HOUR` in the reporting time zone, each brand without today's
 * draft gets one for staff to review on `/internals/daily-analysis`.
 */
export function dailyAnalysisJobs(db: Db, draftHour: number, clock: () => Date = () => new Date()): IntervalJob[] {
  return [
    { name: 'daily-ranges', everyMs: SAMPLE_EVERY_MS, run: () => sampleDailyRanges(db, clock()) },
    {
      name: 'daily-analysis-draft',
      everyMs: LOOK_EVERY_MS,
      run: async () => {
        const now = clock();
        const [local] = await queryRows<{ hour: number }>(
          db,
          sql`select extract(hour from ${now.toISOString()}::timestamptz at time zone
                (select time_zone from reporting_settings where id = 1))::int as hour`,
        );
        if ((local?.hour ?? 0) < draftHour) return;
        const audit = { actorId: null, viewedAsId: null, requestId: null };
        for (const brand of await db.select({ id: brands.id }).from(brands)) {
          await draftDailyAnalysis(db, brand.id, now, { ...audit, brandId: brand.id });
        }
      },
    },
  ];
}
