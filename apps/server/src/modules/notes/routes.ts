import { noteEndpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { createNote, deleteNote, listNotes, type NoteKind, updateNote } from './client-notes.ts';

/** `/dashboard/users/{id}/notes` and `/financialnotes`: the same calls over the two kinds. */
export const noteRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    for (const kind of ['note', 'financial'] as NoteKind[]) {
      const endpoints = noteEndpoints[kind];
      bindEndpoint(app, endpoints.list, (req) => listNotes(deps, contextOf(req), req.params.id, kind));
      bindEndpoint(app, endpoints.create, (req) =>
        createNote(deps, contextOf(req), req.params.id, kind, req.body.note),
      );
      bindEndpoint(app, endpoints.update, (req) =>
        updateNote(deps, contextOf(req), req.params.id, kind, req.params.noteId, req.body),
      );
      bindEndpoint(app, endpoints.delete, async (req) => {
        await deleteNote(deps, contextOf(req), req.params.id, kind, req.params.noteId);
        return { ok: true as const };
      });
    }
  };
