import { registerClientEndpoint } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { WindowLimiter } from './rate-limit.ts';
import { registerClient } from './register-client.ts';

/** The client app's intake (`/api`, outside the console's API): its own key check and rate limit. */
export const clientIntakeRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const limiter = new WindowLimiter(deps.config.intakeRatePerMinute, 60_000);
    bindEndpoint(app, registerClientEndpoint, (req) => registerClient(deps, limiter, req, req.body));
  };
