import { type TStaffUser, ZDeleteStaffRequest } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteWithReasonDialog } from '../../components/ui/delete-with-reason-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * Deletes a staff user after a confirmation that asks why. The row stays (the audit log names it)
 * with the reason on its record; their sessions and set-password links end at once.
 */
export function DeleteStaffDialog({ staff, onClose }: { staff: TStaffUser; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <DeleteWithReasonDialog
      title="Delete staff user"
      schema={ZDeleteStaffRequest}
      remove={(body) => call('deleteStaff', { params: { id: staff._id }, body })}
      onDeleted={() => {
        toast.success(`${staff.first_name} ${staff.last_name} deleted`);
        void queryClient.invalidateQueries({ queryKey: staffKeys.all });
        onClose();
      }}
      onClose={onClose}
    >
      {staff.first_name} {staff.last_name} ({staff.email}, {staff.department}) can no longer sign in and leaves every
      list; every session ends now. The record stays, with your reason, in the audit log.
    </DeleteWithReasonDialog>
  );
}
