import type { TClientNote } from '@crm/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { clientNotes, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { getClient } from '../clients/get-client.ts';

export type NoteKind = 'note' | 'financial';

/**
 * The two families of spec point 7 (`/notes` and `/financialnotes`), by the name their audit
 * records carry; their paths and permissions are declared with the endpoints in the contracts.
 */
export const NOTE_KINDS: Record<NoteKind, { audit: string }> = {
  note: { audit: 'note' },
  financial: { audit: 'financialNote' },
};

const columns = {
  id: clientNotes.id,
  note: clientNotes.note,
  isPinned: clientNotes.isPinned,
  authorId: staff.id,
  firstName: staff.firstName,
  lastName: staff.lastName,
  createdAt: clientNotes.createdAt,
  updatedAt: clientNotes.updatedAt,
};
type Row = {
  id: string;
  note: string;
  isPinned: boolean;
  authorId: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  updatedAt: Date;
};

const toReply = (r: Row): TClientNote => ({
  _id: r.id,
  note: r.note,
  isPinned: r.isPinned,
  author: { _id: r.authorId, name: `${r.firstName} ${r.lastName}` },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Pinned first, then newest. The client must be in the caller's scope (else 404). */
export async function listNotes(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
  kind: NoteKind,
): Promise<TClientNote[]> {
  await getClient(deps, ctx, { id: clientId });
  const rows = await deps.db
    .select(columns)
    .from(clientNotes)
    .innerJoin(staff, eq(staff.id, clientNotes.authorId))
    .where(and(eq(clientNotes.clientId, clientId), eq(clientNotes.kind, kind)))
    .orderBy(desc(clientNotes.isPinned), desc(clientNotes.createdAt));
  return rows.map(toReply);
}

async function loadNote(deps: Deps, noteId: string, clientId: string, kind: NoteKind) {
  const [row] = await deps.db
    .select(columns)
    .from(clientNotes)
    .innerJoin(staff, eq(staff.id, clientNotes.authorId))
    .where(and(eq(clientNotes.id, noteId), eq(clientNotes.clientId, clientId), eq(clientNotes.kind, kind)));
  if (!row) throw notFound('Note');
  return toReply(row);
}

export async function createNote(deps: Deps, ctx: RequestContext, clientId: string, kind: NoteKind, note: string) {
  await getClient(deps, ctx, { id: clientId });
  // In a view-as session the change is refused before this; the author is always the real caller.
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientNotes)
      .values({ clientId, kind, note, authorId: ctx.auth.staff.id })
      .returning({ id: clientNotes.id });
    if (!row) throw new Error('note insert returned nothing');
    await appendAudit(tx, auditContextOf(ctx), {
      action: `client.${NOTE_KINDS[kind].audit}.create`,
      entityType: 'client',
      entityId: clientId,
      after: { noteId: row.id, note },
    });
    return row.id;
  });
  return loadNote(deps, id, clientId, kind);
}

export async function updateNote(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
  kind: NoteKind,
  noteId: string,
  change: { note: string; isPinned?: boolean },
) {
  await getClient(deps, ctx, { id: clientId });
  const before = await loadNote(deps, noteId, clientId, kind);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(clientNotes)
      .set({
        note: change.note,
        isPinned: kind === 'note' ? (change.isPinned ?? before.isPinned) : false,
        // `updatedAt` says when the text last changed (the console marks such a note "edited");
        // pinning alone is on the audit log, not an edit.
        updatedAt: change.note === before.note ? new Date(before.updatedAt) : new Date(),
      })
      .where(eq(clientNotes.id, noteId));
    await appendAudit(tx, auditContextOf(ctx), {
      action: `client.${NOTE_KINDS[kind].audit}.update`,
      entityType: 'client',
      entityId: clientId,
      before: { noteId, note: before.note, isPinned: before.isPinned },
      after: { noteId, note: change.note, isPinned: kind === 'note' ? (change.isPinned ?? before.isPinned) : false },
    });
  });
  return loadNote(deps, noteId, clientId, kind);
}

export async function deleteNote(deps: Deps, ctx: RequestContext, clientId: string, kind: NoteKind, noteId: string) {
  await getClient(deps, ctx, { id: clientId });
  const before = await loadNote(deps, noteId, clientId, kind);
  await deps.db.transaction(async (tx) => {
    await tx.delete(clientNotes).where(eq(clientNotes.id, noteId));
    await appendAudit(tx, auditContextOf(ctx), {
      action: `client.${NOTE_KINDS[kind].audit}.delete`,
      entityType: 'client',
      entityId: clientId,
      before: { noteId, note: before.note, author: before.author },
    });
  });
}
