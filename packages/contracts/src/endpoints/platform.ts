import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZReconciliationReport } from '../reconciliation.ts';
import {
  ZAccountTradesQuery,
  ZBrandPositionPage,
  ZDealPage,
  ZDealsQuery,
  ZOpenPositionsQuery,
  ZPositionPage,
} from '../trades.ts';

const tags = ['trades'];
const params = z.object({ id: ZId });

export const platformEndpoints = {
  listAccountTrades: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/accounts/:id/trades',
    access: access.anyOf('accounts.view_trades'),
    tags,
    params,
    query: ZAccountTradesQuery,
    reply: ZPositionPage,
    errors: [404],
  }),
  listAccountDeals: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/accounts/:id/deals',
    access: access.anyOf('trades.view_deals'),
    tags,
    params,
    query: ZDealsQuery,
    reply: ZDealPage,
    errors: [404],
  }),
  listOpenPositions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/trades/positions',
    access: access.anyOf('trades.view_positions'),
    tags,
    query: ZOpenPositionsQuery,
    reply: ZBrandPositionPage,
  }),
  // Ledger against platforms is a balance question: whoever reads the balance report reads this.
  latestReconciliation: defineEndpoint({
    method: 'GET',
    path: '/dashboard/ledger/reconciliation',
    access: access.anyOf('reports.balance_report'),
    tags: ['ledger'],
    reply: ZReconciliationReport,
  }),
};
