import { CURRENCIES, utilsEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { usdFiguresIn } from './brokerage-figures.ts';
import { exchangeRate } from './exchange-rate.ts';

export const ratesRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getExchangeRate, (req) => exchangeRate(deps.db, req.query));
    bindEndpoint(app, endpoints.listCurrencies, async () => [...CURRENCIES]);
    bindEndpoint(app, endpoints.getUsdFigures, (req) => usdFiguresIn(deps, req.query.currency));
  };
