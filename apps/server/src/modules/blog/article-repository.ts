import type { TArticle, TArticleLanguage, TArticlePage, TArticleStatus } from '@crm/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { articles } from '../../db/schema-blog.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The status as readers see it at `now`: a scheduled article whose time has come is published. No job
 * has to flip it at the publish time, and a test moves the clock instead of waiting.
 */
export const effectiveStatus = (now: Date): SQL<TArticleStatus> =>
  sql<TArticleStatus>`case when ${articles.status} = 'scheduled' and ${articles.publishAt} <= ${now.toISOString()}::timestamptz then 'published' else ${articles.status} end`;

/** Public at `now`: published, or scheduled for a time that has come. */
export const isPublicAt = (now: Date): SQL =>
  sql`${articles.status} in ('published', 'scheduled') and ${articles.publishAt} <= ${now.toISOString()}::timestamptz`;

const columnsAt = (now: Date) => ({
  id: articles.id,
  brandId: articles.brandId,
  title: articles.title,
  slug: articles.slug,
  language: articles.language,
  summary: articles.summary,
  bodyMarkdown: articles.bodyMarkdown,
  bodyHtml: articles.bodyHtml,
  status: effectiveStatus(now),
  publishAt: articles.publishAt,
  coverKey: articles.coverKey,
  generated: articles.generated,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  authorId: staff.id,
  authorName: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
});
type Row = {
  id: string;
  brandId: string;
  title: string;
  slug: string;
  language: string;
  summary: string;
  bodyMarkdown: string;
  bodyHtml: string;
  status: TArticleStatus;
  publishAt: Date | null;
  coverKey: string | null;
  generated: boolean;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorName: string;
};

const toReply = (r: Row): TArticle => ({
  _id: r.id,
  brand: r.brandId,
  title: r.title,
  slug: r.slug,
  language: r.language as TArticleLanguage,
  summary: r.summary,
  body: r.bodyMarkdown,
  html: r.bodyHtml,
  status: r.status,
  publishAt: r.publishAt?.toISOString() ?? null,
  hasCover: r.coverKey !== null,
  generated: r.generated,
  author: { _id: r.authorId, name: r.authorName },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** One article of the brand, as it stands at `now`; 404 outside the brand. */
export async function loadArticle(db: Executor, brand: string, id: string, now: Date): Promise<TArticle> {
  const [row] = await db
    .select(columnsAt(now))
    .from(articles)
    .innerJoin(staff, eq(staff.id, articles.createdBy))
    .where(and(eq(articles.brandId, brand), eq(articles.id, id)));
  if (!row) throw notFound('Article');
  return toReply(row);
}

type ListQuery = {
  page: number;
  limit: number;
  status?: TArticleStatus | undefined;
  language?: TArticleLanguage | undefined;
  search?: string | undefined;
};

/** The brand's articles, last changed first; archived ones only when asked for by status. */
export async function listArticles(db: Executor, brand: string, q: ListQuery, now: Date): Promise<TArticlePage> {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(articles.brandId, brand),
    q.status ? sql`${effectiveStatus(now)} = ${q.status}` : sql`${articles.status} <> 'archived'`,
    q.language ? eq(articles.language, q.language) : undefined,
    like ? or(ilike(articles.title, like), ilike(articles.slug, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsAt(now))
      .from(articles)
      .innerJoin(staff, eq(staff.id, articles.createdBy))
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { docs: rows.map(toReply), totalDocs: total?.n ?? 0, page: q.page, limit: q.limit };
}
