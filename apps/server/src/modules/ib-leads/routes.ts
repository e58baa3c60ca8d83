import { ibLeadEndpoints as E } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { fixRow } from './fix-row.ts';
import { loadImport, toImportReply } from './import-reply.ts';
import { listImports } from './list-imports.ts';
import { listRows } from './list-rows.ts';
import { setMapping } from './set-mapping.ts';
import { startImport } from './start-import.ts';
import { undoImport } from './undo-import.ts';
import { uploadLeads } from './upload-leads.ts';

/** `/internals/ib-leads`: upload, preview and fixes on the staged rows, the import (run in the background by the job registry's `ib-lead-imports`), undo. */
export const ibLeadRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, E.listIbLeadImports, (req) => listImports(deps, contextOf(req)));
    bindEndpoint(app, E.uploadIbLeads, (req) => uploadLeads(deps, contextOf(req), req));
    bindEndpoint(app, E.getIbLeadImport, async (req) =>
      toImportReply(deps.db, await loadImport(deps.db, contextOf(req), req.params.id)),
    );
    bindEndpoint(app, E.setIbLeadMapping, (req) => setMapping(deps, contextOf(req), req.params.id, req.body.mapping));
    bindEndpoint(app, E.listIbLeadRows, (req) => listRows(deps, contextOf(req), req.params.id, req.query));
    bindEndpoint(app, E.fixIbLeadRow, (req) => fixRow(deps, contextOf(req), req.params.id, req.params.line, req.body));
    bindEndpoint(app, E.startIbLeadImport, (req) => startImport(deps, contextOf(req), req.params.id));
    bindEndpoint(app, E.undoIbLeadImport, (req) => undoImport(deps, contextOf(req), req.params.id, req.body.reason));
  };
