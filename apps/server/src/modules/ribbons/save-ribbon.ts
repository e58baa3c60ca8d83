import { ribbonProblems, type TRibbon, type TRibbonFields } from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brandRiskWarnings, ribbons } from '../../db/schema-ribbons.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loadRibbon, type RibbonRow } from './ribbon-reply.ts';
import { checkTarget, segmentNames } from './ribbon-targets.ts';

/** The first broken rule, with its own code; every one of them in `details` for the form. */
function refuseProblems(fields: TRibbonFields): void {
  const problems = ribbonProblems(fields);
  const [first] = problems;
  if (first) {
    throw new AppError(first.code, first.message, {
      details: problems.map(({ path, message }) => ({ path, message })),
    });
  }
}

/** A promotional ribbon always carries its brand's CFD risk warning: no warning, no promotion. */
async function requireRiskWarning(tx: Tx, brandId: string, fields: TRibbonFields) {
  if (fields.style !== 'promo') return;
  const [warning] = await tx.select().from(brandRiskWarnings).where(eq(brandRiskWarnings.brandId, brandId));
  if (!warning) throw new AppError('ribbonRiskWarningMissing', 'This brand has no CFD risk warning for promotions');
}

const columns = (f: TRibbonFields) => ({
  texts: f.texts.map((t) => ({
    language: t.language,
    text: t.text,
    ...(t.cta_label ? { cta_label: t.cta_label } : {}),
  })),
  linkUrl: f.link_url,
  style: f.style,
  startsAt: new Date(f.starts_at),
  endsAt: new Date(f.ends_at),
  priority: f.priority,
  active: f.active,
  clientId: f.user_id,
  segmentId: f.segment_id,
});

/** What the audit keeps of a ribbon: every field staff set, and its approval. */
const audited = (r: RibbonRow) => ({
  texts: r.texts,
  link_url: r.linkUrl,
  style: r.style,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  priority: r.priority,
  active: r.active,
  user_id: r.clientId,
  segment_id: r.segmentId,
  approved_by: r.approvedBy,
});

/** `POST /dashboard/users/ribbons`: a new ribbon of the selected brand, audited with it. */
export async function createRibbon(deps: Deps, ctx: RequestContext, fields: TRibbonFields): Promise<TRibbon> {
  refuseProblems(fields);
  const me = ctx.auth.staff.id;
  const id = await deps.db.transaction(async (tx) => {
    await checkTarget(tx, ctx.auth, fields);
    await requireRiskWarning(tx, ctx.auth.brand, fields);
    const [row] = await tx
      .insert(ribbons)
      .values({ brandId: ctx.auth.brand, ...columns(fields), createdBy: me, updatedBy: me })
      .returning();
    if (!row) throw new AppError('internal', 'The ribbon was not recorded');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ribbon.create',
      entityType: 'ribbon',
      entityId: row.id,
      after: audited(row),
    });
    return row.id;
  });
  return loadRibbon(deps.db, ctx, id, deps.clock(), segmentNames);
}

/** What clients read changed (a promotion's approval covered the old words, not these). */
function wordsChanged(before: RibbonRow, after: ReturnType<typeof columns>): boolean {
  // jsonb keeps keys in its own order: compare the words, not the stored text.
  const words = (texts: RibbonRow['texts']) =>
    JSON.stringify(texts.map((t) => [t.language, t.text, t.cta_label ?? null]));
  return (
    words(before.texts) !== words(after.texts) ||
    before.linkUrl !== after.linkUrl ||
    before.style !== after.style ||
    before.clientId !== after.clientId ||
    before.segmentId !== after.segmentId
  );
}

/**
 * `PUT /dashboard/users/ribbons` (the body carries `_id`). Changing a promotion's words, link, style
 * or target clears its approval: a second staff member approves what clients will read. Its times,
 * priority and switch keep it.
 */
export async function updateRibbon(
  deps: Deps,
  ctx: RequestContext,
  body: TRibbonFields & { _id: string },
): Promise<TRibbon> {
  const { _id: id, ...fields } = body;
  refuseProblems(fields);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ribbons)
      .where(and(eq(ribbons.id, id), eq(ribbons.brandId, ctx.auth.brand)))
      .for('update');
    if (!before) throw notFound('Ribbon');
    await checkTarget(tx, ctx.auth, fields);
    await requireRiskWarning(tx, ctx.auth.brand, fields);
    const next = columns(fields);
    const keepApproval = next.style === 'promo' && !wordsChanged(before, next);
    const [after] = await tx
      .update(ribbons)
      .set({
        ...next,
        updatedBy: ctx.auth.staff.id,
        updatedAt: sql`now()`,
        ...(keepApproval && before.approvedBy !== ctx.auth.staff.id ? {} : { approvedBy: null, approvedAt: null }),
      })
      .where(eq(ribbons.id, id))
      .returning();
    if (!after) throw notFound('Ribbon');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ribbon.update',
      entityType: 'ribbon',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  return loadRibbon(deps.db, ctx, id, deps.clock(), segmentNames);
}
