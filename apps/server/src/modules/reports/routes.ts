import { reportEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { dailyTransactions, usersPerCountry, usersPerDevice, usersPerTimeframe } from './demographics.ts';
import { financeReport } from './finances.ts';
import { firstTimeDepositReport } from './first-time-deposits.ts';
import { dashboardKpis } from './kpis.ts';
import { campaignReport, utmReport } from './utms.ts';

/** The reports and the dashboard's figures. `now` is the clock of the dashboard's "today". */
export const reportRoutes =
  (deps: Deps, now: () => Date = () => new Date()): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    const auth = (req: Parameters<typeof contextOf>[0]) => contextOf(req).auth;
    bindEndpoint(app, endpoints.financeReport, (req) => financeReport(db, auth(req), req.query));
    bindEndpoint(app, endpoints.firstTimeDepositReport, (req) => firstTimeDepositReport(db, auth(req), req.query));
    bindEndpoint(app, endpoints.utmReport, (req) => utmReport(db, auth(req), req.query));
    bindEndpoint(app, endpoints.campaignReport, (req) => campaignReport(db, auth(req), req.query));
    bindEndpoint(app, endpoints.dashboardKpis, (req) => dashboardKpis(db, auth(req), now()));
    bindEndpoint(app, endpoints.usersPerDevice, (req) => usersPerDevice(db, auth(req)));
    bindEndpoint(app, endpoints.usersPerCountry, (req) => usersPerCountry(db, auth(req)));
    bindEndpoint(app, endpoints.usersPerTimeframe, (req) => usersPerTimeframe(db, auth(req), req.query));
    bindEndpoint(app, endpoints.dailyTransactions, (req) => dailyTransactions(db, auth(req), req.query));
  };
