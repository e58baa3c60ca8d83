import {
  ZArticle,
  ZArticleCoverParams,
  ZArticleFeedQuery,
  ZArticleInput,
  ZArticleListQuery,
  ZArticlePage,
  ZArticleParams,
  ZArticlePreview,
  ZArticlePreviewRequest,
  ZScheduleArticle,
} from '../blog.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['blog'];
/** An internal tool: the admin role needs this permission granted explicitly (spec point 6). */
const blog = access.anyOf('internal.ai_blogpost_generator');
const params = ZArticleParams;

/** `/internals/blog`: the brand's articles, written in Markdown, scheduled and published to the feed. */
export const blogEndpoints = {
  listArticles: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/blog/articles',
    access: blog,
    tags,
    query: ZArticleListQuery,
    reply: ZArticlePage,
    errors: [400],
  }),
  getArticle: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/blog/articles/:id',
    access: blog,
    tags,
    params,
    reply: ZArticle,
    errors: [404],
  }),
  createArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles',
    access: blog,
    tags,
    body: ZArticleInput,
    status: 201,
    reply: ZArticle,
    errors: [400, 409],
  }),
  /** Composes a draft from the price feed (movers, ranges, trend per instrument group): no person wrote it. */
  draftArticleFromMarketData: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/fromMarketData',
    access: blog,
    tags,
    status: 201,
    reply: ZArticle,
    errors: [409],
  }),
  updateArticle: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/internals/blog/articles/:id',
    access: blog,
    tags,
    params,
    body: ZArticleInput,
    reply: ZArticle,
    errors: [400, 404, 409],
  }),
  /** Renders Markdown as the feed will carry it (same renderer, same sanitiser); nothing is saved. */
  previewArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/preview',
    access: blog,
    tags,
    body: ZArticlePreviewRequest,
    reply: ZArticlePreview,
    errors: [400],
  }),
  scheduleArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/:id/schedule',
    access: blog,
    tags,
    params,
    body: ZScheduleArticle,
    reply: ZArticle,
    errors: [400, 404, 409],
  }),
  publishArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/:id/publish',
    access: blog,
    tags,
    params,
    reply: ZArticle,
    errors: [404, 409],
  }),
  /** Back to draft: out of the feed, kept. */
  unpublishArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/:id/unpublish',
    access: blog,
    tags,
    params,
    reply: ZArticle,
    errors: [404, 409],
  }),
  /** Articles are never erased: archiving takes one out of the list and the feed for good. */
  archiveArticle: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/:id/archive',
    access: blog,
    tags,
    params,
    reply: ZArticle,
    errors: [404, 409],
  }),
  /** Multipart: `file` (JPEG, PNG or WebP told from its bytes, 5 MB at most); replaces the cover. */
  uploadArticleCover: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/blog/articles/:id/cover',
    access: blog,
    tags,
    params,
    consumes: ['multipart/form-data'],
    reply: ZArticle,
    errors: [400, 404, 409, 413],
  }),
  /** The cover image, for the editor's preview. */
  getArticleCover: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/blog/articles/:id/cover',
    access: blog,
    tags,
    params,
    errors: [404],
  }),
};

/**
 * The public feed (spec point 7, same origin). Not a console endpoint (and not in `ENDPOINTS`):
 * anyone may read it, per brand by the `brand` query parameter (the default brand without one).
 * Answers RSS 2.0 XML with an `ETag`; a matching `If-None-Match` answers 304.
 */
export const articleFeedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/rss/articles',
  access: access.public,
  tags: ['blog feed'],
  query: ZArticleFeedQuery,
  errors: [400, 404],
});
/** A published article's cover, for the feed's readers (404 for anything not public). */
export const articleFeedCoverEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/rss/articles/:id/cover',
  access: access.public,
  tags: ['blog feed'],
  params: ZArticleCoverParams,
  errors: [404],
});
