import {
  ZClientNote,
  ZCreateNoteRequest,
  ZErrorReply,
  ZId,
  ZOk,
  ZUpdateFinancialNoteRequest,
  ZUpdateNoteRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { createNote, deleteNote, listNotes, NOTE_KINDS, type NoteKind, updateNote } from './client-notes.ts';

const tags = ['notes'];
const errors = { 400: ZErrorReply, 404: ZErrorReply };

/** `/dashboard/users/{id}/notes` and `/financialnotes`: the same calls over the two kinds. */
export const noteRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of ['note', 'financial'] as NoteKind[]) {
      const { path, permissions } = NOTE_KINDS[kind];
      const base = `/dashboard/users/:id/${path}`;
      const params = z.object({ id: ZId });
      const noteParams = z.object({ id: ZId, noteId: ZId });

      app.get(base, {
        config: { access: access.anyOf(permissions.view) },
        schema: { tags, params, response: { 200: z.array(ZClientNote), ...errors } },
        handler: (req) => listNotes(deps, contextOf(req), req.params.id, kind),
      });
      app.post(base, {
        config: { access: access.anyOf(permissions.create) },
        schema: { tags, params, body: ZCreateNoteRequest, response: { 201: ZClientNote, ...errors } },
        handler: async (req, reply) =>
          reply.status(201).send(await createNote(deps, contextOf(req), req.params.id, kind, req.body.note)),
      });
      app.put(`${base}/:noteId`, {
        config: { access: access.anyOf(permissions.update) },
        schema: {
          tags,
          params: noteParams,
          body: kind === 'note' ? ZUpdateNoteRequest : ZUpdateFinancialNoteRequest,
          response: { 200: ZClientNote, ...errors },
        },
        handler: (req) => updateNote(deps, contextOf(req), req.params.id, kind, req.params.noteId, req.body),
      });
      app.delete(`${base}/:noteId`, {
        config: { access: access.anyOf(permissions.delete) },
        schema: { tags, params: noteParams, response: { 200: ZOk, ...errors } },
        handler: async (req) => {
          await deleteNote(deps, contextOf(req), req.params.id, kind, req.params.noteId);
          return { ok: true as const };
        },
      });
    }
  };
