import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZIbLeadImport,
  ZIbLeadMappingRequest,
  ZIbLeadRow,
  ZIbLeadRowFix,
  ZIbLeadRowsPage,
  ZIbLeadRowsQuery,
  ZIbLeadUndoRequest,
} from '../ib-leads.ts';

const tags = ['internals: IB leads'];
const permission = access.anyOf('internal.ib_leads_upload');
const params = z.object({ id: ZId });

/** `/internals/ib-leads`: an introducing broker's leads, staged, checked, fixed, imported, undone. */
export const ibLeadEndpoints = {
  listIbLeadImports: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/ibleads',
    access: permission,
    tags,
    reply: z.array(ZIbLeadImport),
  }),
  /** Multipart: `ib_name`, then `file` (CSV or XLSX, a header row first). */
  uploadIbLeads: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/ibleads',
    access: permission,
    tags,
    consumes: ['multipart/form-data'],
    status: 201,
    reply: ZIbLeadImport,
    errors: [400, 413],
  }),
  getIbLeadImport: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/ibleads/:id',
    access: permission,
    tags,
    params,
    reply: ZIbLeadImport,
    errors: [404],
  }),
  setIbLeadMapping: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/internals/ibleads/:id/mapping',
    access: permission,
    tags,
    params,
    body: ZIbLeadMappingRequest,
    reply: ZIbLeadImport,
    errors: [400, 404, 409],
  }),
  listIbLeadRows: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/ibleads/:id/rows',
    access: permission,
    tags,
    params,
    query: ZIbLeadRowsQuery,
    reply: ZIbLeadRowsPage,
    errors: [404],
  }),
  fixIbLeadRow: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/internals/ibleads/:id/rows/:line',
    access: permission,
    tags,
    params: z.object({ id: ZId, line: z.coerce.number().int().min(2) }),
    body: ZIbLeadRowFix,
    reply: ZIbLeadRow,
    errors: [400, 404, 409],
  }),
  startIbLeadImport: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/ibleads/:id/import',
    access: permission,
    tags,
    params,
    reply: ZIbLeadImport,
    errors: [400, 404, 409],
  }),
  undoIbLeadImport: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/ibleads/:id/undo',
    access: permission,
    tags,
    params,
    body: ZIbLeadUndoRequest,
    reply: ZIbLeadImport,
    errors: [400, 404, 409],
  }),
};
