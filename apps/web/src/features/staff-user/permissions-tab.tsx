import { type TStaffUser, ZStaffPermissionsRequest } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useCan } from '../auth/use-can.ts';
import {
  effectivePermissionGroups,
  groupLabel,
  SOURCE_LABELS,
  type TCatalogueEntry,
  type TEffectivePermission,
} from './effective-permissions.ts';
import { staffUserKeys } from './staff-user-keys.ts';
import { useStaffUserUpdate } from './use-staff-user-update.ts';

/**
 * What the staff user may do: every effective permission (own ∪ role, and the admin role's rule),
 * grouped as the catalogue groups them, each with where it comes from. Direct permissions are
 * added and removed one by one, each with its own permission.
 */
export function PermissionsTab({ user }: { user: TStaffUser }) {
  const can = useCan();
  const toast = useToast();
  const saved = useStaffUserUpdate();
  const { data: catalogue, error } = useQuery({
    queryKey: staffUserKeys.catalogue(),
    queryFn: () => call('listPermissions'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const remove = useMutation({
    mutationFn: (value: TPermission) =>
      call('removeStaffPermissions', { params: { id: user._id }, body: { permissions: [value] } }),
    onSuccess: (reply, value) => {
      saved(reply);
      toast.success(`Removed ${value}`);
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Not removed: the server could not be reached'),
  });
  if (error) return <p role="alert">The permission catalogue could not be read.</p>;
  if (!catalogue) return <p aria-busy="true">Loading…</p>;

  const canRemove = can('crm_users.remove_permissions');
  const columns: ListColumn<TEffectivePermission>[] = [
    {
      id: 'permission',
      label: 'Permission',
      identity: true,
      cell: (p) => (
        <>
          {p.label} <code className="muted staff-user-code">{p.value}</code>
        </>
      ),
    },
    { id: 'description', label: 'What it allows', cell: (p) => p.description },
    {
      id: 'source',
      label: 'From',
      nowrap: true,
      cell: (p) => <span className={`status permission-source source-${p.source}`}>{SOURCE_LABELS[p.source]}</span>,
    },
  ];
  if (canRemove)
    columns.push({
      id: 'actions',
      label: 'Actions',
      nowrap: true,
      sticky: true,
      cell: (p) =>
        (p.source === 'direct' || p.source === 'both') && (
          <button
            type="button"
            className="button small"
            aria-label={`Remove the direct permission ${p.label}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.value as TPermission)}
          >
            Remove direct
          </button>
        ),
    });
  const groups = effectivePermissionGroups(user, catalogue);
  return (
    <div className="staff-user-permissions">
      <p className="muted">
        Own permissions and the role’s ({user.role?.name ?? 'no role'}) together. A permission given directly stays when
        the role changes.
      </p>
      {can('crm_users.add_permissions') && <AddPermissionForm user={user} catalogue={catalogue} />}
      {groups.length === 0 && <p>This staff user holds no permission.</p>}
      {groups.map((g) => (
        <section key={g.group} className="staff-user-section" aria-label={groupLabel(g.group)}>
          <h2>{groupLabel(g.group)}</h2>
          <ListTable
            caption={`${groupLabel(g.group)} permissions`}
            listId="staff-user-permissions"
            columns={columns}
            rows={g.permissions}
            rowKey={(p) => p.value}
            empty="None."
          />
        </section>
      ))}
    </div>
  );
}

/** One direct permission at a time, chosen from those the user does not hold directly yet. */
function AddPermissionForm({ user, catalogue }: { user: TStaffUser; catalogue: readonly TCatalogueEntry[] }) {
  const id = useId();
  const toast = useToast();
  const saved = useStaffUserUpdate();
  const form = useContractForm(ZStaffPermissionsRequest, { defaultValues: { permissions: [] } });
  const add = useMutation({
    mutationFn: (body: { permissions: TPermission[] }) =>
      call('addStaffPermissions', { params: { id: user._id }, body }),
    onSuccess: (reply, body) => {
      saved(reply);
      form.reset({ permissions: [] });
      toast.success(`Added ${body.permissions.join(', ')}`);
    },
    onError: (e) => showServerError(form, e, 'Not added: the server could not be reached'),
  });
  // Nobody grants what they do not hold (the server refuses it with code 24): those are not offered.
  const can = useCan();
  const options = catalogue
    .filter((p) => !user.permissions.includes(p.value) && can(p.value as TPermission))
    .map((p) => ({ id: p.value, label: `${p.label} (${p.value})` }));
  const { errors } = form.formState;
  const fieldError = errors.permissions?.message ?? errors.permissions?.[0]?.message;
  return (
    <form
      className="inline-form staff-user-add"
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((body) => add.mutate(body))}
      noValidate
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        Add a direct permission
      </h2>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <Combobox
            label="Add a direct permission"
            options={options}
            value={field.value[0] ?? null}
            onChange={(value) => field.onChange(value ? [value as TPermission] : [])}
            empty="No permission matches"
          />
        )}
      />
      <button type="submit" className="button" disabled={add.isPending}>
        Add permission
      </button>
      <FormError message={fieldError ?? errors.root?.server?.message} />
    </form>
  );
}
