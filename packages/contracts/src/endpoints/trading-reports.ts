import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZActiveTradersQuery,
  ZActiveTradersReply,
  ZBalanceReportQuery,
  ZBalanceReportReply,
  ZBalanceTrendQuery,
  ZBalanceTrendReply,
} from '../trading-reports.ts';

const tags = ['reports'];

export const tradingReportEndpoints = {
  activeTraders: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/activeTraders',
    access: access.anyOf('reports.active_traders'),
    tags,
    query: ZActiveTradersQuery,
    reply: ZActiveTradersReply,
  }),
  balanceReport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/balanceReport',
    access: access.anyOf('reports.balance_report'),
    tags,
    query: ZBalanceReportQuery,
    reply: ZBalanceReportReply,
  }),
  // Ours (not in the spec): the daily snapshots of the balance report's totals.
  balanceTrend: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/balanceTrend',
    access: access.anyOf('reports.balance_report'),
    tags,
    query: ZBalanceTrendQuery,
    reply: ZBalanceTrendReply,
  }),
};
