import { z } from 'zod';
import { ZAccountGroup } from '../account-tiers.ts';
import { ZUserLogsQuery, ZUserLogsReply } from '../audit.ts';
import {
  CLIENT_FILTER_FIELDS,
  FILTER_INPUT_TYPES,
  FILTER_VALUE_TYPES,
  type TClientFilterDefinition,
} from '../client-filters.ts';
import { ZClientSearchResult } from '../client-search.ts';
import {
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZChangeSalesAgentRequest,
  ZClient,
  ZClientExportRequest,
  ZClientListQuery,
  ZClientPage,
  ZClientSearchQuery,
  ZEmailAvailability,
  ZSuspendRequest,
  ZUpdateClientRequest,
  ZUtmsRequest,
} from '../clients.ts';
import { ZId } from '../common.ts';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { FILTER_OPERATORS } from '../filters.ts';

const tags = ['clients'];
const params = z.object({ id: ZId });
const errors: TErrorStatus[] = [400, 404, 409];

/** One filter of the client list: what the filter builder offers. */
export const ZFilterDefinition = z.object({
  name: z.enum(CLIENT_FILTER_FIELDS),
  label: z.string(),
  type: z.enum(FILTER_VALUE_TYPES),
  operators: z.array(z.enum(FILTER_OPERATORS)),
  values: z.array(z.string()),
  inputType: z.enum(FILTER_INPUT_TYPES),
}) satisfies z.ZodType<TClientFilterDefinition>;

export const ZEmailAvailabilityQuery = ZChangeEmailRequest.extend({ brand: z.string().optional() }).strip();

export const ZAccountTypesQuery = z.object({
  environment_type: z.enum(['live', 'demo']).default('live'),
  /**
   * The new account's currency (ours; USD when absent): `minDeposit` is the tier's USD minimum
   * converted at the day's rate into it, in its major units (the "Fixed points").
   */
  currency: z.enum(CURRENCY_CODES).default('USD'),
  brand: z.string().optional(),
});

export const ZClientExtraDetails = z.object({
  registeredAt: z.string(),
  device_type: z.string().nullable(),
  utms: z.record(z.string(), z.unknown()),
  sales_agent: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  live_accounts: z.number(),
  demo_accounts: z.number(),
  first_deposit_at: z.string().nullable(),
  ftd_amount_usd: z.string().nullable(),
  total_deposits_usd: z.string(),
  suspended: z.boolean(),
});

export const clientEndpoints = {
  /** The list, or with `export` the same rows as a file. */
  listClients: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users',
    access: access.anyOf('users.get_users'),
    tags,
    query: ZClientListQuery,
    reply: ZClientPage,
    errors: [400, 403],
  }),
  exportClients: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/exports',
    access: access.anyOf('utils.export'),
    tags,
    body: ZClientExportRequest,
    errors: [400, 403],
  }),
  listClientFilters: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/filters',
    access: access.anyOf('users.get_users'),
    tags,
    reply: z.array(ZFilterDefinition),
  }),
  searchClients: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/search',
    access: access.anyOf('users.get_users'),
    tags,
    query: ZClientSearchQuery,
    reply: z.array(ZClientSearchResult),
  }),
  getClientByCtraderId: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/ctid/:id',
    access: access.anyOf('users.get_user'),
    tags,
    params: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
    reply: ZClient,
    errors: [404],
  }),
  getClient: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id',
    access: access.anyOf('users.get_user'),
    tags,
    params,
    reply: ZClient,
    errors: [404],
  }),
  updateClient: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id',
    access: access.anyOf('users.update_user'),
    tags,
    params,
    body: ZUpdateClientRequest,
    reply: ZClient,
    errors,
  }),
  changePhone: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/changephone',
    access: access.anyOf('users.update_user'),
    tags,
    params,
    body: ZChangePhoneRequest,
    reply: ZClient,
    errors,
  }),
  isEmailAvailable: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/changeEmail',
    access: access.anyOf('users.update_user'),
    tags,
    params,
    query: ZEmailAvailabilityQuery,
    reply: ZEmailAvailability,
  }),
  changeEmail: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/changeEmail',
    access: access.anyOf('users.update_user'),
    tags,
    params,
    body: ZChangeEmailRequest,
    reply: ZClient,
    errors,
  }),
  changeSalesAgent: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/changeSalesAgent',
    access: access.anyOf('users.change_sales_assignment'),
    tags,
    params,
    body: ZChangeSalesAgentRequest,
    reply: ZClient,
    errors,
  }),
  suspendClient: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/suspend',
    access: access.anyOf('users.suspend_user'),
    tags,
    params,
    body: ZSuspendRequest,
    reply: ZClient,
    errors,
  }),
  changeUtms: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/utms',
    access: access.anyOf('users.update_utms'),
    tags,
    params,
    body: ZUtmsRequest,
    reply: ZClient,
    errors,
  }),
  listAccountTypes: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/accountTypes',
    access: access.anyOf('users.get_user'),
    tags,
    params,
    query: ZAccountTypesQuery,
    reply: z.array(ZAccountGroup),
    errors: [404],
  }),
  getExtraDetails: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/extradetails',
    access: access.anyOf('users.view_user_extra_details'),
    tags,
    params,
    reply: ZClientExtraDetails,
    errors: [404],
  }),
  /** The client's event log: every recorded change and event about the client. */
  listClientLogs: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/logs',
    access: access.anyOf('users.logs'),
    tags,
    params,
    query: ZUserLogsQuery,
    reply: ZUserLogsReply,
    errors: [404],
  }),
};
