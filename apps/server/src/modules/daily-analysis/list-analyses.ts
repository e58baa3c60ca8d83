import type { TDailyAnalysisSummary } from '@crm/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import { MAILING_KIND, toSummary } from './analysis-reply.ts';

const SHOWN = 60;

/** The brand's analyses, newest day first, with each one's sent and failed counts. */
export async function listDailyAnalyses(db: Executor, brand: string): Promise<TDailyAnalysisSummary[]> {
  const rows = await db
    .select()
    .from(dailyAnalyses)
    .where(eq(dailyAnalyses.brandId, brand))
    .orderBy(desc(dailyAnalyses.day))
    .limit(SHOWN);
  if (rows.length === 0) return [];
  const counts = await queryRows<{ id: string; sent: number; failed: number }>(
    db,
    sql`select mailing_id::text as id, count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status = 'failed')::int as failed
        from mail_deliveries where mailing_kind = ${MAILING_KIND} and brand_id = ${brand}
          and mailing_id in (${sql.join(
            rows.map((r) => sql`${r.id}::uuid`),
            sql`, `,
          )})
        group by mailing_id`,
  );
  const byId = new Map(counts.map((c) => [c.id, c]));
  return rows.map((r) => toSummary(r, byId.get(r.id) ?? { sent: 0, failed: 0 }));
}
