import { z } from 'zod';
import { ZClientNote, ZCreateNoteRequest, ZUpdateFinancialNoteRequest, ZUpdateNoteRequest } from '../clients.ts';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import type { TPermission } from '../permissions.ts';

const tags = ['notes'];
const errors: TErrorStatus[] = [400, 404];
const params = z.object({ id: ZId });
const noteParams = z.object({ id: ZId, noteId: ZId });

type NotePermissions = Record<'view' | 'create' | 'update' | 'delete', TPermission>;

/** `/dashboard/users/:id/notes` and `/financialnotes`: the same four calls over the two kinds. */
const notesUnder = <const P extends string, B extends z.ZodType>(path: P, permissions: NotePermissions, update: B) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `/dashboard/users/:id/${path}`,
    access: access.anyOf(permissions.view),
    tags,
    params,
    reply: z.array(ZClientNote),
    errors,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `/dashboard/users/:id/${path}`,
    access: access.anyOf(permissions.create),
    tags,
    params,
    body: ZCreateNoteRequest,
    status: 201,
    reply: ZClientNote,
    errors,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `/dashboard/users/:id/${path}/:noteId`,
    access: access.anyOf(permissions.update),
    tags,
    params: noteParams,
    body: update,
    reply: ZClientNote,
    errors,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `/dashboard/users/:id/${path}/:noteId`,
    access: access.anyOf(permissions.delete),
    tags,
    params: noteParams,
    reply: ZOk,
    errors,
  }),
});

export const noteEndpoints = {
  note: notesUnder(
    'notes',
    {
      view: 'notes.view_notes',
      create: 'notes.create_notes',
      update: 'notes.update_notes',
      delete: 'notes.delete_notes',
    },
    ZUpdateNoteRequest,
  ),
  financial: notesUnder(
    'financialnotes',
    {
      view: 'financial_notes.view_financial_notes',
      create: 'financial_notes.create_financial_notes',
      update: 'financial_notes.update_financial_notes',
      delete: 'financial_notes.delete_financial_notes',
    },
    ZUpdateFinancialNoteRequest,
  ),
};
