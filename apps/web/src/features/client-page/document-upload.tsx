import type { DOCUMENT_KINDS } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Kind = (typeof DOCUMENT_KINDS)[number];
/** The kinds, in the order the choice lists them. */
const KINDS: readonly Kind[] = ['id_document', 'proof_of_address', 'other'];
const TEN_MB = 10 * 1024 * 1024;

type Values = { kind: Kind; file: FileList | null };

/**
 * Uploads a document for the client (multipart: `kind` first, then `file`). The upload has no JSON
 * body schema, so the form states its one rule itself: the size is checked here first only to spare
 * a 10 MB upload that would be refused. The server recognises JPEG, PNG and PDF by content and says
 * why it refuses, at the field it names.
 */
export function DocumentUpload({ clientId }: { clientId: string }) {
  const t = useT(enClientPage);
  const form = useForm<Values>({ defaultValues: { kind: 'id_document', file: null } });
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ kind, file }: { kind: Kind; file: File }) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file, file.name);
      return call('uploadDocument', { params: { id: clientId }, body });
    },
    onSuccess: (_reply, { kind }) => {
      // The file clears for the next one (a bare reset empties the native file input too); the kind
      // stays, as staff often upload several of one kind.
      form.reset();
      form.setValue('kind', kind);
      toast.success(t('clientPage.upload.done'));
      // The client's documents and KYC status, the review queues and their badges all follow.
      void queryClient.invalidateQueries();
    },
    onError: (e) => showServerError(form, e, t('clientPage.upload.failed')),
  });
  const file = form.watch('file')?.[0];
  const { errors } = form.formState;
  const error = errors.file?.message ?? errors.kind?.message ?? errors.root?.server?.message;
  const submit = form.handleSubmit(({ kind, file: files }) => {
    const chosen = files?.[0];
    if (chosen) upload.mutate({ kind, file: chosen });
  });
  return (
    <form className="inline-form upload-form" onSubmit={submit} aria-label={t('clientPage.upload.form')} noValidate>
      <label htmlFor={`${id}-kind`}>{t('clientPage.upload.kind')}</label>
      <select id={`${id}-kind`} {...form.register('kind')}>
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`clientPage.upload.kind.${kind}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-file`}>{t('clientPage.upload.file')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('file', {
          validate: (files) => (files?.[0] && files[0].size > TEN_MB ? t('clientPage.upload.tooLarge') : true),
        })}
      />
      <button type="submit" className="button primary" disabled={!file || upload.isPending}>
        {upload.isPending ? t('clientPage.upload.uploading') : t('clientPage.upload.upload')}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
