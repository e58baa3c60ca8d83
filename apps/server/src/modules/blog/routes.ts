import { blogEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { readArticleCover, readCoverUpload, uploadArticleCover } from './article-cover.ts';
import { listArticles, loadArticle } from './article-repository.ts';
import { archiveArticle, publishArticle, scheduleArticle, unpublishArticle } from './change-article-status.ts';
import { draftArticleFromMarketData } from './draft-from-market-data.ts';
import { renderArticleHtml } from './render-markdown.ts';
import { createArticle, updateArticle } from './save-article.ts';

/** `/dashboard/internals/blog/*`: the blog tool of `/internals/blog` (`internal.ai_blogpost_generator`). */
export const blogRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const brandOf = (req: Parameters<typeof contextOf>[0]) => contextOf(req).auth.brand;
    bindEndpoint(app, endpoints.listArticles, (req) => listArticles(deps.db, brandOf(req), req.query, deps.clock()));
    bindEndpoint(app, endpoints.getArticle, (req) => loadArticle(deps.db, brandOf(req), req.params.id, deps.clock()));
    bindEndpoint(app, endpoints.createArticle, (req) => createArticle(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.draftArticleFromMarketData, (req) => draftArticleFromMarketData(deps, contextOf(req)));
    bindEndpoint(app, endpoints.updateArticle, (req) => updateArticle(deps, contextOf(req), req.params.id, req.body));
    bindEndpoint(app, endpoints.previewArticle, (req) => ({ html: renderArticleHtml(req.body.body) }));
    bindEndpoint(app, endpoints.scheduleArticle, (req) =>
      scheduleArticle(deps, contextOf(req), req.params.id, new Date(req.body.publishAt)),
    );
    bindEndpoint(app, endpoints.publishArticle, (req) => publishArticle(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.unpublishArticle, (req) => unpublishArticle(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.archiveArticle, (req) => archiveArticle(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.uploadArticleCover, async (req) =>
      uploadArticleCover(deps, contextOf(req), req.params.id, await readCoverUpload(req)),
    );
    bindEndpoint(app, endpoints.getArticleCover, async (req, reply) => {
      const cover = await readArticleCover(deps, brandOf(req), req.params.id);
      return reply.header('x-content-type-options', 'nosniff').type(cover.mime).send(cover.body);
    });
  };
