import { hasAnyPermission, type TPermissionHolder } from './access.ts';
import type { TPermission } from './permissions.ts';

/**
 * The route table of spec point 2. An entry lists the permissions that open it (any one); none
 * means open to every signed-in user. `hidden` entries are real routes never shown in the menu.
 * `explicit` entries (the Internals, except Scheduled Functions) do not pass on the admin rule.
 */
export type TMenuEntry = {
  key: string;
  label: string;
  path: string;
  permissions?: readonly TPermission[];
  hidden?: boolean;
  explicit?: boolean;
  children?: readonly TMenuEntry[];
};

const entry = (key: string, label: string, path: string, extra: Partial<TMenuEntry> = {}): TMenuEntry => ({
  key,
  label,
  path,
  ...extra,
});

export const MENU: readonly TMenuEntry[] = [
  entry('dashboard', 'Dashboard', '/'),
  entry('clients', 'Clients', '/clients', {
    permissions: ['users.get_users'],
    children: [
      entry('clients-all', 'All clients', '/clients', { permissions: ['users.get_users'] }),
      entry('clients-pending', 'Pending', '/clients/pending', { permissions: ['users.get_users'] }),
      entry('clients-verified', 'Verified', '/clients/verified', { permissions: ['users.get_users'] }),
      entry('clients-kyc', 'KYC', '/clients/kyc', { permissions: ['users.get_users'] }),
    ],
  }),
  entry('client', 'Client', '/clients/:clientId', { permissions: ['users.get_user'], hidden: true }),
  entry('documents', 'Documents', '/documents', {
    permissions: ['documents.view_documents'],
    children: [
      entry('documents-review', 'Pending review', '/documents/pending-review', {
        permissions: ['documents.view_documents'],
      }),
      entry('documents-confirmation', 'Pending confirmation', '/documents/pending-confirmation', {
        permissions: ['documents.view_documents'],
      }),
    ],
  }),
  entry('requests', 'Requests', '/requests', {
    permissions: ['requests.view_requests'],
    children: [
      entry('requests-all', 'All requests', '/requests', { permissions: ['requests.view_requests'] }),
      entry('requests-leverage', 'Change leverage', '/requests/change-leverage', {
        permissions: ['requests.view_requests'],
      }),
      entry('requests-delete', 'Delete account', '/requests/delete-account', {
        permissions: ['requests.view_requests'],
      }),
    ],
  }),
  entry('reports', 'Reports', '/reports', {
    children: [
      entry('reports-finances', 'Finances', '/reports/finances', { permissions: ['reports.finances'] }),
      entry('reports-ftd', 'First-time deposits', '/reports/firstTimeDeposits', {
        permissions: ['reports.first_time_deposits'],
      }),
      entry('reports-utms', 'UTMs', '/reports/utms', { permissions: ['reports.utm_reports'] }),
      entry('reports-active', 'Active traders', '/reports/activeTraders', { permissions: ['reports.active_traders'] }),
      entry('reports-balance', 'Balance and equity', '/reports/balanceEquity', {
        permissions: ['reports.balance_report'],
      }),
      entry('reports-campaigns', 'Campaigns', '/reports/campaigns', {
        permissions: ['reports.utm_reports'],
        hidden: true,
      }),
    ],
  }),
  entry('finances', 'Finances', '/finances', {
    children: [
      entry('finances-deposits', 'Deposits', '/finances/deposits', { permissions: ['transactions.view_transactions'] }),
      entry('finances-pending-deposits', 'Pending deposits', '/finances/pending-deposits', {
        permissions: ['requests.view_pending_deposits'],
      }),
      entry('finances-withdrawals', 'Withdrawals', '/finances/withdrawals', {
        permissions: ['transactions.view_transactions'],
      }),
      entry('finances-pending-withdrawals', 'Pending withdrawals', '/finances/pending-withdrawals', {
        permissions: ['requests.view_pending_withdrawals'],
      }),
    ],
  }),
  entry('communication', 'Client communication', '/client-communication', {
    children: [
      entry('communication-ribbon', 'App ribbon', '/client-communication/app-ribbon', {
        permissions: ['ribbons.view_ribbons'],
      }),
      entry('communication-segments', 'Client segments', '/client-communication/client-segments', {
        permissions: ['user_segments.view_user_segments'],
      }),
      // One segment (its editor, size and clients), or `new`: opened from the list, never in the menu.
      entry('communication-segment', 'Client segment', '/client-communication/client-segments/:segmentId', {
        permissions: ['user_segments.view_user_segments'],
        hidden: true,
      }),
      entry('communication-push', 'Push notifications', '/client-communication/push-notifications', {
        permissions: ['user_segments.view_user_segments'],
        hidden: true,
      }),
      entry('communication-sms', 'SMS', '/client-communication/sms', {
        permissions: ['user_segments.view_user_segments'],
        hidden: true,
      }),
      entry('communication-email', 'E-mail', '/client-communication/email', {
        permissions: ['user_segments.view_user_segments'],
        hidden: true,
      }),
    ],
  }),
  entry('tools', 'Tools', '/tools', {
    hidden: true,
    children: [
      // The route table gives /tools no permission; each tool opens under the permissions of the
      // data it shows, as its endpoint declares (endpoints/tools.ts).
      entry('tools-utm', 'UTM builder', '/tools/utm-builder', { hidden: true, permissions: ['reports.utm_reports'] }),
      entry('tools-analytics', 'Analytics', '/tools/analytics', {
        hidden: true,
        permissions: ['demographics.users_per_timeframe', 'demographics.users_per_device', 'administration.user_logs'],
      }),
      entry('tools-leaderboard', 'Sales leaderboard', '/tools/sales-leaderboard', {
        hidden: true,
        permissions: ['reports.first_time_deposits', 'reports.finances'],
      }),
    ],
  }),
  entry('administration', 'Administration', '/administration', {
    children: [
      entry('admin-users', 'Users', '/administration/users', { permissions: ['crm_users.get_crm_users'] }),
      entry('admin-user', 'Staff user', '/administration/users/:id', {
        permissions: ['crm_users.get_crm_users'],
        hidden: true,
      }),
      entry('admin-permissions', 'Permissions', '/administration/permissions', {
        permissions: ['roles.view_roles', 'crm_users.get_crm_users'],
      }),
      // Segregation of duties on money (issue #16), beside the permissions: who must approve what.
      entry('admin-approval-policies', 'Approval policies', '/administration/permissions/approval-policies', {
        permissions: ['crm_users.get_crm_users', 'crm_users.update_crm_users'],
        hidden: true,
      }),
      entry('admin-sales', 'Sales assignment', '/administration/sales-assignment', {
        permissions: ['crm_users.get_crm_users'],
      }),
      entry('admin-logs', 'Logs', '/administration/logs', { permissions: ['administration.user_logs'] }),
    ],
  }),
  entry('internals', 'Internals', '/internals', {
    explicit: true,
    children: [
      entry('internals-scheduled', 'Scheduled functions', '/internals/scheduled-functions', {
        permissions: ['scheduled_functions.view_functions'],
      }),
      entry('internals-status', 'Server status', '/internals/server-status', {
        permissions: ['internal.server_status'],
        explicit: true,
      }),
      entry('internals-analysis', 'Daily analysis', '/internals/daily-analysis', {
        permissions: ['internal.daily_analysis_email'],
        explicit: true,
      }),
      entry('internals-payd', 'Payment form', '/internals/open-payd-form', {
        permissions: ['internal.openpayd_update_details', 'internal.openpayd_sweep'],
        explicit: true,
      }),
      entry('internals-translation', 'Translation tool', '/internals/translation-tool', {
        permissions: ['internal.translation_tool'],
        explicit: true,
      }),
      entry('internals-ib', 'IB leads', '/internals/ib-leads', {
        permissions: ['internal.ib_leads_upload'],
        explicit: true,
      }),
      entry('internals-blog', 'Blog', '/internals/blog', {
        permissions: ['internal.ai_blogpost_generator'],
        explicit: true,
      }),
    ],
  }),
];

