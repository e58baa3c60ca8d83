import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import { type AuditContext, appendAudit } from '../audit/append-audit.ts';
import { sanitizeMailHtml } from '../mail/sanitize-mail-html.ts';
import { composeAnalysis, type DayRange } from './compose-analysis.ts';
import { sampleDailyRanges } from './sample-daily-ranges.ts';

/**
 * The brand's draft for the reporting day of `now`, made if there is none yet: the figures of the
 * last complete market day the ranges hold (yesterday, usually), or of today so far on a server
 * that has no earlier day. Two instances drafting at once make one draft (unique brand and day).
 * Returns the draft's id.
 */
export async function draftDailyAnalysis(db: Db, brandId: string, now: Date, audit: AuditContext): Promise<string> {
  const days = await marketDaysOf(db, now);
  const existing = await idOf(db, brandId, days.today);
  if (existing) return existing;
  const { subject, html } = await composeFromRanges(db, days.market_day);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dailyAnalyses)
      .values({
        brandId,
        day: days.today,
        marketDay: days.market_day,
        subject,
        html,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: dailyAnalyses.id });
    if (!row) return (await idOf(tx, brandId, days.today)) ?? '';
    await appendAudit(tx, audit, {
      action: 'dailyAnalysis.draft',
      entityType: 'dailyAnalysis',
      entityId: row.id,
      after: { day: days.today, market_day: days.market_day, subject },
    });
    return row.id;
  });
}

/** Samples the feed, then answers the reporting day of `now` and the market day a draft covers. */
export async function marketDaysOf(db: Db, now: Date): Promise<{ today: string; market_day: string }> {
  await sampleDailyRanges(db, now);
  const [days] = await queryRows<{ today: string; market_day: string }>(
    db,
    sql`select t.today::text as today,
               coalesce((select max(day) from instrument_daily_ranges where day < t.today), t.today)::text as market_day
        from (select reporting_day(${now.toISOString()}::timestamptz) as today) t`,
  );
  if (!days) throw new Error('reporting_day answered nothing');
  return days;
}

/** The analysis of a market day from its ranges, sanitised as every stored body is. */
export async function composeFromRanges(db: Executor, marketDay: string): Promise<{ subject: string; html: string }> {
  const ranges = await queryRows<DayRange>(
    db,
    sql`select instrument_id as "instrumentId", open::float8 as open, high::float8 as high, low::float8 as low, last::float8 as last
        from instrument_daily_ranges where day = ${marketDay}::date`,
  );
  const { subject, html } = composeAnalysis(marketDay, ranges);
  return { subject, html: sanitizeMailHtml(html) };
}

async function idOf(db: Pick<Db, 'select'>, brandId: string, day: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: dailyAnalyses.id })
    .from(dailyAnalyses)
    .where(and(eq(dailyAnalyses.brandId, brandId), eq(dailyAnalyses.day, day)));
  return row?.id;
}
