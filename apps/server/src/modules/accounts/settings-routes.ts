import { accountEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { createTradingAccount } from './create-account.ts';
import { deleteTradingAccount } from './delete-account.ts';
import { setAccountPermissions, updateTradingAccount } from './update-account.ts';

/** Spec point 7 "Accounts": opening an account, changing its settings, and deleting it. */
export const accountSettingsRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.createAccount, (req) =>
      deps.db.transaction((tx) => createTradingAccount(tx, contextOf(req), req.body)),
    );

    bindEndpoint(app, endpoints.updateAccount, (req) =>
      deps.db.transaction((tx) =>
        updateTradingAccount(tx, contextOf(req), req.params.id, {
          leverage: req.body.leverage,
          accountType: req.body.account_type,
        }),
      ),
    );

    bindEndpoint(app, endpoints.setAccountPermissions, (req) =>
      deps.db.transaction((tx) => setAccountPermissions(tx, contextOf(req), req.params.id, req.body)),
    );

    bindEndpoint(app, endpoints.deleteAccount, async (req) => {
      await deps.db.transaction((tx) => deleteTradingAccount(tx, contextOf(req), req.params.id));
      return { ok: true as const };
    });
  };
