import './permissions.css';
import type { TRole } from '@crm/contracts';
import { ADMIN_ROLE } from '@crm/contracts/access';
import { enPermissions } from '@crm/contracts/locales/en/permissions';
import type { TPermission } from '@crm/contracts/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { authKeys } from '../auth/auth-keys.ts';
import { useCan } from '../auth/use-can.ts';
import { permissionKeys } from './permission-keys.ts';
import { PermissionMatrix, type TToggle } from './permission-matrix.tsx';
import { PermissionsNav } from './permissions-nav.tsx';
import { withToggle } from './with-toggle.ts';

const CreateRoleDialog = lazyDialog(() => import('./role-dialogs.tsx').then((m) => m.CreateRoleDialog));
const RenameRoleDialog = lazyDialog(() => import('./role-dialogs.tsx').then((m) => m.RenameRoleDialog));
const DeleteRoleDialog = lazyDialog(() => import('./role-dialogs.tsx').then((m) => m.DeleteRoleDialog));

type Open = { kind: 'create' } | { kind: 'rename'; role: TRole } | { kind: 'delete'; role: TRole } | null;

const TOGGLE_KEY = ['permissions', 'toggle'] as const;

/**
 * Administration › Permissions: the roles (create, rename, delete) and the permission matrix of
 * spec point 6. A toggle shows at once and is taken back if the server refuses it.
 */
export default function PermissionsPage() {
  const t = useT(enPermissions);
  const can = useCan();
  const canAdd = can('roles.add_role_permissions');
  const canRemove = can('roles.remove_role_permissions');
  const canCreate = can('roles.create_roles');
  const canDelete = can('roles.delete_roles');
  const [open, setOpen] = useState<Open>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const catalogue = useQuery({
    queryKey: permissionKeys.catalogue(),
    queryFn: () => call('listPermissions'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const roles = useQuery({ queryKey: permissionKeys.roles(), queryFn: () => call('listRoles') });

  const toggle = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ roleId, permission, hold }: TToggle) => {
      const request = { params: { id: roleId }, body: { permissions: [permission as TPermission] } };
      return hold ? call('addRolePermissions', request) : call('removeRolePermissions', request);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: permissionKeys.roles() });
      queryClient.setQueryData<TRole[]>(permissionKeys.roles(), (current) => withToggle(current, change));
    },
    onError: (e, change) => {
      // Only this change is taken back: others made meanwhile stay as they are.
      queryClient.setQueryData<TRole[]>(permissionKeys.roles(), (current) =>
        withToggle(current, { ...change, hold: !change.hold }),
      );
      toast.error(e instanceof ApiError ? e.message : t('permissions.unchanged'));
    },
    onSettled: () => {
      // Read the truth once the last toggle in flight has answered (an earlier reply would undo a later toggle).
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
        void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      }
    },
  });
  const { mutate } = toggle;
  const onToggle = useCallback((change: TToggle) => mutate(change), [mutate]);

  const roleActions = (role: TRole) => {
    const isAdmin = role.name === ADMIN_ROLE;
    return [
      ...(canCreate
        ? [
            {
              key: 'rename',
              label: t('permissions.rename'),
              disabled: isAdmin,
              onSelect: () => setOpen({ kind: 'rename', role }),
            },
          ]
        : []),
      ...(canDelete
        ? [
            {
              key: 'delete',
              label: t('permissions.delete'),
              disabled: isAdmin,
              onSelect: () => setOpen({ kind: 'delete', role }),
            },
          ]
        : []),
    ];
  };

  const failed = catalogue.error ?? roles.error;
  const readOnly = !canAdd && !canRemove;

  return (
    <>
      <h1>{t('permissions.title')}</h1>
      <PermissionsNav />
      <div className="list-toolbar">
        {canCreate && (
          <button type="button" className="button primary" onClick={() => setOpen({ kind: 'create' })}>
            <Plus size={14} aria-hidden /> {t('permissions.newRole')}
          </button>
        )}
        {readOnly && <span className="muted">{t('permissions.readOnly')}</span>}
      </div>
      <ul className="perm-legend" aria-label={t('permissions.legend')}>
        <li>
          <span inert className="perm-swatch">
            <input type="checkbox" checked readOnly aria-label={t('permissions.exampleHeld')} />
          </span>
          {t('permissions.legendHeld')}
        </li>
        <li>
          <span className="perm-implicit">
            <input type="checkbox" checked disabled aria-label={t('permissions.exampleAdmin')} />
          </span>{' '}
          {t('permissions.legendAdmin')}
        </li>
        <li>
          <span className="perm-explicit">{t('permissions.explicit')}</span> {t('permissions.legendExplicit')}
        </li>
      </ul>
      {failed ? (
        <div role="alert" className="perm-failed">
          <p>{failed instanceof ApiError ? failed.message : t('permissions.unreachable')}</p>
          <button
            type="button"
            className="button"
            onClick={() => void queryClient.invalidateQueries({ queryKey: permissionKeys.all })}
          >
            {t('permissions.tryAgain')}
          </button>
        </div>
      ) : catalogue.data && roles.data ? (
        <PermissionMatrix
          catalogue={catalogue.data}
          roles={roles.data}
          canAdd={canAdd}
          canRemove={canRemove}
          onToggle={onToggle}
          roleActions={roleActions}
        />
      ) : (
        <p className="muted">{t('permissions.loading')}</p>
      )}
      {open?.kind === 'create' && <CreateRoleDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'rename' && <RenameRoleDialog role={open.role} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && <DeleteRoleDialog role={open.role} onClose={() => setOpen(null)} />}
    </>
  );
}
