import { z } from 'zod';
import { ZAccountPermissionsRequest, ZCreateAccountRequest, ZUpdateAccountRequest } from '../account-changes.ts';
import {
  ZAccountListQuery,
  ZAccountPage,
  ZBalanceOperationRequest,
  ZMoneyMovementReply,
  ZTradingAccount,
  ZTransferFundsRequest,
} from '../accounts.ts';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['accounts'];
const params = z.object({ id: ZId });
const moneyErrors: TErrorStatus[] = [400, 404, 409, 422];
const settingsErrors: TErrorStatus[] = [400, 404, 409];

export const accountEndpoints = {
  listAccounts: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/accounts',
    access: access.anyOf('accounts.get_accounts'),
    tags,
    query: ZAccountListQuery,
    reply: ZAccountPage,
  }),
  /** Opening a trading account for a client, on its platform; audited as the client's `createAccount`. */
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/accounts',
    access: access.anyOf('accounts.update_account'),
    tags,
    body: ZCreateAccountRequest,
    status: 201,
    reply: ZTradingAccount,
    errors: [400, 404],
  }),
  getAccount: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/accounts/:id',
    access: access.anyOf('accounts.per_account_id'),
    tags,
    params,
    reply: ZTradingAccount,
    errors: [404],
  }),
  balanceOperation: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/accounts/:id/balanceOperation',
    access: access.anyOf('accounts.balance_operation'),
    idempotent: true,
    tags,
    params,
    body: ZBalanceOperationRequest,
    reply: ZMoneyMovementReply,
    errors: moneyErrors,
  }),
  creditOperation: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/accounts/:id/creditOperation',
    access: access.anyOf('accounts.balance_operation'),
    idempotent: true,
    tags,
    params,
    body: ZBalanceOperationRequest,
    reply: ZMoneyMovementReply,
    errors: moneyErrors,
  }),
  transferFunds: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/accounts/transferFunds',
    access: access.anyOf('accounts.transfer_opration'),
    idempotent: true,
    tags,
    body: ZTransferFundsRequest,
    reply: ZMoneyMovementReply,
    errors: moneyErrors,
  }),
  /** Spec point 7 "Accounts": changing an account's settings, and deleting it. */
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/accounts/:id',
    access: access.anyOf('accounts.update_account'),
    tags,
    params,
    body: ZUpdateAccountRequest,
    reply: ZTradingAccount,
    errors: settingsErrors,
  }),
  setAccountPermissions: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/accounts/:id/permissions',
    access: access.anyOf('accounts.update_account'),
    tags,
    params,
    body: ZAccountPermissionsRequest,
    reply: ZTradingAccount,
    errors: settingsErrors,
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/users/accounts/:id',
    access: access.anyOf('accounts.delete_account'),
    tags,
    params,
    reply: ZOk,
    errors: settingsErrors,
  }),
};
