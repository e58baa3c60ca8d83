import {
  ZClient,
  ZClientListQuery,
  ZClientPage,
  ZClientSearchQuery,
  ZClientSearchResult,
  ZErrorReply,
  ZId,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { getClient } from './get-client.ts';
import { clientFilterDefinitions, listClients } from './list-clients.ts';
import { searchClients } from './search-clients.ts';

const tags = ['clients'];
const ZFilterDefinition = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  operators: z.array(z.string()),
  values: z.array(z.string()),
  inputType: z.string(),
});

export const clientRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users', {
      config: { access: access.anyOf('users.get_users') },
      schema: { tags, querystring: ZClientListQuery, response: { 200: ZClientPage, 400: ZErrorReply } },
      handler: (req) => listClients(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/users/filters', {
      config: { access: access.anyOf('users.get_users') },
      schema: { tags, response: { 200: z.array(ZFilterDefinition) } },
      handler: async () => clientFilterDefinitions(),
    });

    app.get('/dashboard/users/search', {
      config: { access: access.anyOf('users.get_users') },
      schema: { tags, querystring: ZClientSearchQuery, response: { 200: z.array(ZClientSearchResult) } },
      handler: (req) => searchClients(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/users/ctid/:id', {
      config: { access: access.anyOf('users.get_user') },
      schema: {
        tags,
        params: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
        response: { 200: ZClient, 404: ZErrorReply },
      },
      handler: (req) => getClient(deps, contextOf(req), { ctraderId: req.params.id }),
    });

    app.get('/dashboard/users/:id', {
      config: { access: access.anyOf('users.get_user') },
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZClient, 404: ZErrorReply } },
      handler: (req) => getClient(deps, contextOf(req), { id: req.params.id }),
    });
  };
