import {
  type TCreateRoleRequest,
  type TRenameRoleRequest,
  type TRole,
  ZCreateRoleRequest,
  ZRenameRoleRequest,
} from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { permissionKeys } from './permission-keys.ts';

const UNREACHABLE = 'The server could not be reached; nothing changed';

/** A new role with no permission yet: its column appears in the matrix, where its cells are ticked. */
export function CreateRoleDialog({ onClose }: { onClose: () => void }) {
  const form = useContractForm(ZCreateRoleRequest, { defaultValues: { name: '', permissions: [] } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: TCreateRoleRequest) => call('createRole', { body }),
    onSuccess: (role) => {
      toast.success(`Role ${role.name} created`);
      void queryClient.invalidateQueries({ queryKey: permissionKeys.roles() });
      onClose();
    },
    onError: (e) => showServerError(form, e, UNREACHABLE),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title="New role"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => create.mutate(body))()}
      submitLabel="Create role"
      busy={create.isPending}
      error={errors.root?.server?.message ?? errors.permissions?.message ?? null}
    >
      <FormField label="Role name" error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <p className="muted">The role starts with no permission; tick its cells in the matrix.</p>
    </Dialog>
  );
}

export function RenameRoleDialog({ role, onClose }: { role: TRole; onClose: () => void }) {
  const form = useContractForm(ZRenameRoleRequest, { defaultValues: { name: role.name } });
  const toast = useToast();
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (body: TRenameRoleRequest) => call('renameRole', { params: { id: role._id }, body }),
    onSuccess: (renamed) => {
      toast.success(`Role ${role.name} renamed ${renamed.name}`);
      void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, UNREACHABLE),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={`Rename the role ${role.name}`}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => rename.mutate(body))()}
      submitLabel="Rename"
      busy={rename.isPending}
      error={errors.root?.server?.message ?? null}
    >
      <FormField label="New name" error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
    </Dialog>
  );
}

/** The server refuses while staff hold the role; its message (how many) is shown in the dialog. */
export function DeleteRoleDialog({ role, onClose }: { role: TRole; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => call('deleteRole', { params: { id: role._id } }),
    onSuccess: () => {
      toast.success(`Role ${role.name} deleted`);
      void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      onClose();
    },
    onError: (e) => {
      // The count may have changed since the page loaded: show the current one.
      if (e instanceof ApiError) void queryClient.invalidateQueries({ queryKey: permissionKeys.roles() });
    },
  });
  const error = remove.error ? (remove.error instanceof ApiError ? remove.error.message : UNREACHABLE) : null;
  return (
    <Dialog
      title={`Delete the role ${role.name}`}
      onClose={onClose}
      onSubmit={() => remove.mutate()}
      submitLabel="Delete role"
      busy={remove.isPending}
      error={error}
      danger
    >
      <p className="dialog-summary">
        {role.staffCount > 0
          ? `${role.staffCount === 1 ? '1 staff user holds' : `${role.staffCount} staff users hold`} this role: give them another role first.`
          : 'Nobody holds this role. Deleting it cannot be undone; the audit log keeps what it was.'}
      </p>
    </Dialog>
  );
}
