import { createHash } from 'node:crypto';
import type { TArticleLanguage } from '@crm/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Feed } from 'feed';
import { brands } from '../../db/schema.ts';
import { articles } from '../../db/schema-blog.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { isPublicAt } from './article-repository.ts';

/** The newest articles a feed carries; readers poll, they do not page. */
const FEED_SIZE = 50;

export type ArticleFeed = { xml: string; etag: string };

/**
 * The brand's public articles as RSS 2.0, made by the `feed` library. `origin` is this server's
 * (same-origin feed): the cover enclosures point back here; article links go to the brand's
 * landing site when one is set (`/blog/<language>/<slug>`), else to the feed itself. The build date
 * is the newest article's, not the time of the request, so the ETag (a hash of the XML) only
 * changes when the feed's content does. Staff names stay out of the public feed.
 */
export async function buildArticleFeed(
  deps: Deps,
  origin: string,
  query: { brand?: string | undefined; language?: TArticleLanguage | undefined },
): Promise<ArticleFeed> {
  const [brand] = await deps.db
    .select({ id: brands.id, name: brands.name, landingUrl: brands.landingUrl })
    .from(brands)
    .where(query.brand ? eq(brands.id, query.brand) : eq(brands.isDefault, true));
  if (!brand) throw notFound('Brand');
  const now = deps.clock();
  const where: SQL | undefined = and(
    eq(articles.brandId, brand.id),
    isPublicAt(now),
    query.language ? eq(articles.language, query.language) : undefined,
  );
  const rows = await deps.db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      language: articles.language,
      summary: articles.summary,
      html: articles.bodyHtml,
      publishAt: articles.publishAt,
      updatedAt: articles.updatedAt,
      coverMime: articles.coverMime,
      coverSize: articles.coverSize,
    })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(FEED_SIZE);

  const selfUrl = `${origin}/api/rss/articles?brand=${encodeURIComponent(brand.id)}${query.language ? `&language=${query.language}` : ''}`;
  const site = brand.landingUrl?.replace(/\/$/, '') ?? null;
  const newest = rows.reduce<Date>((latest, r) => {
    const changed = r.updatedAt > (r.publishAt ?? r.updatedAt) ? r.updatedAt : (r.publishAt ?? r.updatedAt);
    return changed > latest ? changed : latest;
  }, new Date(0));
  const feed = new Feed({
    id: selfUrl,
    title: `${brand.name} articles`,
    description: `Market articles from ${brand.name}`,
    link: site ?? selfUrl,
    language: query.language ?? 'en',
    updated: newest,
    generator: false,
    copyright: `© ${brand.name}`,
    feedLinks: { rss: selfUrl },
  });
  for (const r of rows) {
    const link = site ? `${site}/blog/${r.language}/${r.slug}` : `${selfUrl}#${r.slug}`;
    feed.addItem({
      title: r.title,
      id: r.id,
      guid: r.id,
      link,
      date: r.publishAt ?? r.updatedAt,
      description: r.summary,
      content: r.html,
      ...(r.coverMime && {
        enclosure: { url: `${origin}/api/rss/articles/${r.id}/cover`, type: r.coverMime, length: r.coverSize ?? 0 },
      }),
    });
  }
  const xml = feed.rss2();
  return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"` };
}
