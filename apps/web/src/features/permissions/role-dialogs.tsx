import {
  type TCreateRoleRequest,
  type TRenameRoleRequest,
  type TRole,
  ZCreateRoleRequest,
  ZRenameRoleRequest,
} from '@crm/contracts';
import { enPermissions } from '@crm/contracts/locales/en/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { permissionKeys } from './permission-keys.ts';

/** A new role with no permission yet: its column appears in the matrix, where its cells are ticked. */
export function CreateRoleDialog({ onClose }: { onClose: () => void }) {
  const t = useT(enPermissions);
  const form = useContractForm(ZCreateRoleRequest, { defaultValues: { name: '', permissions: [] } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: TCreateRoleRequest) => call('createRole', { body }),
    onSuccess: (role) => {
      toast.success(t('permissions.created', { role: role.name }));
      void queryClient.invalidateQueries({ queryKey: permissionKeys.roles() });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('permissions.unchanged')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('permissions.createTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => create.mutate(body))()}
      submitLabel={t('permissions.createSubmit')}
      busy={create.isPending}
      error={errors.root?.server?.message ?? errors.permissions?.message ?? null}
    >
      <FormField label={t('permissions.roleName')} error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <p className="muted">{t('permissions.createHint')}</p>
    </Dialog>
  );
}

export function RenameRoleDialog({ role, onClose }: { role: TRole; onClose: () => void }) {
  const t = useT(enPermissions);
  const form = useContractForm(ZRenameRoleRequest, { defaultValues: { name: role.name } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (body: TRenameRoleRequest) => call('renameRole', { params: { id: role._id }, body }),
    onSuccess: (renamed) => {
      toast.success(t('permissions.renamed', { role: role.name, name: renamed.name }));
      void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('permissions.unchanged')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('permissions.renameTitle', { role: role.name })}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => rename.mutate(body))()}
      submitLabel={t('permissions.rename')}
      busy={rename.isPending}
      error={errors.root?.server?.message ?? null}
    >
      <FormField label={t('permissions.newName')} error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
    </Dialog>
  );
}

/** The server refuses while staff hold the role; its message (how many) is shown in the dialog. */
export function DeleteRoleDialog({ role, onClose }: { role: TRole; onClose: () => void }) {
  const t = useT(enPermissions);
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => call('deleteRole', { params: { id: role._id } }),
    onSuccess: () => {
      toast.success(t('permissions.deleted', { role: role.name }));
      void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      onClose();
    },
    onError: (e) => {
      // The count may have changed since the page loaded: show the current one.
      if (e instanceof ApiError) void queryClient.invalidateQueries({ queryKey: permissionKeys.roles() });
    },
  });
  const error = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : t('permissions.unchanged')
    : null;
  return (
    <Dialog
      title={t('permissions.deleteTitle', { role: role.name })}
      onClose={onClose}
      onSubmit={() => remove.mutate()}
      submitLabel={t('permissions.deleteSubmit')}
      busy={remove.isPending}
      error={error}
      danger
    >
      <p className="dialog-summary">
        {role.staffCount > 0 ? t('permissions.heldBy', { count: role.staffCount }) : t('permissions.nobodyHolds')}
      </p>
    </Dialog>
  );
}
