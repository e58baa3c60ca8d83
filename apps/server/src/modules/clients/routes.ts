import { clientEndpoints as endpoints, ZClientListQuery } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { listAuditRecords } from '../audit/list-audit-records.ts';
import { clientExport } from '../exports/client-export.ts';
import { streamExport } from '../exports/stream-export.ts';
import { accountTypesFor, extraDetails } from './client-details.ts';
import {
  changeEmail,
  changePhone,
  changeSalesAgent,
  changeUtms,
  isClientEmailAvailable,
  suspendClient,
  updateClient,
} from './edit-client.ts';
import { getClient } from './get-client.ts';
import { clientFilterDefinitions, listClients } from './list-clients.ts';
import { searchClients } from './search-clients.ts';

export const clientRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listClients, async (req, reply) => {
      const ctx = contextOf(req);
      if (!req.query.export) return listClients(deps, ctx, req.query);
      return sendDownload(reply, await streamExport(deps, ctx, clientExport(deps, ctx, req.query), req.query.export));
    });

    bindEndpoint(app, endpoints.exportClients, async (req, reply) => {
      const { fields, format, ...rest } = req.body;
      const ctx = contextOf(req);
      // The body's lists go back to the query's comma form, which the list's schema reads.
      const query = ZClientListQuery.parse({
        ...rest,
        sales_agent: rest.sales_agent?.join(','),
        no_utm: rest.no_utm?.join(','),
        fields: fields.join(',') || undefined,
      });
      return sendDownload(reply, await streamExport(deps, ctx, clientExport(deps, ctx, query), format));
    });

    bindEndpoint(app, endpoints.listClientFilters, async () => clientFilterDefinitions());
    bindEndpoint(app, endpoints.searchClients, (req) => searchClients(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.getClientByCtraderId, (req) =>
      getClient(deps, contextOf(req), { ctraderId: req.params.id }),
    );
    bindEndpoint(app, endpoints.getClient, (req) => getClient(deps, contextOf(req), { id: req.params.id }));
    bindEndpoint(app, endpoints.updateClient, (req) => updateClient(deps, contextOf(req), req.params.id, req.body));
    bindEndpoint(app, endpoints.changePhone, (req) => changePhone(deps, contextOf(req), req.params.id, req.body.phone));

    bindEndpoint(app, endpoints.isEmailAvailable, async (req) => {
      await getClient(deps, contextOf(req), { id: req.params.id });
      return isClientEmailAvailable(deps, contextOf(req), req.params.id, req.query.email);
    });

    bindEndpoint(app, endpoints.changeEmail, (req) => changeEmail(deps, contextOf(req), req.params.id, req.body.email));
    bindEndpoint(app, endpoints.changeSalesAgent, (req) =>
      changeSalesAgent(deps, contextOf(req), req.params.id, req.body.sales_agent_id),
    );
    bindEndpoint(app, endpoints.suspendClient, (req) =>
      suspendClient(deps, contextOf(req), req.params.id, req.body.suspend),
    );
    bindEndpoint(app, endpoints.changeUtms, (req) => changeUtms(deps, contextOf(req), req.params.id, req.body));
    bindEndpoint(app, endpoints.listAccountTypes, (req) =>
      accountTypesFor(deps, contextOf(req), req.params.id, req.query.environment_type, req.query.currency),
    );
    bindEndpoint(app, endpoints.getExtraDetails, (req) => extraDetails(deps, contextOf(req), req.params.id));

    bindEndpoint(app, endpoints.listClientLogs, async (req) => {
      const ctx = contextOf(req);
      await getClient(deps, ctx, { id: req.params.id });
      return listAuditRecords(deps, ctx, { ...req.query, type: 'client', entityId: req.params.id });
    });
  };
