import { elAuditActions } from './el/audit-actions.ts';
import { elAuditLogs } from './el/audit-logs.ts';
import { elPermissionLabels } from './el/permission-labels.ts';
import { elPermissions } from './el/permissions.ts';
import { elSalesAssignment } from './el/sales-assignment.ts';
import { elShell } from './el/shell.ts';
import { elStaff } from './el/staff.ts';
import { elStaffUser } from './el/staff-user.ts';
import { elTranslationTool } from './el/translation-tool.ts';
import { elTwoFactor } from './el/two-factor.ts';
import type { en } from './en.ts';

/**
 * The console's words in Greek (the default country is Cyprus, spec point 9), shipped complete: the
 * type holds it to English's keys, and a unit test to English's placeholders. Published texts from
 * `/internals/translation-tool` override these without a rebuild. One area per file under `el/`,
 * the same areas as `en/`; one area per line below.
 */
export const el: Record<keyof typeof en, string> = {
  ...elAuditActions,
  ...elAuditLogs,
  ...elPermissionLabels,
  ...elPermissions,
  ...elSalesAssignment,
  ...elShell,
  ...elStaff,
  ...elStaffUser,
  ...elTranslationTool,
  ...elTwoFactor,
};
