import { toolEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { toolsAnalytics } from './analytics.ts';
import { salesLeaderboard } from './sales-leaderboard.ts';
import { archiveUtmLink, createUtmLink, listUtmLinks } from './utm-links.ts';

/** `/dashboard/tools/*`: the UTM builder, analytics and the sales leaderboard of `/tools`. */
export const toolRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    bindEndpoint(app, endpoints.listUtmLinks, (req) => listUtmLinks(db, contextOf(req).auth.brand, req.query));
    bindEndpoint(app, endpoints.createUtmLink, (req) => createUtmLink(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.archiveUtmLink, async (req) => {
      await archiveUtmLink(deps, contextOf(req), req.params.id);
      return { ok: true as const };
    });
    bindEndpoint(app, endpoints.toolsAnalytics, (req) => toolsAnalytics(db, contextOf(req).auth, req.query));
    bindEndpoint(app, endpoints.salesLeaderboard, (req) => salesLeaderboard(db, contextOf(req).auth, req.query));
  };
