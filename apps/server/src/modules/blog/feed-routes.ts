import { articleFeedCoverEndpoint, articleFeedEndpoint } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { readPublicCover } from './article-cover.ts';
import { buildArticleFeed } from './article-feed.ts';

/**
 * Readers and aggregators poll: they may keep the feed a minute, then must ask again, and a
 * conditional request whose ETag still matches answers 304 with no body. A scheduled article shows
 * on the first request after its time (at most a minute late in a reader's cache).
 */
const FEED_CACHE = 'public, max-age=60, must-revalidate';

/** Does an `If-None-Match` header name this ETag (a list, `*`, or a weak form of it)? */
const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  }) === true;

/** `/api/rss/articles`: the brands' public feeds, same origin, no staff sign-in. */
export const articleFeedRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, articleFeedEndpoint, async (req, reply) => {
      const { xml, etag } = await buildArticleFeed(deps, `${req.protocol}://${req.host}`, req.query);
      reply.header('etag', etag).header('cache-control', FEED_CACHE).header('vary', 'Accept-Encoding');
      if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/rss+xml; charset=utf-8').send(xml);
    });
    bindEndpoint(app, articleFeedCoverEndpoint, async (req, reply) => {
      const cover = await readPublicCover(deps, req.params.id);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .type(cover.mime)
        .send(cover.body);
    });
  };
