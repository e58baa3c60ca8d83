import { authEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { login } from './login.ts';
import { loginAs } from './login-as.ts';
import { logout } from './logout.ts';
import { refreshSession } from './refresh-session.ts';

export const authRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.login, (req) =>
      login(deps, {
        ...req.body,
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: req.id,
        log: req.log,
      }),
    );

    bindEndpoint(app, endpoints.refreshToken, (req) =>
      refreshSession(deps, {
        refreshToken: req.body.refresh_token,
        brand: req.body.brand,
        requestId: req.id,
        ip: req.ip,
      }),
    );

    bindEndpoint(app, endpoints.logout, async (req) => {
      await logout(deps, contextOf(req));
      return { ok: true as const };
    });

    bindEndpoint(app, endpoints.loginAs, (req) => loginAs(deps, contextOf(req), req.body.crmuser_id));
  };
