import type { TDailyAnalysis, TDailyAnalysisSummary } from '@crm/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import { notFound } from '../../http/app-error.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { marketingBrandOf } from '../mail/brand-mail-settings.ts';
import { marketingAudienceSql } from '../marketing-consent/marketing-audience.ts';
import { segmentFiltersWhere } from '../segments/segment-clients.ts';

export const MAILING_KIND = 'daily_analysis';

type AnalysisRow = typeof dailyAnalyses.$inferSelect;
type Counts = { sent: number; failed: number };

export const toSummary = (row: AnalysisRow, counts: Counts): TDailyAnalysisSummary => ({
  _id: row.id,
  day: row.day,
  market_day: row.marketDay,
  status: row.status as TDailyAnalysisSummary['status'],
  subject: row.subject,
  created_at: row.createdAt.toISOString(),
  edited_at: row.editedAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  sent: counts.sent,
  failed: counts.failed,
});

/** One analysis of the caller's brand (else 404), optionally locked for a change. */
export async function analysisRowOf(db: Executor, brand: string, id: string, lock = false): Promise<AnalysisRow> {
  const query = db
    .select()
    .from(dailyAnalyses)
    .where(and(eq(dailyAnalyses.id, id), eq(dailyAnalyses.brandId, brand)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Daily analysis');
  return row;
}

/** The whole analysis: body, the brand's risk warning, who would get it now and the send log. */
export async function dailyAnalysisReply(db: Executor, auth: ScopeCaller, id: string): Promise<TDailyAnalysis> {
  const row = await analysisRowOf(db, auth.brand, id);
  const [brand, deliveries, eligible] = await Promise.all([
    marketingBrandOf(db, auth.brand),
    queryRows<TDailyAnalysis['deliveries'][number]>(
      db,
      sql`select d.id::text as "_id", d.client_id::text as client_id, c.first_name || ' ' || c.last_name as client_name,
                 d.to_address, d.status, d.transport, d.error,
                 to_char(d.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at
          from mail_deliveries d join clients c on c.id = d.client_id
          where d.mailing_kind = ${MAILING_KIND} and d.mailing_id = ${id}::uuid and d.brand_id = ${auth.brand}
          order by d.status desc, d.to_address`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from clients c where ${marketingAudienceSql(auth)}`),
  ]);
  const segments = await segmentsWithAudience(db, auth);
  const counts = {
    sent: deliveries.filter((d) => d.status === 'sent').length,
    failed: deliveries.filter((d) => d.status === 'failed').length,
  };
  return {
    ...toSummary(row, counts),
    html: row.html,
    risk_warning: brand.riskWarning,
    eligible_recipients: eligible[0]?.n ?? 0,
    segments,
    deliveries,
  };
}

const SEGMENTS_SHOWN = 50;

/** The brand's live segments by name, each with the count of its members the e-mail may go to. */
async function segmentsWithAudience(db: Executor, auth: ScopeCaller) {
  const rows = await db
    .select({ id: clientSegments.id, name: clientSegments.name, filters: clientSegments.filters })
    .from(clientSegments)
    .where(and(eq(clientSegments.brandId, auth.brand), isNull(clientSegments.deletedAt)))
    .orderBy(clientSegments.name)
    .limit(SEGMENTS_SHOWN);
  return Promise.all(
    rows.map(async (r) => {
      const members = sql`c.id in (select ${clients.id} from ${clients} where ${segmentFiltersWhere(auth.brand, r.filters, auth)})`;
      const [n] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from clients c where ${marketingAudienceSql(auth, members)}`,
      );
      return { _id: r.id, name: r.name, eligible_recipients: n?.n ?? 0 };
    }),
  );
}
