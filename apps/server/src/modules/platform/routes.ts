import { platformEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { listAccountDeals, listAccountTrades } from './account-trades.ts';
import { listOpenPositions } from './list-open-positions.ts';
import { latestReconciliation } from './reconciliation-report.ts';

export const platformRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listAccountTrades, (req) =>
      listAccountTrades(deps.db, contextOf(req), req.params.id, req.query),
    );
    bindEndpoint(app, endpoints.listAccountDeals, (req) =>
      listAccountDeals(deps.db, contextOf(req), req.params.id, req.query),
    );
    bindEndpoint(app, endpoints.listOpenPositions, (req) => listOpenPositions(deps.db, contextOf(req), req.query));
    bindEndpoint(app, endpoints.latestReconciliation, (req) => latestReconciliation(deps.db, contextOf(req)));
  };
