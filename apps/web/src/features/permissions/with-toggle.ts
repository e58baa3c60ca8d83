import type { TRole } from '@crm/contracts';
import type { TToggle } from './permission-matrix.tsx';

/**
 * The roles with one permission added to or taken from one of them: the optimistic change of a
 * toggle, and (with `hold` turned round) the taking back of that one change when the server refuses.
 */
export const withToggle = (roles: TRole[] | undefined, { roleId, permission, hold }: TToggle): TRole[] | undefined =>
  roles?.map((r) =>
    r._id !== roleId
      ? r
      : {
          ...r,
          permissions: hold
            ? [...r.permissions.filter((p) => p !== permission), permission]
            : r.permissions.filter((p) => p !== permission),
        },
  );
