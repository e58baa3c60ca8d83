import { ZOk } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZAnalytics,
  ZAnalyticsQuery,
  ZCreateUtmLink,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZUtmLink,
  ZUtmLinkListQuery,
  ZUtmLinkPage,
  ZUtmLinkParams,
} from '../tools.ts';

const tags = ['tools'];
const errors: TErrorStatus[] = [400];

/**
 * `/tools` has no permission in the route table (spec point 2). Each tool asks for the permission
 * of the data it shows (docs/ARCHITECTURE.md "Tools"): the UTM builder serves whoever reads the
 * UTM report; analytics and the leaderboard show each figure only under its own permission.
 */
export const toolEndpoints = {
  listUtmLinks: defineEndpoint({
    method: 'GET',
    path: '/dashboard/tools/utmLinks',
    access: access.anyOf('reports.utm_reports'),
    tags,
    query: ZUtmLinkListQuery,
    reply: ZUtmLinkPage,
    errors,
  }),
  createUtmLink: defineEndpoint({
    method: 'POST',
    path: '/dashboard/tools/utmLinks',
    access: access.anyOf('reports.utm_reports'),
    tags,
    body: ZCreateUtmLink,
    reply: ZUtmLink,
    errors: [400, 409],
  }),
  archiveUtmLink: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/tools/utmLinks/:id',
    access: access.anyOf('reports.utm_reports'),
    tags,
    params: ZUtmLinkParams,
    reply: ZOk,
    errors: [404],
  }),
  toolsAnalytics: defineEndpoint({
    method: 'GET',
    path: '/dashboard/tools/analytics',
    access: access.anyOf(
      'demographics.users_per_timeframe',
      'demographics.users_per_device',
      'administration.user_logs',
    ),
    tags,
    query: ZAnalyticsQuery,
    reply: ZAnalytics,
    errors,
  }),
  salesLeaderboard: defineEndpoint({
    method: 'GET',
    path: '/dashboard/tools/salesLeaderboard',
    access: access.anyOf('reports.first_time_deposits', 'reports.finances'),
    tags,
    query: ZLeaderboardQuery,
    reply: ZLeaderboard,
    errors,
  }),
};
