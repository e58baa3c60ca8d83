import {
  ZErrorReply,
  ZLoginAsRequest,
  ZLoginReply,
  ZLoginRequest,
  ZOk,
  ZTokenReply,
  ZTokenRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { login } from './login.ts';
import { loginAs } from './login-as.ts';
import { logout } from './logout.ts';
import { refreshSession } from './refresh-session.ts';

const tags = ['auth'];

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/dashboard/auth/login', {
      config: { access: access.public },
      schema: { tags, body: ZLoginRequest, response: { 200: ZLoginReply, 401: ZErrorReply, 429: ZErrorReply } },
      handler: (req) => login(deps, { ...req.body, ip: req.ip, requestId: req.id, log: req.log }),
    });

    app.post('/dashboard/auth/token', {
      config: { access: access.public },
      schema: { tags, body: ZTokenRequest, response: { 200: ZTokenReply, 401: ZErrorReply } },
      handler: (req) =>
        refreshSession(deps, { refreshToken: req.body.refresh_token, brand: req.body.brand, requestId: req.id }),
    });

    app.post('/dashboard/auth/logout', {
      config: { access: { kind: 'signedIn', allowInViewAs: true } },
      schema: { tags, response: { 200: ZOk } },
      handler: async (req) => {
        await logout(deps, contextOf(req));
        return { ok: true as const };
      },
    });

    app.post('/dashboard/auth/loginAs', {
      config: { access: access.anyOf('crm_users.get_crm_users') },
      schema: { tags, body: ZLoginAsRequest, response: { 200: ZLoginReply, 403: ZErrorReply } },
      handler: (req) => loginAs(deps, contextOf(req), req.body.crmuser_id),
    });
  };
