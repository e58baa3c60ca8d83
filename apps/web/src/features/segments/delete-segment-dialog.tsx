import { type TSegment, ZDeleteSegmentRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { SEGMENTS_PATH } from './segment-columns.tsx';
import { segmentKeys } from './segment-keys.ts';

/** Deletes a segment after asking why; the record stays, with the reason, and the audit log names it. */
export function DeleteSegmentDialog({ segment, onClose }: { segment: TSegment; onClose: () => void }) {
  const form = useContractForm(ZDeleteSegmentRequest, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (body: { reason: string }) => call('deleteSegment', { params: { id: segment._id }, body }),
    onSuccess: () => {
      toast.success(`Segment "${segment.name}" deleted`);
      void queryClient.invalidateQueries({ queryKey: segmentKeys.all });
      void navigate(SEGMENTS_PATH);
    },
    onError: (e) => showServerError(form, e, 'The server could not be reached; nothing changed'),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title="Delete segment"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => remove.mutate(body))()}
      submitLabel="Delete"
      busy={remove.isPending}
      disabled={!reason.trim()}
      error={errors.root?.server?.message}
      danger
    >
      <p className="dialog-summary">
        “{segment.name}” leaves the list of segments; ribbons and sends can no longer target it. The record stays, with
        your reason, in the audit log.
      </p>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} required />}
      </FormField>
    </Dialog>
  );
}
