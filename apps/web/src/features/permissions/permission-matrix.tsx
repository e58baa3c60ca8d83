import type { TRole } from '@crm/contracts';
import { ADMIN_ROLE } from '@crm/contracts/access';
import { enPermissions } from '@crm/contracts/locales/en/permissions';
import { MoreHorizontal, Users } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { Popover } from '../../components/ui/popover.tsx';
import { groupLabel, permissionDescription, permissionLabel } from '../../lib/format/permission-group.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { HoldersList } from './holders-list.tsx';

/** One entry of `GET /dashboard/permissions`. */
export type TCatalogueEntry = { value: string; label: string; description: string; group: string; explicit: boolean };

export type TToggle = { roleId: string; permission: string; hold: boolean };

type Column = { id: string; name: string; isAdmin: boolean };

type Props = {
  catalogue: readonly TCatalogueEntry[];
  roles: readonly TRole[];
  canAdd: boolean;
  canRemove: boolean;
  onToggle: (toggle: TToggle) => void;
  /** The role's actions (rename, delete), or none when the caller may do neither. */
  roleActions: (role: TRole) => { key: string; label: string; onSelect: () => void; disabled?: boolean }[];
};

/**
 * The permission matrix: a row block per group of the catalogue, a row per permission (its label
 * and description), a column per role; each cell is a labelled checkbox. The header row and the
 * first column stay in view while the table scrolls in its own box. Rows are memoised on what they
 * show (the held flags as one string), so a toggle renders one row, not seventy.
 */
export function PermissionMatrix({ catalogue, roles, canAdd, canRemove, onToggle, roleActions }: Props) {
  const t = useT(enPermissions);
  // The columns change only when a role is added, renamed or removed, not when a cell is toggled:
  // keyed on ids and names, so the rows' memo holds across toggles.
  const columnKey = JSON.stringify(roles.map((r) => [r._id, r.name]));
  const columns = useMemo<Column[]>(
    () =>
      (JSON.parse(columnKey) as [string, string][]).map(([id, name]) => ({ id, name, isAdmin: name === ADMIN_ROLE })),
    [columnKey],
  );
  const held = useMemo(() => roles.map((r) => new Set(r.permissions)), [roles]);
  const groups = useMemo(() => {
    const byGroup = new Map<string, TCatalogueEntry[]>();
    for (const entry of catalogue) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
    return [...byGroup];
  }, [catalogue]);

  return (
    <div className="perm-matrix-wrap">
      <table className="perm-matrix">
        <caption className="visually-hidden">{t('permissions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="perm-corner">
              {t('permissions.permission')}
            </th>
            {roles.map((role) => {
              const actions = roleActions(role);
              return (
                <th key={role._id} scope="col" className="perm-role">
                  <div className="perm-role-head">
                    <span className="perm-role-name">{role.name}</span>
                    {actions.length > 0 && (
                      <Dropdown
                        label={
                          <>
                            <MoreHorizontal size={14} aria-hidden />
                            <span className="visually-hidden">{t('permissions.roleActions', { role: role.name })}</span>
                          </>
                        }
                        items={actions}
                      />
                    )}
                  </div>
                  <span className="perm-role-count">{t('permissions.staffCount', { count: role.staffCount })}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map(([group, entries]) => (
          <tbody key={group}>
            <tr className="perm-group">
              <th scope="rowgroup" colSpan={roles.length + 1}>
                <span>{groupLabel(group)}</span>
              </th>
            </tr>
            {entries.map((entry) => (
              <PermissionRow
                key={entry.value}
                entry={entry}
                columns={columns}
                held={held.map((s) => (s.has(entry.value) ? '1' : '0')).join('')}
                canAdd={canAdd}
                canRemove={canRemove}
                onToggle={onToggle}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

type RowProps = {
  entry: TCatalogueEntry;
  columns: readonly Column[];
  /** '1' or '0' per column: whether that role lists the permission. */
  held: string;
  canAdd: boolean;
  canRemove: boolean;
  onToggle: (toggle: TToggle) => void;
};

const PermissionRow = memo(function PermissionRow({ entry, columns, held, canAdd, canRemove, onToggle }: RowProps) {
  // Its own `useT`: a memoised row re-renders on a change of language, not only of its props.
  const t = useT(enPermissions);
  const label = permissionLabel(entry);
  return (
    <tr>
      <th scope="row" className="perm-name">
        <div className="perm-name-line">
          <span className="perm-label">{label}</span>
          {entry.explicit && (
            <span className="perm-explicit" title={t('permissions.explicitTitle')}>
              {t('permissions.explicit')}
            </span>
          )}
          <Popover
            label={
              <>
                <Users size={13} aria-hidden />
                <span className="visually-hidden">{t('permissions.whoHas', { permission: label })}</span>
              </>
            }
            title={t('permissions.whoHas', { permission: label })}
            placement="right"
          >
            <HoldersList permission={entry.value} />
          </Popover>
        </div>
        <span className="perm-description">
          {permissionDescription(entry)} <code className="perm-value">{entry.value}</code>
        </span>
      </th>
      {columns.map((column, i) => {
        const isHeld = held[i] === '1';
        if (column.isAdmin && !entry.explicit) {
          return (
            <td key={column.id} className="perm-cell perm-implicit">
              <input
                type="checkbox"
                checked
                disabled
                aria-label={t('permissions.cellAdmin', { permission: label, role: column.name })}
                title={t('permissions.heldByAdmin')}
              />
            </td>
          );
        }
        const allowed = isHeld ? canRemove : canAdd;
        return (
          <td key={column.id} className="perm-cell">
            <input
              type="checkbox"
              checked={isHeld}
              disabled={!allowed}
              aria-label={t('permissions.cell', { permission: label, role: column.name })}
              onChange={() => onToggle({ roleId: column.id, permission: entry.value, hold: !isHeld })}
            />
          </td>
        );
      })}
    </tr>
  );
});
