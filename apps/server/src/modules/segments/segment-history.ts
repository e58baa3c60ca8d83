import type { TSegmentHistory } from '@crm/contracts';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { clientSegmentDailyCounts as counts } from '../../db/schema-segments.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { loadSegment, sizeFor } from './get-segment.ts';
import { reportingDayAt } from './reporting-today.ts';

/**
 * `GET /dashboard/users/segments/{id}/history`: the segment's size per day over the last `days`
 * days, oldest first. Past days are the daily job's counts, summed over the countries the caller
 * may see; today is counted now. A day the job never counted is absent, not zero.
 */
export async function segmentHistory(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  days: number,
): Promise<TSegmentHistory> {
  const { db } = deps;
  const segment = await loadSegment(db, ctx, id);
  const today = await reportingDayAt(db, deps.clock());
  const { enableCountryWhitelist, whitelistCountries } = ctx.auth.staff;
  const visible = !enableCountryWhitelist
    ? sql`true`
    : whitelistCountries.length > 0
      ? inArray(counts.country, whitelistCountries)
      : sql`false`;
  const past = await db
    .select({
      day: sql<string>`${counts.day}::text`,
      clients: sql<number>`sum(case when ${visible} then ${counts.clients} else 0 end)::int`,
    })
    .from(counts)
    .where(
      and(eq(counts.segmentId, segment.id), gt(counts.day, sql`${today}::date - ${days}::int`), lt(counts.day, today)),
    )
    .groupBy(counts.day)
    .orderBy(counts.day);
  const now = await sizeFor(db, ctx, segment.filters);
  return { days: now === null ? past : [...past, { day: today, clients: now }] };
}
