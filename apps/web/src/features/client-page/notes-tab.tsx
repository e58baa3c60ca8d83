import type { TClient, TClientNote } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { useCan } from '../auth/use-can.ts';

type Kind = 'notes' | 'financialnotes';

/** What each kind lets a user do, as the server checks it; only notes can be pinned. `added`: the success toast. */
const RIGHTS: Record<
  Kind,
  { create: TPermission; update: TPermission; delete: TPermission; pins: boolean; added: string }
> = {
  notes: {
    create: 'notes.create_notes',
    update: 'notes.update_notes',
    delete: 'notes.delete_notes',
    pins: true,
    added: 'Note added',
  },
  financialnotes: {
    create: 'financial_notes.create_financial_notes',
    update: 'financial_notes.update_financial_notes',
    delete: 'financial_notes.delete_financial_notes',
    pins: false,
    added: 'Financial note added',
  },
};

/** Notes or financial notes of a client: pinned first (the server's order), newest next. */
export function NotesTab({ client, kind }: { client: TClient; kind: Kind }) {
  const key = ['clientNotes', client._id, kind];
  const base = `/dashboard/users/${client._id}/${kind}`;
  const { data } = useQuery({ queryKey: key, queryFn: () => api<TClientNote[]>(base) });
  const can = useCan();
  const rights = RIGHTS[kind];
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  // Deleting asks once more, in place: the button turns into "Delete for good" and "Keep".
  const [confirming, setConfirming] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['clientLogs', client._id] });
  };
  const failed = (e: Error) => toast.error(e instanceof ApiError ? e.message : 'The note was not saved');

  const add = useMutation({
    mutationFn: () => api<TClientNote>(base, { method: 'POST', body: { note: text } }),
    onSuccess: () => {
      setText('');
      toast.success(rights.added);
      refresh();
    },
    onError: failed,
  });
  const update = useMutation({
    mutationFn: (change: { note: TClientNote; text?: string; isPinned?: boolean }) =>
      api<TClientNote>(`${base}/${change.note._id}`, {
        method: 'PUT',
        body: {
          note: change.text ?? change.note.note,
          ...(rights.pins ? { isPinned: change.isPinned ?? change.note.isPinned } : {}),
        },
      }),
    onSuccess: () => {
      setEditing(null);
      refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (note: TClientNote) => api(`${base}/${note._id}`, { method: 'DELETE' }),
    onSuccess: () => {
      setConfirming(null);
      toast.success('Note deleted');
      refresh();
    },
    onError: failed,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) add.mutate();
  };
  return (
    <div className="notes">
      {can(rights.create) && (
        <form className="inline-form" onSubmit={submit}>
          <label>
            <span className="visually-hidden">New note</span>
            <textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={2}
              maxLength={5000}
              placeholder="Write a note…"
            />
          </label>
          <button type="submit" className="button with-icon" disabled={!text.trim() || add.isPending}>
            <Plus size={16} aria-hidden="true" />
            Add
          </button>
        </form>
      )}
      {data?.length === 0 && <p className="muted">No notes yet.</p>}
      <ul className="note-list">
        {data?.map((n) => (
          <li key={n._id} className={n.isPinned ? 'pinned' : undefined}>
            {editing?.id === n._id ? (
              <form
                className="inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  update.mutate({ note: n, text: editing.text });
                }}
              >
                <label>
                  <span className="visually-hidden">Edit note</span>
                  <textarea
                    value={editing.text}
                    onChange={(e) => setEditing({ id: n._id, text: e.target.value })}
                    rows={3}
                    maxLength={5000}
                  />
                </label>
                <button type="submit" className="button primary" disabled={!editing.text.trim() || update.isPending}>
                  Save note
                </button>
                <button type="button" className="button" onClick={() => setEditing(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <p>{n.note}</p>
            )}
            <div className="note-meta">
              <span className="muted">
                {n.isPinned ? 'Pinned · ' : ''}
                {n.author.name} · {new Date(n.createdAt).toLocaleString('en-GB')}
                {n.updatedAt !== n.createdAt ? ' · edited' : ''}
              </span>
              {can(rights.update) && rights.pins && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update.mutate({ note: n, isPinned: !n.isPinned })}
                >
                  {n.isPinned ? 'Unpin' : 'Pin'}
                </button>
              )}
              {can(rights.update) && editing?.id !== n._id && (
                <button type="button" className="link-button" onClick={() => setEditing({ id: n._id, text: n.note })}>
                  Edit
                </button>
              )}
              {can(rights.delete) &&
                (confirming === n._id ? (
                  <>
                    <button type="button" className="link-button danger" onClick={() => remove.mutate(n)}>
                      Delete for good
                    </button>
                    <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                      Keep
                    </button>
                  </>
                ) : (
                  <button type="button" className="link-button danger" onClick={() => setConfirming(n._id)}>
                    Delete
                  </button>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
