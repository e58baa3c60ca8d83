import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZClientPayoutDetails,
  ZPayoutDetailsParams,
  ZPayoutDetailsUpdate,
  ZSweep,
  ZSweepListQuery,
  ZSweepOverview,
  ZSweepPage,
  ZSweepRequest,
} from '../open-payd.ts';

const tags = ['payment provider'];
// Internal permissions: the admin role needs them explicitly too (spec point 6).
const details = access.anyOf('internal.openpayd_update_details');
const sweep = access.anyOf('internal.openpayd_sweep');

/** Ours (issue #18, `/internals/open-payd-form`): payout details at the provider and sweeps of house income. */
export const openPaydEndpoints = {
  getPayoutDetails: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/openPayd/payoutDetails/:clientId',
    access: details,
    tags,
    params: ZPayoutDetailsParams,
    reply: ZClientPayoutDetails,
    errors: [404],
  }),
  updatePayoutDetails: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/internals/openPayd/payoutDetails/:clientId',
    access: details,
    tags,
    params: ZPayoutDetailsParams,
    body: ZPayoutDetailsUpdate,
    reply: ZClientPayoutDetails,
    errors: [400, 404],
  }),
  getSweepOverview: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/openPayd/sweep',
    access: sweep,
    tags,
    reply: ZSweepOverview,
  }),
  listSweeps: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/openPayd/sweeps',
    access: sweep,
    tags,
    query: ZSweepListQuery,
    reply: ZSweepPage,
  }),
  sweepHouseIncome: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/openPayd/sweeps',
    access: sweep,
    idempotent: true,
    tags,
    body: ZSweepRequest,
    reply: ZSweep,
    status: 201,
    errors: [400, 409, 422],
  }),
};
