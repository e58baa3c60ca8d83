import { type TStaffUser, ZDeleteStaffRequest } from '@crm/contracts';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteWithReasonDialog } from '../../components/ui/delete-with-reason-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * Deletes a staff user after a confirmation that asks why. The row stays (the audit log names it)
 * with the reason on its record; their sessions and set-password links end at once.
 */
export function DeleteStaffDialog({ staff, onClose }: { staff: TStaffUser; onClose: () => void }) {
  const t = useT(enStaff);
  const name = `${staff.first_name} ${staff.last_name}`;
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <DeleteWithReasonDialog
      title={t('staff.deleteTitle')}
      schema={ZDeleteStaffRequest}
      remove={(body) => call('deleteStaff', { params: { id: staff._id }, body })}
      onDeleted={() => {
        toast.success(t('staff.deleted', { name }));
        void queryClient.invalidateQueries({ queryKey: staffKeys.all });
        onClose();
      }}
      onClose={onClose}
    >
      {t('staff.deleteSummary', { name, email: staff.email, department: staff.department })}
    </DeleteWithReasonDialog>
  );
}
