import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { clientSegmentDailyCounts, clientSegments } from '../../db/schema-segments.ts';
import { AppError } from '../../http/app-error.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { reportingDayAt } from './reporting-today.ts';
import { segmentFiltersWhere } from './segment-clients.ts';

/**
 * Counts every live segment of every brand for the reporting day of `now`, per client country, and
 * keeps the counts as that day's (replacing the day's earlier ones: the last count of a day stands
 * for it). A segment with no client keeps one row of country '' and 0. A segment whose filters no
 * longer parse (the catalogue changed) is skipped. Answers how many segments were counted.
 */
export async function recordSegmentCounts(db: Db, now: Date): Promise<number> {
  const day = await reportingDayAt(db, now);
  const segments = await db
    .select({ id: clientSegments.id, brandId: clientSegments.brandId, filters: clientSegments.filters })
    .from(clientSegments)
    .where(isNull(clientSegments.deletedAt));
  let counted = 0;
  for (const segment of segments) {
    let where: ReturnType<typeof segmentFiltersWhere>;
    try {
      where = segmentFiltersWhere(segment.brandId, segment.filters);
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    // One transaction per segment: the day's rows of a segment are replaced whole or not at all.
    await db.transaction(async (tx) => {
      const perCountry = await queryRows<{ country: string; n: number }>(
        tx,
        sql`select ${clients.country} as country, count(*)::int as n from ${clients} where ${where} group by 1`,
      );
      const rows = perCountry.length > 0 ? perCountry : [{ country: '', n: 0 }];
      await tx
        .delete(clientSegmentDailyCounts)
        .where(and(eq(clientSegmentDailyCounts.segmentId, segment.id), eq(clientSegmentDailyCounts.day, day)));
      await tx
        .insert(clientSegmentDailyCounts)
        .values(rows.map((r) => ({ segmentId: segment.id, day, country: r.country, clients: r.n, countedAt: now })));
    });
    counted += 1;
  }
  return counted;
}

/**
 * Hourly, in the job registry: each run counts its due time's day again, so the day's figure is its
 * last hour's and a day the server was up for at least an hour has its count. The registry claims
 * each due time once, whatever the number of instances.
 */
export const recordSegmentCountsFunction = (db: Db) =>
  defineFunction({
    name: 'record-segment-counts',
    description: 'Counts the clients of every segment for the day (the segment’s size over time).',
    cron: '0 0 * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async ({ dueAt }) => ({ counted: await recordSegmentCounts(db, dueAt) }),
  });
