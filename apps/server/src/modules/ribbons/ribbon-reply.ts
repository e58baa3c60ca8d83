import { ribbonStatus, type TRibbon, type TRibbonStyle, type TRibbonText } from '@crm/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { clients, staff } from '../../db/schema.ts';
import { brandRiskWarnings, ribbons } from '../../db/schema-ribbons.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';

const creator = alias(staff, 'ribbon_creator');
const editor = alias(staff, 'ribbon_editor');
const approver = alias(staff, 'ribbon_approver');
type Named = { id: string; firstName: string; lastName: string } | null;
const who = (s: Named) => (s?.id ? { _id: s.id, name: `${s.firstName} ${s.lastName}` } : null);

export type RibbonRow = typeof ribbons.$inferSelect;

/** A ribbon with who wrote and approved it, its client's name and its brand's risk warning. */
export function selectRibbons(db: Executor) {
  return db
    .select({
      ribbon: ribbons,
      creator: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
      editor: { id: editor.id, firstName: editor.firstName, lastName: editor.lastName },
      approver: { id: approver.id, firstName: approver.firstName, lastName: approver.lastName },
      client: { readableId: clients.readableId, firstName: clients.firstName, lastName: clients.lastName },
      riskWarning: brandRiskWarnings.cfdRiskWarning,
    })
    .from(ribbons)
    .leftJoin(creator, eq(creator.id, ribbons.createdBy))
    .leftJoin(editor, eq(editor.id, ribbons.updatedBy))
    .leftJoin(approver, eq(approver.id, ribbons.approvedBy))
    .leftJoin(clients, eq(clients.id, ribbons.clientId))
    .leftJoin(brandRiskWarnings, eq(brandRiskWarnings.brandId, ribbons.brandId));
}

type Loaded = Awaited<ReturnType<ReturnType<typeof selectRibbons>['where']>>[number];

/**
 * The ribbon's status at `now` in SQL, the same rule as `ribbonStatus` of the contracts (which the
 * replies use): so a list filtered by status agrees with the status each row shows.
 */
export const statusSql = (now: Date): SQL<string> => sql<string>`case
  when not ${ribbons.active} then 'off'
  when ${ribbons.style} = 'promo' and ${ribbons.approvedAt} is null then 'awaiting_approval'
  when ${now.toISOString()}::timestamptz < ${ribbons.startsAt} then 'scheduled'
  when ${now.toISOString()}::timestamptz >= ${ribbons.endsAt} then 'ended'
  else 'live' end`;

export function toRibbonReply(row: Loaded, now: Date, segmentNames: ReadonlyMap<string, string>): TRibbon {
  const r = row.ribbon;
  const base = {
    active: r.active,
    style: r.style as TRibbonStyle,
    approved_at: r.approvedAt?.toISOString() ?? null,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
  };
  const target = r.clientId
    ? row.client
      ? `${row.client.firstName} ${row.client.lastName} (#${row.client.readableId})`
      : 'A client'
    : `Segment: ${(r.segmentId && segmentNames.get(r.segmentId)) ?? 'unknown'}`;
  return {
    _id: r.id,
    brand: r.brandId,
    texts: r.texts as TRibbonText[],
    link_url: r.linkUrl,
    ...base,
    priority: r.priority,
    user_id: r.clientId,
    segment_id: r.segmentId,
    target_label: target,
    status: ribbonStatus(base, now),
    risk_warning: r.style === 'promo' ? (row.riskWarning ?? null) : null,
    created_by: who(row.creator),
    created_at: r.createdAt.toISOString(),
    updated_by: who(row.editor),
    updated_at: r.updatedAt.toISOString(),
    approved_by: who(row.approver),
    approved_at: base.approved_at,
  };
}

/** One ribbon of the caller's brand, as the console shows it; 404 outside the brand. */
export async function loadRibbon(
  db: Executor,
  ctx: RequestContext,
  id: string,
  now: Date,
  segmentNames: (db: Executor, ids: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<TRibbon> {
  const [row] = await selectRibbons(db).where(and(eq(ribbons.id, id), eq(ribbons.brandId, ctx.auth.brand)));
  if (!row) throw notFound('Ribbon');
  const names = await segmentNames(db, row.ribbon.segmentId ? [row.ribbon.segmentId] : []);
  return toRibbonReply(row, now, names);
}
