import {
  ZAccountTradesQuery,
  ZBrandPositionPage,
  ZDealPage,
  ZDealsQuery,
  ZErrorReply,
  ZId,
  ZOpenPositionsQuery,
  ZPositionPage,
  ZReconciliationReport,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { listAccountDeals, listAccountTrades } from './account-trades.ts';
import { listOpenPositions } from './list-open-positions.ts';
import { latestReconciliation } from './reconciliation-report.ts';

const tags = ['trades'];
const params = z.object({ id: ZId });

export const platformRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/accounts/:id/trades', {
      config: { access: access.anyOf('accounts.view_trades') },
      schema: { tags, params, querystring: ZAccountTradesQuery, response: { 200: ZPositionPage, 404: ZErrorReply } },
      handler: (req) => listAccountTrades(deps.db, contextOf(req), req.params.id, req.query),
    });

    app.get('/dashboard/users/accounts/:id/deals', {
      config: { access: access.anyOf('trades.view_deals') },
      schema: { tags, params, querystring: ZDealsQuery, response: { 200: ZDealPage, 404: ZErrorReply } },
      handler: (req) => listAccountDeals(deps.db, contextOf(req), req.params.id, req.query),
    });

    app.get('/dashboard/users/trades/positions', {
      config: { access: access.anyOf('trades.view_positions') },
      schema: { tags, querystring: ZOpenPositionsQuery, response: { 200: ZBrandPositionPage } },
      handler: (req) => listOpenPositions(deps.db, contextOf(req), req.query),
    });

    // Ledger against platforms is a balance question: whoever reads the balance report reads this.
    app.get('/dashboard/ledger/reconciliation', {
      config: { access: access.anyOf('reports.balance_report') },
      schema: { tags: ['ledger'], response: { 200: ZReconciliationReport } },
      handler: (req) => latestReconciliation(deps.db, contextOf(req)),
    });
  };
