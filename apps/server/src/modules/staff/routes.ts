import { authEndpoints, staffEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { currentUser } from '../auth/current-user.ts';
import { staffExport } from '../exports/staff-export.ts';
import { streamExport } from '../exports/stream-export.ts';
import { createStaff } from './create-staff.ts';
import { deleteStaff } from './delete-staff.ts';
import {
  changeSalesCountries,
  changeStaffPermissions,
  copyStaffToBrand,
  setCountryWhitelist,
} from './edit-staff-lists.ts';
import { issuePasswordLink } from './issue-password-link.ts';
import { listAllStaff, listSalesAgents, listStaff } from './list-staff.ts';
import { checkPasswordLink, setPasswordWithLink } from './set-password.ts';
import { updateStaff } from './update-staff.ts';

export const staffRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.currentUser, (req) => currentUser(deps, contextOf(req)));
    bindEndpoint(app, endpoints.listStaff, async (req, reply) => {
      const ctx = contextOf(req);
      if (!req.query.export) return listStaff(deps, ctx, req.query);
      return sendDownload(reply, await streamExport(deps, ctx, staffExport(deps, ctx, req.query), req.query.export));
    });
    bindEndpoint(app, endpoints.listAllStaff, (req) => listAllStaff(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.listSalesAgents, (req) => listSalesAgents(deps, contextOf(req)));
    bindEndpoint(app, endpoints.createStaff, (req) => createStaff(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.updateStaff, (req) => updateStaff(deps, contextOf(req), req.params.id, req.body));
    bindEndpoint(app, endpoints.deleteStaff, async (req) => {
      await deleteStaff(deps, contextOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    });
    bindEndpoint(app, endpoints.issuePasswordLink, (req) => issuePasswordLink(deps, contextOf(req), req.params.id));
    // Public: the link's token is the credential (auth paths, bound here beside the links they use).
    bindEndpoint(app, authEndpoints.checkPasswordLink, (req) => checkPasswordLink(deps, req.body.token));
    bindEndpoint(app, authEndpoints.setPassword, async (req) => {
      await setPasswordWithLink(deps, req.body, { requestId: req.id, ip: req.ip });
      return { ok: true as const };
    });
    bindEndpoint(app, endpoints.copyStaffToBrand, (req) =>
      copyStaffToBrand(deps, contextOf(req), req.body.crmuserId, req.body.otherBrand),
    );
    bindEndpoint(app, endpoints.addSalesCountries, (req) =>
      changeSalesCountries(deps, contextOf(req), req.params.id, 'add', req.body.sales_rotation_countries),
    );
    bindEndpoint(app, endpoints.removeSalesCountries, (req) =>
      changeSalesCountries(deps, contextOf(req), req.params.id, 'remove', req.body.sales_rotation_countries),
    );
    bindEndpoint(app, endpoints.addStaffPermissions, (req) =>
      changeStaffPermissions(deps, contextOf(req), req.params.id, 'add', req.body.permissions),
    );
    bindEndpoint(app, endpoints.removeStaffPermissions, (req) =>
      changeStaffPermissions(deps, contextOf(req), req.params.id, 'remove', req.body.permissions),
    );
    bindEndpoint(app, endpoints.setCountryWhitelist, (req) =>
      setCountryWhitelist(deps, contextOf(req), req.params.id, req.body),
    );
  };
