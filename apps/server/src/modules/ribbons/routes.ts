import { appRibbonsEndpoint, ribbonEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { presentedKey } from '../client-intake/register-client.ts';
import { approveRibbon } from './approve-ribbon.ts';
import { appRibbons, listClientRibbons } from './client-ribbons.ts';
import { listRibbons } from './list-ribbons.ts';
import { ribbonAudience } from './ribbon-audience.ts';
import { loadRibbon } from './ribbon-reply.ts';
import { segmentNames } from './ribbon-targets.ts';
import { brandRiskWarning } from './risk-warning.ts';
import { createRibbon, updateRibbon } from './save-ribbon.ts';

/** `/dashboard/users/ribbons`: the brand's app ribbons (issue #17), and the client app's `/api/clients/{id}/ribbons`. */
export const ribbonRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listRibbons, (req) => listRibbons(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.createRibbon, (req) => createRibbon(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.updateRibbon, (req) => updateRibbon(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.listClientRibbons, (req) => listClientRibbons(deps, contextOf(req), req.query.user_id));
    bindEndpoint(app, endpoints.getRibbonRiskWarning, (req) => brandRiskWarning(deps, contextOf(req)));
    bindEndpoint(app, endpoints.getRibbon, (req) =>
      loadRibbon(deps.db, contextOf(req), req.params.id, deps.clock(), segmentNames),
    );
    bindEndpoint(app, endpoints.getRibbonAudience, (req) => ribbonAudience(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.approveRibbon, (req) => approveRibbon(deps, contextOf(req), req.params.id));
    // The client app's read call (`/api`, outside the console's API): the intake's key, checked in the use case.
    bindEndpoint(app, appRibbonsEndpoint, (req) =>
      appRibbons(deps, presentedKey(req), req.params.id, req.query.language),
    );
  };
