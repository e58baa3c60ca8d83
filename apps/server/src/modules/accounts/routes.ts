import {
  ZAccountListQuery,
  ZAccountPage,
  ZBalanceOperationRequest,
  ZErrorReply,
  ZId,
  ZMoneyMovementReply,
  ZTradingAccount,
  ZTransferFundsRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf, idempotent, markReplay } from '../../http/idempotency.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { accountInScope, accountReplies } from './account-scope.ts';
import { type OperationKind, operateOnAccount } from './balance-operation.ts';
import { listAccounts } from './list-accounts.ts';
import { transferFunds } from './transfer-funds.ts';

const tags = ['accounts'];
const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply, 422: ZErrorReply };
const headers = z.object({ 'idempotency-key': z.string().optional() }).loose();

export const accountRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/accounts', {
      config: { access: access.anyOf('accounts.get_accounts') },
      schema: {
        tags,
        querystring: ZAccountListQuery,
        response: { 200: ZAccountPage },
      },
      handler: (req) => listAccounts(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/users/accounts/:id', {
      config: { access: access.anyOf('accounts.per_account_id') },
      schema: { tags, params, response: { 200: ZTradingAccount, 404: ZErrorReply } },
      handler: async (req) => {
        const [account] = await accountReplies(deps.db, [await accountInScope(deps.db, contextOf(req), req.params.id)]);
        return account;
      },
    });

    for (const [path, kind] of [
      ['balanceOperation', 'balance'],
      ['creditOperation', 'credit'],
    ] as [string, OperationKind][]) {
      app.post(`/dashboard/users/accounts/:id/${path}`, {
        config: { access: access.anyOf('accounts.balance_operation') },
        schema: {
          tags,
          params,
          headers,
          body: ZBalanceOperationRequest,
          response: { 200: ZMoneyMovementReply, ...errors },
        },
        handler: async (req, reply) => {
          const ctx = contextOf(req);
          const route = `POST /dashboard/users/accounts/${req.params.id}/${path}`;
          const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(req), route, body: req.body }, (tx) =>
            operateOnAccount(tx, ctx, req.params.id, kind, req.body),
          );
          markReplay(reply, result.replayed);
          return result.body;
        },
      });
    }

    app.post('/dashboard/users/accounts/transferFunds', {
      config: { access: access.anyOf('accounts.transfer_opration') },
      schema: { tags, headers, body: ZTransferFundsRequest, response: { 200: ZMoneyMovementReply, ...errors } },
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        const route = 'POST /dashboard/users/accounts/transferFunds';
        const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(req), route, body: req.body }, (tx) =>
          transferFunds(tx, ctx, req.body),
        );
        markReplay(reply, result.replayed);
        return result.body;
      },
    });
  };
