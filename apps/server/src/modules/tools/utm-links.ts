import type { TCreateUtmLink, TUtmLink, TUtmLinkPage } from '@crm/contracts';
import { utmUrlOf } from '@crm/contracts/utm-url';
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { brands, staff } from '../../db/schema.ts';
import { utmLinks } from '../../db/schema-tools.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';

const columns = {
  id: utmLinks.id,
  name: utmLinks.name,
  path: utmLinks.path,
  utmSource: utmLinks.utmSource,
  utmMedium: utmLinks.utmMedium,
  utmCampaign: utmLinks.utmCampaign,
  utmTerm: utmLinks.utmTerm,
  utmContent: utmLinks.utmContent,
  url: utmLinks.url,
  createdAt: utmLinks.createdAt,
  authorId: staff.id,
  authorName: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
};
type Row = {
  id: string;
  name: string;
  path: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string | null;
  utmContent: string | null;
  url: string;
  createdAt: Date;
  authorId: string;
  authorName: string;
};

const toReply = (r: Row): TUtmLink => ({
  _id: r.id,
  name: r.name,
  path: r.path,
  utm_source: r.utmSource,
  utm_medium: r.utmMedium,
  utm_campaign: r.utmCampaign,
  utm_term: r.utmTerm,
  utm_content: r.utmContent,
  url: r.url,
  created_by: { _id: r.authorId, name: r.authorName },
  createdAt: r.createdAt.toISOString(),
});

async function landingUrlOf(db: Executor, brand: string): Promise<string | null> {
  const [row] = await db.select({ url: brands.landingUrl }).from(brands).where(eq(brands.id, brand));
  return row?.url ?? null;
}

const live = (brand: string) => and(eq(utmLinks.brandId, brand), isNull(utmLinks.archivedAt));

/** The brand's live links, newest first; `search` matches the name or any of the three main values. */
export async function listUtmLinks(
  db: Executor,
  brand: string,
  q: { page: number; limit: number; search?: string | undefined },
): Promise<TUtmLinkPage> {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    live(brand),
    like
      ? or(
          ilike(utmLinks.name, like),
          ilike(utmLinks.utmSource, like),
          ilike(utmLinks.utmMedium, like),
          ilike(utmLinks.utmCampaign, like),
        )
      : undefined,
  );
  const [rows, [total], landing] = await Promise.all([
    db
      .select(columns)
      .from(utmLinks)
      .innerJoin(staff, eq(staff.id, utmLinks.createdBy))
      .where(where)
      .orderBy(desc(utmLinks.createdAt), desc(utmLinks.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(utmLinks).where(where),
    landingUrlOf(db, brand),
  ]);
  return { docs: rows.map(toReply), totalDocs: total?.n ?? 0, page: q.page, limit: q.limit, landing_url: landing };
}

async function loadLink(db: Executor, brand: string, id: string): Promise<TUtmLink> {
  const [row] = await db
    .select(columns)
    .from(utmLinks)
    .innerJoin(staff, eq(staff.id, utmLinks.createdBy))
    .where(and(live(brand), eq(utmLinks.id, id)));
  if (!row) throw notFound('UTM link');
  return toReply(row);
}

/**
 * Keeps a new link on the brand's landing site. The same link twice is refused, naming the one
 * already kept, so a campaign keeps one spelling (and one row in the UTM report).
 */
export async function createUtmLink(deps: Deps, ctx: RequestContext, link: TCreateUtmLink): Promise<TUtmLink> {
  const brand = ctx.auth.brand;
  const landing = await landingUrlOf(deps.db, brand);
  if (!landing) throw conflict('This brand has no landing site to build links on; ask an administrator to set one.');
  const url = utmUrlOf(landing, link);
  const values = {
    brandId: brand,
    name: link.name,
    path: link.path,
    utmSource: link.utm_source,
    utmMedium: link.utm_medium,
    utmCampaign: link.utm_campaign,
    utmTerm: link.utm_term ?? null,
    utmContent: link.utm_content ?? null,
    url,
    createdBy: ctx.auth.staff.id,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(utmLinks).values(values).returning({ id: utmLinks.id });
      if (!row) throw new Error('UTM link insert returned nothing');
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'tools.utm_link.create',
        entityType: 'utm_link',
        entityId: row.id,
        after: { name: link.name, url },
      });
      return row.id;
    });
    return loadLink(deps.db, brand, id);
  } catch (error) {
    if (!isUniqueViolation(error, 'utm_links_brand_url_key')) throw error;
    const [twin] = await deps.db
      .select({ name: utmLinks.name })
      .from(utmLinks)
      .where(and(live(brand), eq(utmLinks.url, url)));
    throw conflict(`This link is already kept as “${twin?.name ?? 'another link'}”.`);
  }
}

/** Takes a link off the list; the row stays with who archived it and when (audited). */
export async function archiveUtmLink(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const before = await loadLink(deps.db, ctx.auth.brand, id);
  await deps.db.transaction(async (tx) => {
    const archived = await tx
      .update(utmLinks)
      .set({ archivedAt: new Date(), archivedBy: ctx.auth.staff.id })
      .where(and(live(ctx.auth.brand), eq(utmLinks.id, id)))
      .returning({ id: utmLinks.id });
    if (archived.length === 0) throw notFound('UTM link');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'tools.utm_link.archive',
      entityType: 'utm_link',
      entityId: id,
      before: { name: before.name, url: before.url },
    });
  });
}
