import { twoFactorEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { loginTwoFactor } from './login-two-factor.ts';
import {
  confirmOwnEnrolment,
  disableOwnTwoFactor,
  getOwnTwoFactor,
  regenerateOwnRecoveryCodes,
  startOwnEnrolment,
} from './own-two-factor.ts';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './policy.ts';
import { resetStaffTwoFactor } from './reset-two-factor.ts';

const ok = { ok: true as const };

export const twoFactorRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.loginTwoFactor, (req) =>
      loginTwoFactor(deps, {
        challenge: req.body.challenge,
        code: req.body.code,
        recoveryCode: req.body.recovery_code,
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: req.id,
      }),
    );
    bindEndpoint(app, endpoints.getTwoFactor, (req) => getOwnTwoFactor(deps, contextOf(req)));
    bindEndpoint(app, endpoints.startTwoFactorEnrolment, (req) =>
      startOwnEnrolment(deps, contextOf(req), req.body.password),
    );
    bindEndpoint(app, endpoints.confirmTwoFactorEnrolment, (req) =>
      confirmOwnEnrolment(deps, contextOf(req), req.body.code),
    );
    bindEndpoint(app, endpoints.regenerateRecoveryCodes, (req) =>
      regenerateOwnRecoveryCodes(deps, contextOf(req), req.body),
    );
    bindEndpoint(app, endpoints.disableTwoFactor, async (req) => {
      await disableOwnTwoFactor(deps, contextOf(req), req.body);
      return ok;
    });
    bindEndpoint(app, endpoints.resetStaffTwoFactor, async (req) => {
      await resetStaffTwoFactor(deps, contextOf(req), req.params.id);
      return ok;
    });
    bindEndpoint(app, endpoints.getTwoFactorPolicy, () => getTwoFactorPolicy(deps));
    bindEndpoint(app, endpoints.setTwoFactorPolicy, (req) => setTwoFactorPolicy(deps, contextOf(req), req.body));
  };
