import { enPermissions } from '@crm/contracts/locales/en/permissions';
import type { TPermission } from '@crm/contracts/permissions';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { permissionKeys } from './permission-keys.ts';

/** The staff of the selected brand who hold a permission, each with how they hold it. */
export function HoldersList({ permission }: { permission: string }) {
  const t = useT(enPermissions);
  const { data, error, isPending } = useQuery({
    queryKey: permissionKeys.holders(permission),
    queryFn: () => call('listPermissionHolders', { params: { permission: permission as TPermission } }),
  });
  if (isPending) return <p className="muted">{t('permissions.loading')}</p>;
  if (error) return <p role="alert">{error instanceof ApiError ? error.message : t('permissions.unreachable')}</p>;
  if (data.length === 0) return <p className="muted">{t('permissions.nobody')}</p>;
  return (
    <ul className="perm-holders" aria-label={t('permissions.holders')}>
      {data.map((h) => (
        <li key={h._id}>
          <span className="perm-holder-name">
            {h.first_name} {h.last_name}
            {!h.active && <span className="muted"> {t('permissions.holderDisabled')}</span>}
          </span>
          <span className="perm-holder-how">
            {h.via
              .map((source) =>
                source === 'role' && h.role
                  ? t('permissions.viaRole', { role: h.role.name })
                  : t(`permissions.via.${source}`),
              )
              .join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
