import { type TDeleteStaffRequest, type TStaffUser, ZDeleteStaffRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * Deletes a staff user after a confirmation that asks why. The row stays (the audit log names it)
 * with the reason on its record; their sessions and set-password links end at once.
 */
export function DeleteStaffDialog({ staff, onClose }: { staff: TStaffUser; onClose: () => void }) {
  const form = useContractForm(ZDeleteStaffRequest, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (body: TDeleteStaffRequest) => call('deleteStaff', { params: { id: staff._id }, body }),
    onSuccess: () => {
      toast.success(`${staff.first_name} ${staff.last_name} deleted`);
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, 'The server could not be reached; nothing changed'),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title="Delete staff user"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => remove.mutate(body))()}
      submitLabel="Delete"
      busy={remove.isPending}
      disabled={!reason.trim()}
      error={errors.root?.server?.message}
      danger
    >
      <p className="dialog-summary">
        {staff.first_name} {staff.last_name} ({staff.email}, {staff.department}) can no longer sign in and leaves every
        list; every session ends now. The record stays, with your reason, in the audit log.
      </p>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} required />}
      </FormField>
    </Dialog>
  );
}
