import { tradingReportEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { activeTraders } from './active-traders.ts';
import { balanceReport } from './balance-report.ts';
import { balanceTrend } from './balance-trend.ts';

export const tradingReportRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.activeTraders, (req) => activeTraders(deps.db, contextOf(req).auth, req.query));
    bindEndpoint(app, endpoints.balanceReport, (req) =>
      balanceReport(deps.db, deps.exposedAccounts, contextOf(req).auth, req.query),
    );
    bindEndpoint(app, endpoints.balanceTrend, (req) => balanceTrend(deps.db, contextOf(req).auth, req.query));
  };
