import { ZBrandQuery } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZCampaignReport,
  ZClientReportQuery,
  ZDailyTransactions,
  ZDemographicsRangeQuery,
  ZFinanceReport,
  ZFtdReport,
  ZFtdReportQuery,
  ZKpis,
  ZReportQuery,
  ZUsersPerKey,
  ZUsersPerTimeframe,
  ZUtmReport,
  ZUtmReportQuery,
} from '../reports.ts';

const tags = ['reports'];
const errors: TErrorStatus[] = [400];

export const reportEndpoints = {
  financeReport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/finances',
    access: access.anyOf('reports.finances'),
    tags,
    query: ZReportQuery,
    reply: ZFinanceReport,
    errors,
  }),
  firstTimeDepositReport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/firstTimeDeposits',
    access: access.anyOf('reports.first_time_deposits'),
    tags,
    query: ZFtdReportQuery,
    reply: ZFtdReport,
    errors,
  }),
  utmReport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/utms',
    access: access.anyOf('reports.utm_reports'),
    tags,
    query: ZUtmReportQuery,
    reply: ZUtmReport,
    errors,
  }),
  campaignReport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/campaigns',
    access: access.anyOf('reports.utm_reports'),
    tags,
    query: ZClientReportQuery,
    reply: ZCampaignReport,
    errors,
  }),
  // The dashboard has no permission of its own (issue #15): each figure shows under the
  // permission of its data, so the endpoint asks only for a signed-in user.
  dashboardKpis: defineEndpoint({
    method: 'GET',
    path: '/dashboard/reports/kpis',
    access: access.signedIn,
    tags,
    query: ZBrandQuery,
    reply: ZKpis,
  }),
  usersPerDevice: defineEndpoint({
    method: 'GET',
    path: '/dashboard/demographics/usersPerDevice',
    access: access.anyOf('demographics.users_per_device'),
    tags,
    query: ZBrandQuery,
    reply: ZUsersPerKey,
    errors,
  }),
  usersPerCountry: defineEndpoint({
    method: 'GET',
    path: '/dashboard/demographics/usersPerCountry',
    access: access.anyOf('demographics.users_per_country'),
    tags,
    query: ZBrandQuery,
    reply: ZUsersPerKey,
    errors,
  }),
  usersPerTimeframe: defineEndpoint({
    method: 'GET',
    path: '/dashboard/demographics/usersPerTimeframe',
    access: access.anyOf('demographics.users_per_timeframe'),
    tags,
    query: ZDemographicsRangeQuery,
    reply: ZUsersPerTimeframe,
    errors,
  }),
  dailyTransactions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/demographics/dailyTransactions',
    access: access.anyOf('demographics.transactions_per_month'),
    tags,
    query: ZDemographicsRangeQuery,
    reply: ZDailyTransactions,
    errors,
  }),
};
