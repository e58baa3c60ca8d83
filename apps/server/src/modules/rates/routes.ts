import { CURRENCIES, utilsEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { policyOf, policyThreshold } from '../approval-policies/approval-rules.ts';
import { usdFiguresIn } from './brokerage-figures.ts';
import { exchangeRate } from './exchange-rate.ts';

export const ratesRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getExchangeRate, (req) => exchangeRate(deps.db, req.query));
    bindEndpoint(app, endpoints.listCurrencies, async () => [...CURRENCIES]);
    // The withdrawal threshold is the brand's approval policy's when it sets one.
    bindEndpoint(app, endpoints.getUsdFigures, async (req) =>
      usdFiguresIn(
        deps,
        req.query.currency,
        policyThreshold(await policyOf(deps.db, contextOf(req).auth.brand), 'withdrawal'),
      ),
    );
  };
