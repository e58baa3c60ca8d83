import { type TIbLeadImport, ZIbLeadUndoRequest } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';

/** Undo with a reason: the import's clients are soft-deleted (kept, with who and why). */
export function UndoDialog({ found, onClose }: { found: TIbLeadImport; onClose: () => void }) {
  const t = useT(enIbLeads);
  const clients = found.counts.created.toLocaleString('en');
  const form = useContractForm(ZIbLeadUndoRequest, { defaultValues: { reason: '' } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: (body: { reason: string }) => call('undoIbLeadImport', { params: { id: found._id }, body }),
    onSuccess: () => {
      toast.success(t('ibLeads.undoDialog.done', { clients }));
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('ibLeads.undoDialog.failed')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('ibLeads.undoDialog.title')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => undo.mutate(body))()}
      submitLabel={t('ibLeads.undoDialog.submit')}
      busy={undo.isPending}
      danger
      error={errors.root?.server?.message ?? null}
    >
      <p>{t('ibLeads.undoDialog.text', { clients })}</p>
      <FormField label={t('ibLeads.undoDialog.reason')} error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </Dialog>
  );
}
