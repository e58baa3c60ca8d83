import { openPaydEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint, registerEndpoint } from '../../http/bind-endpoint.ts';
import { idempotencyKeyOf, markReplay } from '../../http/idempotency.ts';
import { contextOf } from '../../http/request-context.ts';
import { checkedSweep } from './checked-sweep.ts';
import { listSweeps } from './list-sweeps.ts';
import { getPayoutDetails, updatePayoutDetails } from './payout-details.ts';
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
    // As bindIdempotentEndpoint, with the reconciliation it depends on in the same repeatable-read
    // transaction (checked-sweep.ts). A replay answers the saved reply whatever a run would find.
    registerEndpoint(app, endpoints.sweepHouseIncome, async (req, reply) => {
      const ctx = contextOf(req);
      const result = await checkedSweep(deps, ctx, {
        key: idempotencyKeyOf(req),
        route: `POST ${endpoints.sweepHouseIncome.path}`,
        body: req.body,
      });
      markReplay(reply, result.replayed);
      return result.body;
    });
  };
