import { type TStaffUser, ZStaffPermissionsRequest } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
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
import { permissionDescription, permissionLabel } from '../../lib/format/permission-group.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import {
  effectivePermissionGroups,
  groupLabel,
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
  const t = useT(enStaffUser);
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
      toast.success(t('staffUser.removed', { permission: value }));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('staffUser.notRemoved')),
  });
  if (error) return <p role="alert">{t('staffUser.catalogueFailed')}</p>;
  if (!catalogue) return <p aria-busy="true">{t('staffUser.loading')}</p>;

  const canRemove = can('crm_users.remove_permissions');
  const columns: ListColumn<TEffectivePermission>[] = [
    {
      id: 'permission',
      label: t('staffUser.permission'),
      identity: true,
      cell: (p) => (
        <>
          {permissionLabel(p)} <code className="muted staff-user-code">{p.value}</code>
        </>
      ),
    },
    { id: 'description', label: t('staffUser.allows'), cell: (p) => permissionDescription(p) },
    {
      id: 'source',
      label: t('staffUser.from'),
      nowrap: true,
      cell: (p) => (
        <span className={`status permission-source source-${p.source}`}>{t(`staffUser.source.${p.source}`)}</span>
      ),
    },
  ];
  if (canRemove)
    columns.push({
      id: 'actions',
      label: t('staffUser.actions'),
      nowrap: true,
      sticky: true,
      cell: (p) =>
        (p.source === 'direct' || p.source === 'both') && (
          <button
            type="button"
            className="button small"
            aria-label={t('staffUser.removeDirectLabel', { permission: permissionLabel(p) })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.value as TPermission)}
          >
            {t('staffUser.removeDirect')}
          </button>
        ),
    });
  const groups = effectivePermissionGroups(user, catalogue);
  return (
    <div className="staff-user-permissions">
      <p className="muted">
        {t('staffUser.permissionsIntro', { role: user.role?.name ?? t('staffUser.noRoleLower') })}
      </p>
      {can('crm_users.add_permissions') && <AddPermissionForm user={user} catalogue={catalogue} />}
      {groups.length === 0 && <p>{t('staffUser.holdsNone')}</p>}
      {groups.map((g) => (
        <section key={g.group} className="staff-user-section" aria-label={groupLabel(g.group)}>
          <h2>{groupLabel(g.group)}</h2>
          <ListTable
            caption={t('staffUser.groupCaption', { group: groupLabel(g.group) })}
            listId="staff-user-permissions"
            columns={columns}
            rows={g.permissions}
            rowKey={(p) => p.value}
            empty={t('staffUser.none')}
          />
        </section>
      ))}
    </div>
  );
}

/** One direct permission at a time, chosen from those the user does not hold directly yet. */
function AddPermissionForm({ user, catalogue }: { user: TStaffUser; catalogue: readonly TCatalogueEntry[] }) {
  const t = useT(enStaffUser);
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
      toast.success(t('staffUser.added', { permissions: body.permissions.join(', ') }));
    },
    onError: (e) => showServerError(form, e, t('staffUser.notAdded')),
  });
  // Nobody grants what they do not hold (the server refuses it with code 24): those are not offered.
  const can = useCan();
  const options = catalogue
    .filter((p) => !user.permissions.includes(p.value) && can(p.value as TPermission))
    .map((p) => ({ id: p.value, label: `${permissionLabel(p)} (${p.value})` }));
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
        {t('staffUser.addPermission')}
      </h2>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <Combobox
            label={t('staffUser.addPermission')}
            options={options}
            value={field.value[0] ?? null}
            onChange={(value) => field.onChange(value ? [value as TPermission] : [])}
            empty={t('staffUser.noPermissionMatches')}
          />
        )}
      />
      <button type="submit" className="button" disabled={add.isPending}>
        {t('staffUser.addPermissionButton')}
      </button>
      <FormError message={fieldError ?? errors.root?.server?.message} />
    </form>
  );
}
