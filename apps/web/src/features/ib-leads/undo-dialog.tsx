import { type TIbLeadImport, ZIbLeadUndoRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';

/** Undo with a reason: the import's clients are soft-deleted (kept, with who and why). */
export function UndoDialog({ found, onClose }: { found: TIbLeadImport; onClose: () => void }) {
  const form = useContractForm(ZIbLeadUndoRequest, { defaultValues: { reason: '' } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: (body: { reason: string }) => call('undoIbLeadImport', { params: { id: found._id }, body }),
    onSuccess: () => {
      toast.success(`Import undone: ${found.counts.created.toLocaleString('en')} clients removed`);
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, 'The import was not undone'),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title="Undo this import"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => undo.mutate(body))()}
      submitLabel="Undo import"
      busy={undo.isPending}
      danger
      error={errors.root?.server?.message ?? null}
    >
      <p>
        The {found.counts.created.toLocaleString('en')} clients this import created are removed from every list. They
        are kept with the reason, as every client is; their e-mails can be imported again.
      </p>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </Dialog>
  );
}
