import type { TArticle } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema-blog.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loadArticle } from './article-repository.ts';
import { lockEditable } from './save-article.ts';

type Change = 'schedule' | 'publish' | 'unpublish' | 'archive';
type Target = { status: 'draft' | 'scheduled' | 'published' | 'archived'; publishAt: Date | null };

const refuse = (message: string) => new AppError('articleState', message);

/**
 * The one place an article moves between draft, scheduled, published and archived. The row is
 * locked, the move checked against what it is at the server's clock (a scheduled article whose time
 * has come counts as published), written and audited in one transaction.
 */
async function changeStatus(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  change: Change,
  decide: (now: Date, isPublic: boolean, current: string) => Target,
): Promise<TArticle> {
  const brand = ctx.auth.brand;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const before = await lockEditable(tx, brand, id);
    const isPublic =
      before.status === 'published' ||
      (before.status === 'scheduled' && (before.publishAt?.getTime() ?? 0) <= now.getTime());
    const target = decide(now, isPublic, before.status);
    await tx
      .update(articles)
      .set({ status: target.status, publishAt: target.publishAt, updatedAt: now })
      .where(eq(articles.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: `blog.article.${change}`,
      entityType: 'article',
      entityId: id,
      before: { status: before.status, publishAt: before.publishAt },
      after: target,
    });
  });
  return loadArticle(deps.db, brand, id, now);
}

/** Goes public at `publishAt`, which must be in the future (232); a public article is unpublished first. */
export const scheduleArticle = (deps: Deps, ctx: RequestContext, id: string, publishAt: Date) =>
  changeStatus(deps, ctx, id, 'schedule', (now, isPublic) => {
    if (publishAt.getTime() <= now.getTime()) {
      throw new AppError('articlePublishTimePast', 'Choose a publish time in the future, or publish now', {
        details: [{ path: 'publishAt', message: 'Must be in the future' }],
      });
    }
    if (isPublic) throw refuse('The article is already public: unpublish it before scheduling it again');
    return { status: 'scheduled', publishAt };
  });

/** Public now, whatever was scheduled. */
export const publishArticle = (deps: Deps, ctx: RequestContext, id: string) =>
  changeStatus(deps, ctx, id, 'publish', (now, isPublic) => {
    if (isPublic) throw refuse('The article is already published');
    return { status: 'published', publishAt: now };
  });

/** Back to draft: out of the feed, schedule dropped. */
export const unpublishArticle = (deps: Deps, ctx: RequestContext, id: string) =>
  changeStatus(deps, ctx, id, 'unpublish', (_now, _isPublic, current) => {
    if (current === 'draft') throw refuse('The article is a draft already');
    return { status: 'draft', publishAt: null };
  });

/** Out of the list and the feed for good; the row stays (nothing is erased). */
export const archiveArticle = (deps: Deps, ctx: RequestContext, id: string) =>
  changeStatus(deps, ctx, id, 'archive', () => ({ status: 'archived', publishAt: null }));
