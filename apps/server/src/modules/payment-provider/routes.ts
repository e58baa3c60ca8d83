import { openPaydEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint, registerEndpoint } from '../../http/bind-endpoint.ts';
import { idempotencyKeyOf, idempotent, markReplay } from '../../http/idempotency.ts';
import { contextOf } from '../../http/request-context.ts';
import { reconcile } from '../platform/reconcile.ts';
import { listSweeps } from './list-sweeps.ts';
import { getPayoutDetails, updatePayoutDetails } from './payout-details.ts';
import { sweepHouseIncome } from './sweep-house-income.ts';
import { sweepOverview } from './sweep-overview.ts';

/** `/dashboard/internals/openPayd`: payout details at the payment provider and sweeps of house income. */
export const paymentProviderRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getPayoutDetails, (req) => getPayoutDetails(deps, contextOf(req), req.params.clientId));
    bindEndpoint(app, endpoints.updatePayoutDetails, (req) =>
      updatePayoutDetails(deps, contextOf(req), req.params.clientId, req.body),
    );
    bindEndpoint(app, endpoints.getSweepOverview, (req) => sweepOverview(deps, contextOf(req)));
    bindEndpoint(app, endpoints.listSweeps, (req) => listSweeps(deps, contextOf(req), req.query));
    // As bindIdempotentEndpoint, with a fresh reconciliation first: it runs in its own
    // repeatable-read snapshot (it cannot share the sweep's transaction), and the sweep refuses
    // unless that run balanced. A replay answers the saved reply whatever the run found.
    registerEndpoint(app, endpoints.sweepHouseIncome, async (req, reply) => {
      const ctx = contextOf(req);
      const reconciliation = await reconcile(deps.db);
      const result = await idempotent(
        deps,
        ctx,
        { key: idempotencyKeyOf(req), route: `POST ${endpoints.sweepHouseIncome.path}`, body: req.body },
        (tx) => sweepHouseIncome(deps, tx, ctx, req.body, reconciliation),
      );
      markReplay(reply, result.replayed);
      return result.body;
    });
  };
