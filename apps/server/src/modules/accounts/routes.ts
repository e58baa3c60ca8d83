import { accountEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { bindIdempotentEndpoint } from '../../http/bind-idempotent-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { accountInScope, accountReplies } from './account-scope.ts';
import { operateOnAccount } from './balance-operation.ts';
import { listAccounts } from './list-accounts.ts';
import { transferFunds } from './transfer-funds.ts';

export const accountRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listAccounts, (req) => listAccounts(deps, contextOf(req), req.query));

    bindEndpoint(app, endpoints.getAccount, async (req) => {
      const [account] = await accountReplies(deps.db, [await accountInScope(deps.db, contextOf(req), req.params.id)]);
      // One account in, one reply out: accountInScope has already answered 404 for an unknown id.
      if (!account) throw notFound('Account');
      return account;
    });

    bindIdempotentEndpoint(app, deps, endpoints.balanceOperation, (req, tx, ctx) =>
      operateOnAccount(deps, tx, ctx, req.params.id, 'balance', req.body),
    );
    bindIdempotentEndpoint(app, deps, endpoints.creditOperation, (req, tx, ctx) =>
      operateOnAccount(deps, tx, ctx, req.params.id, 'credit', req.body),
    );
    bindIdempotentEndpoint(app, deps, endpoints.transferFunds, (req, tx, ctx) => transferFunds(tx, ctx, req.body));
  };
