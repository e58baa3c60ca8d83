import { IB_LEADS_MAX_BYTES, type TIbLeadImport } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';

type Values = { ib_name: string; file: FileList | null };

/**
 * Uploads an IB's file (multipart: `ib_name`, then `file`). The upload has no JSON body schema, so
 * the form states its two rules itself; the server reads the file and says why it refuses it.
 */
export function UploadForm({ onUploaded }: { onUploaded: (made: TIbLeadImport) => void }) {
  const t = useT(enIbLeads);
  const form = useForm<Values>({ defaultValues: { ib_name: '', file: null } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ ibName, file }: { ibName: string; file: File }) => {
      const body = new FormData();
      body.append('ib_name', ibName);
      body.append('file', file, file.name);
      return call('uploadIbLeads', { body });
    },
    onSuccess: (made) => {
      form.reset();
      toast.success(t('ibLeads.upload.read', { rows: made.total_rows.toLocaleString('en'), file: made.file_name }));
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.imports() });
      onUploaded(made);
    },
    onError: (e) => showServerError(form, e, t('ibLeads.upload.failed')),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ ib_name, file }) => {
    const chosen = file?.[0];
    if (chosen) upload.mutate({ ibName: ib_name.trim(), file: chosen });
  });
  return (
    <form className="ib-upload" onSubmit={submit} aria-label={t('ibLeads.upload.form')} noValidate>
      <FormField label={t('ibLeads.upload.ib')} error={errors.ib_name?.message}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={120}
            {...form.register('ib_name', { validate: (v) => (v.trim() ? true : t('ibLeads.upload.ibRequired')) })}
          />
        )}
      </FormField>
      <FormField label={t('ibLeads.upload.file')} error={errors.file?.message}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            {...form.register('file', {
              validate: (files) =>
                !files?.[0]
                  ? t('ibLeads.upload.fileRequired')
                  : files[0].size > IB_LEADS_MAX_BYTES
                    ? t('ibLeads.upload.fileTooBig')
                    : true,
            })}
          />
        )}
      </FormField>
      <button type="submit" className="button primary" disabled={upload.isPending}>
        {upload.isPending ? t('ibLeads.upload.reading') : t('ibLeads.upload.submit')}
      </button>
      {errors.root?.server?.message && (
        <p role="alert" className="form-error">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}
