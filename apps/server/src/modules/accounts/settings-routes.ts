import {
  ZAccountPermissionsRequest,
  ZErrorReply,
  ZId,
  ZOk,
  ZTradingAccount,
  ZUpdateAccountRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { deleteTradingAccount } from './delete-account.ts';
import { setAccountPermissions, updateTradingAccount } from './update-account.ts';

const tags = ['accounts'];
const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };

/** Spec point 7 "Accounts": changing an account's settings, and deleting it. */
export const accountSettingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put('/dashboard/users/accounts/:id', {
      config: { access: access.anyOf('accounts.update_account') },
      schema: { tags, params, body: ZUpdateAccountRequest, response: { 200: ZTradingAccount, ...errors } },
      handler: (req) =>
        deps.db.transaction((tx) =>
          updateTradingAccount(tx, contextOf(req), req.params.id, {
            leverage: req.body.leverage,
            accountType: req.body.account_type,
          }),
        ),
    });

    app.put('/dashboard/users/accounts/:id/permissions', {
      config: { access: access.anyOf('accounts.update_account') },
      schema: { tags, params, body: ZAccountPermissionsRequest, response: { 200: ZTradingAccount, ...errors } },
      handler: (req) => deps.db.transaction((tx) => setAccountPermissions(tx, contextOf(req), req.params.id, req.body)),
    });

    app.delete('/dashboard/users/accounts/:id', {
      config: { access: access.anyOf('accounts.delete_account') },
      schema: { tags, params, response: { 200: ZOk, ...errors } },
      handler: async (req) => {
        await deps.db.transaction((tx) => deleteTradingAccount(tx, contextOf(req), req.params.id));
        return { ok: true as const };
      },
    });
  };
