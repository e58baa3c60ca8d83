import { type TClient, type TClientNote, ZCreateNoteRequest } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import type { TPermission } from '@crm/contracts/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';

type Kind = 'notes' | 'financialnotes';

/** The calls of each kind, by their declared names. */
const CALLS = {
  notes: { list: 'listNotes', create: 'createNote', update: 'updateNote', delete: 'deleteNote' },
  financialnotes: {
    list: 'listFinancialNotes',
    create: 'createFinancialNote',
    update: 'updateFinancialNote',
    delete: 'deleteFinancialNote',
  },
} as const;

/** What each kind lets a user do, as the server checks it; only notes can be pinned. `added`: the success toast. */
const RIGHTS: Record<
  Kind,
  {
    create: TPermission;
    update: TPermission;
    delete: TPermission;
    pins: boolean;
    added: 'clientPage.notes.added' | 'clientPage.notes.financialAdded';
  }
> = {
  notes: {
    create: 'notes.create_notes',
    update: 'notes.update_notes',
    delete: 'notes.delete_notes',
    pins: true,
    added: 'clientPage.notes.added',
  },
  financialnotes: {
    create: 'financial_notes.create_financial_notes',
    update: 'financial_notes.update_financial_notes',
    delete: 'financial_notes.delete_financial_notes',
    pins: false,
    added: 'clientPage.notes.financialAdded',
  },
};

/** A note's byline: pinned first, edited last, as one sentence per case. */
const metaKey = (pinned: boolean, edited: boolean) =>
  pinned
    ? edited
      ? 'clientPage.notes.metaPinnedEdited'
      : 'clientPage.notes.metaPinned'
    : edited
      ? 'clientPage.notes.metaEdited'
      : 'clientPage.notes.meta';

/** Notes or financial notes of a client: pinned first (the server's order), newest next. */
export function NotesTab({ client, kind }: { client: TClient; kind: Kind }) {
  const t = useT(enClientPage);
  const key = clientKeys.notes(client._id, kind);
  const calls = CALLS[kind];
  const params = { id: client._id };
  const { data } = useQuery({ queryKey: key, queryFn: () => call(calls.list, { params }) });
  const can = useCan();
  const rights = RIGHTS[kind];
  const [editing, setEditing] = useState<string | null>(null);
  // Deleting asks once more, in place: the button turns into "Delete for good" and "Keep".
  const [confirming, setConfirming] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: clientKeys.logs(client._id) });
  };
  const failed = (e: Error) => toast.error(e instanceof ApiError ? e.message : t('clientPage.notes.notSaved'));

  const add = useMutation({
    mutationFn: (note: string) => call(calls.create, { params, body: { note } }),
    onSuccess: () => {
      toast.success(t(rights.added));
      refresh();
    },
  });
  const update = useMutation({
    mutationFn: (change: { note: TClientNote; text?: string; isPinned?: boolean }) =>
      call(calls.update, {
        params: { ...params, noteId: change.note._id },
        body: {
          note: change.text ?? change.note.note,
          ...(rights.pins ? { isPinned: change.isPinned ?? change.note.isPinned } : {}),
        },
      }),
    onSuccess: () => {
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (note: TClientNote) => call(calls.delete, { params: { ...params, noteId: note._id } }),
    onSuccess: () => {
      setConfirming(null);
      toast.success(t('clientPage.notes.deleted'));
      refresh();
    },
    onError: failed,
  });

  return (
    <div className="notes">
      {can(rights.create) && (
        <NoteForm
          label={t('clientPage.notes.new')}
          rows={2}
          busy={add.isPending}
          onSave={(text) => add.mutateAsync(text)}
          submit={
            <>
              <Plus size={16} aria-hidden="true" />
              {t('clientPage.notes.add')}
            </>
          }
          submitClass="button with-icon"
        />
      )}
      {data?.length === 0 && <p className="muted">{t('clientPage.notes.none')}</p>}
      <ul className="note-list">
        {data?.map((n) => (
          <li key={n._id} className={n.isPinned ? 'pinned' : undefined}>
            {editing === n._id ? (
              <NoteForm
                label={t('clientPage.notes.edit')}
                initial={n.note}
                rows={3}
                busy={update.isPending}
                onSave={(text) => update.mutateAsync({ note: n, text })}
                onCancel={() => setEditing(null)}
                submit={t('clientPage.notes.save')}
                submitClass="button primary"
              />
            ) : (
              <p>{n.note}</p>
            )}
            <div className="note-meta">
              <span className="muted">
                {t(metaKey(n.isPinned, n.updatedAt !== n.createdAt), {
                  author: n.author.name,
                  date: new Date(n.createdAt).toLocaleString('en-GB'),
                })}
              </span>
              {can(rights.update) && rights.pins && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update.mutate({ note: n, isPinned: !n.isPinned }, { onError: failed })}
                >
                  {t(n.isPinned ? 'clientPage.notes.unpin' : 'clientPage.notes.pin')}
                </button>
              )}
              {can(rights.update) && editing !== n._id && (
                <button type="button" className="link-button" onClick={() => setEditing(n._id)}>
                  {t('clientPage.notes.editButton')}
                </button>
              )}
              {can(rights.delete) &&
                (confirming === n._id ? (
                  <>
                    <button type="button" className="link-button danger" onClick={() => remove.mutate(n)}>
                      {t('clientPage.notes.deleteForGood')}
                    </button>
                    <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                      {t('clientPage.notes.keep')}
                    </button>
                  </>
                ) : (
                  <button type="button" className="link-button danger" onClick={() => setConfirming(n._id)}>
                    {t('clientPage.notes.delete')}
                  </button>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A note's text: the add form and the edit form. Checked by the create call's body schema (the
 * update calls hold the text to the same rule); a refusal that names `note` shows beside it, any
 * other under it.
 */
function NoteForm({
  label,
  initial = '',
  rows,
  submit,
  submitClass,
  busy,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: string;
  rows: number;
  submit: ReactNode;
  submitClass: string;
  busy: boolean;
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const t = useT(enClientPage);
  const form = useContractForm(ZCreateNoteRequest, { defaultValues: { note: initial } });
  const id = useId();
  const { errors } = form.formState;
  const error = errors.note?.message ?? errors.root?.server?.message;
  const text = form.watch('note');
  const save = form.handleSubmit(async ({ note }) => {
    try {
      await onSave(note);
      form.reset({ note: '' });
    } catch (e) {
      showServerError(form, e, t('clientPage.notes.notSaved'));
    }
  });
  return (
    <form className="inline-form" onSubmit={save} noValidate>
      <label>
        <span className="visually-hidden">{label}</span>
        <textarea
          {...form.register('note')}
          // Rendered as the textarea's text too, so the note's row still reads as that note while edited.
          defaultValue={initial}
          rows={rows}
          maxLength={5000}
          placeholder={onCancel ? undefined : t('clientPage.notes.placeholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      <button type="submit" className={submitClass} disabled={!text.trim() || busy}>
        {submit}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          {t('clientPage.notes.cancel')}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