/** Own or role permission, without the admin rule: what an explicit entry needs. */
const holdsExplicitly = (holder: TPermissionHolder, permissions: readonly TPermission[]) =>
  permissions.some((p) => holder.permissions.includes(p) || (holder.role?.permissions.includes(p) ?? false));

/** Spec point 5: enabled unless it lists permissions and the user (own or role) holds none. */
export function isEntryEnabled(holder: TPermissionHolder, item: TMenuEntry): boolean {
  const required = item.permissions ?? [];
  if (required.length === 0) return true;
  return item.explicit ? holdsExplicitly(holder, required) : hasAnyPermission(holder, required);
}

export type TVisibleMenuEntry = Omit<TMenuEntry, 'children'> & { children?: TVisibleMenuEntry[] };

/**
 * The menu a user sees: hidden and disabled entries left out, a parent shown only when at least
 * one child is enabled and displayed (and the parent itself is enabled).
 */
export function visibleMenu(holder: TPermissionHolder, entries: readonly TMenuEntry[] = MENU): TVisibleMenuEntry[] {
  return entries.flatMap((item): TVisibleMenuEntry[] => {
    if (item.hidden || !isEntryEnabled(holder, item)) return [];
    const { children: all, ...rest } = item;
    if (!all) return [rest];
    const children = visibleMenu(holder, all);
    return children.length > 0 ? [{ ...rest, children }] : [];
  });
}

const flatten = (entries: readonly TMenuEntry[], parent?: TMenuEntry): { item: TMenuEntry; parent?: TMenuEntry }[] =>
  entries.flatMap((item) => [{ item, parent }, ...flatten(item.children ?? [], item)]);

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path);

const paramCount = (pattern: string) => (pattern.match(/:/g) ?? []).length;

/**
 * The route-table entry of a path and the group it sits in: literal paths win over parameters
 * (`/clients/pending` over `/clients/:clientId`), and a child that repeats its group's path (the
 * "all" list) wins over the group.
 */
function bestMatch(path: string): { item: TMenuEntry; parent?: TMenuEntry } | undefined {
  return flatten(MENU)
    .filter(({ item }) => matches(item.path, path))
    .sort(
      (a, b) =>
        paramCount(a.item.path) - paramCount(b.item.path) ||
        b.item.path.length - a.item.path.length ||
        Number(Boolean(b.parent)) - Number(Boolean(a.parent)),
    )[0];
}

/** The route-table entry of a path, or undefined for a path not in the table. */
export const findRouteEntry = (path: string): TMenuEntry | undefined => bestMatch(path)?.item;

/** The access check of spec point 4: may this user open this path? Paths not in the table are open. */
export function canOpenPath(holder: TPermissionHolder, path: string): boolean {
  const found = bestMatch(path);
  if (!found) return true;
  const { item, parent } = found;
  // A group's own path is open only when one of its pages is (spec point 5, parents).
  if (item.children && !item.children.some((child) => isEntryEnabled(holder, child))) return false;
  // The page and the group it sits in must both be enabled (an Internals child needs explicit grant).
  return isEntryEnabled(holder, item) && (!parent || isEntryEnabled(holder, parent));
}
