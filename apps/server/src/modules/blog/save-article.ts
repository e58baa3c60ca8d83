import type { TArticle, ZArticleInput } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { articles } from '../../db/schema-blog.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loadArticle } from './article-repository.ts';
import { renderArticleHtml } from './render-markdown.ts';

type Input = z.output<typeof ZArticleInput>;

const SLUG_KEY = 'articles_brand_language_slug_key';
const slugTaken = (input: Input) =>
  new AppError('articleSlugTaken', `Another ${input.language} article already has the address “${input.slug}”`, {
    details: [{ path: 'slug', message: 'Another article in this language already has this slug' }],
  });

/** Runs a write that may hit the slug's unique index and answers 230 naming the slug field. */
async function guardingSlug<T>(input: Input, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_KEY)) throw slugTaken(input);
    throw error;
  }
}

/** A new draft of the caller's brand; its HTML is rendered and sanitised now, once. */
export async function createArticle(
  deps: Deps,
  ctx: RequestContext,
  input: Input,
  options: { generated?: boolean } = {},
): Promise<TArticle> {
  const brand = ctx.auth.brand;
  const id = await guardingSlug(input, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          brandId: brand,
          language: input.language,
          slug: input.slug,
          title: input.title,
          summary: input.summary,
          bodyMarkdown: input.body,
          bodyHtml: renderArticleHtml(input.body),
          generated: options.generated ?? false,
          createdBy: ctx.auth.staff.id,
          createdAt: deps.clock(),
          updatedAt: deps.clock(),
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned nothing');
      await appendAudit(tx, auditContextOf(ctx), {
        action: options.generated ? 'blog.article.draftFromMarketData' : 'blog.article.create',
        entityType: 'article',
        entityId: row.id,
        after: { title: input.title, slug: input.slug, language: input.language },
      });
      return row.id;
    }),
  );
  return loadArticle(deps.db, brand, id, deps.clock());
}

/** Locks one article of the brand for a change; refuses an archived one (233). */
export async function lockEditable(tx: Tx, brand: string, id: string) {
  const [row] = await tx
    .select({ status: articles.status, title: articles.title, slug: articles.slug, publishAt: articles.publishAt })
    .from(articles)
    .where(and(eq(articles.brandId, brand), eq(articles.id, id)))
    .for('update');
  if (!row) throw notFound('Article');
  if (row.status === 'archived') throw new AppError('articleState', 'An archived article cannot be changed');
  return row;
}

/** Rewrites title, address, language, summary and body; the status and publish time stay. */
export async function updateArticle(deps: Deps, ctx: RequestContext, id: string, input: Input): Promise<TArticle> {
  const brand = ctx.auth.brand;
  await guardingSlug(input, () =>
    deps.db.transaction(async (tx) => {
      const before = await lockEditable(tx, brand, id);
      await tx
        .update(articles)
        .set({
          language: input.language,
          slug: input.slug,
          title: input.title,
          summary: input.summary,
          bodyMarkdown: input.body,
          bodyHtml: renderArticleHtml(input.body),
          updatedAt: deps.clock(),
        })
        .where(eq(articles.id, id));
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'blog.article.update',
        entityType: 'article',
        entityId: id,
        before: { title: before.title, slug: before.slug },
        after: { title: input.title, slug: input.slug, language: input.language },
      });
    }),
  );
  return loadArticle(deps.db, brand, id, deps.clock());
}
