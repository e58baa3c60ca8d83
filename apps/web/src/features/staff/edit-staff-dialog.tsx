import { type TRole, type TStaffUser, type TUpdateStaffRequest, ZUpdateStaffRequest } from '@crm/contracts';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { Option } from '../../components/ui/multi-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { StaffProfileFields } from './staff-form-fields.tsx';
import { staffKeys } from './staff-keys.ts';

type Values = z.input<typeof ZUpdateStaffRequest>;
type Props = { staff: TStaffUser; roles: readonly TRole[]; brands: readonly Option[]; onClose: () => void };

/** Edits a staff user's profile, role and brands; only what changed is sent (and audited). */
export function EditStaffDialog({ staff, roles, brands, onClose }: Props) {
  const t = useT(enStaff);
  const original: Values = {
    first_name: staff.first_name,
    last_name: staff.last_name,
    email: staff.email,
    department: staff.department,
    role_id: staff.role?._id ?? null,
    brands: staff.brands,
  };
  const form = useContractForm(ZUpdateStaffRequest, { defaultValues: original });
  // A role the caller cannot list (no roles.view_roles) still shows as the one held.
  const roleOptions = !staff.role || roles.some((r) => r._id === staff.role?._id) ? roles : [...roles, staff.role];
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TUpdateStaffRequest) => call('updateStaff', { params: { id: staff._id }, body }),
    onSuccess: (user) => {
      toast.success(t('staff.saved', { name: `${user.first_name} ${user.last_name}` }));
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('staff.unreachable')),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    // Only what differs from the user as loaded: an unchanged brand list is not re-granted.
    const same = (key: string, value: unknown) =>
      JSON.stringify(value) === JSON.stringify(original[key as keyof Values]);
    const changed = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => !same(key, value)),
    ) as TUpdateStaffRequest;
    if (Object.keys(changed).length === 0) onClose();
    else save.mutate(changed);
  });
  return (
    <Dialog
      title={t('staff.editTitle', { name: `${staff.first_name} ${staff.last_name}` })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('staff.save')}
      busy={save.isPending}
      error={errors.root?.server?.message}
    >
      <StaffProfileFields<Values> register={form.register} errors={errors} roles={roleOptions} brands={brands} />
    </Dialog>
  );
}
