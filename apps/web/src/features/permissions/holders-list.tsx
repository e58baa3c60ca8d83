import type { THoldingSource } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { permissionKeys } from './permission-keys.ts';

const SOURCE_TEXT: Record<THoldingSource, string> = {
  direct: 'given directly',
  role: 'through the role',
  admin: 'by the admin rule',
};

/** The staff of the selected brand who hold a permission, each with how they hold it. */
export function HoldersList({ permission }: { permission: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: permissionKeys.holders(permission),
    queryFn: () => call('listPermissionHolders', { params: { permission: permission as TPermission } }),
  });
  if (isPending) return <p className="muted">Loading…</p>;
  if (error)
    return <p role="alert">{error instanceof ApiError ? error.message : 'The server could not be reached.'}</p>;
  if (data.length === 0) return <p className="muted">Nobody in this brand holds it.</p>;
  return (
    <ul className="perm-holders" aria-label="Staff who hold it">
      {data.map((h) => (
        <li key={h._id}>
          <span className="perm-holder-name">
            {h.first_name} {h.last_name}
            {!h.active && <span className="muted"> (disabled)</span>}
          </span>
          <span className="perm-holder-how">
            {h.via
              .map((source) =>
                source === 'role' && h.role ? `${SOURCE_TEXT.role} ${h.role.name}` : SOURCE_TEXT[source],
              )
              .join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
