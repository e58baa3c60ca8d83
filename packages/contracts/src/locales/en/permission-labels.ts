import { PERMISSIONS, type TPermission } from '../../permissions.ts';

type GroupOf<P> = P extends `${infer G}.${string}` ? G : never;
type TLabelKey = `permissionLabels.label.${TPermission}` | `permissionLabels.description.${TPermission}`;

/**
 * The permission catalogue as the console shows it (Administration › Permissions, a staff user's
 * permissions, the grant pickers): each group's name, and each permission's label and description.
 * The labels and descriptions are the contracts' own English (`permissions.ts`, which the server and
 * the OpenAPI document keep speaking), taken from there so the two cannot drift; the console
 * translates them by the permission's value.
 */
export const enPermissionLabels = {
  'permissionLabels.group.users': 'Clients',
  'permissionLabels.group.accounts': 'Accounts',
  'permissionLabels.group.documents': 'Documents',
  'permissionLabels.group.utils': 'Utilities',
  'permissionLabels.group.requests': 'Requests',
  'permissionLabels.group.transactions': 'Transactions',
  'permissionLabels.group.notes': 'Notes',
  'permissionLabels.group.financial_notes': 'Financial notes',
  'permissionLabels.group.ribbons': 'App ribbons',
  'permissionLabels.group.user_segments': 'User segments',
  'permissionLabels.group.trades': 'Trades',
  'permissionLabels.group.crm_users': 'Staff users',
  'permissionLabels.group.administration': 'Administration',
  'permissionLabels.group.roles': 'Roles',
  'permissionLabels.group.demographics': 'Demographics',
  'permissionLabels.group.scheduled_functions': 'Scheduled functions',
  'permissionLabels.group.reports': 'Reports',
  'permissionLabels.group.internal': 'Internals',
  ...(Object.fromEntries(
    PERMISSIONS.flatMap((p) => [
      [`permissionLabels.label.${p.value}`, p.label],
      [`permissionLabels.description.${p.value}`, p.description],
    ]),
  ) as Record<TLabelKey, string>),
} as const satisfies Record<`permissionLabels.group.${GroupOf<TPermission>}` | TLabelKey, string>;
