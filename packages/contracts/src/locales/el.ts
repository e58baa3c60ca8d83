import { elAccounts } from './el/accounts.ts';
import { elAddCountry } from './el/add-country.ts';
import { elApprovalPolicies } from './el/approval-policies.ts';
import { elAuditActions } from './el/audit-actions.ts';
import { elAuditLogs } from './el/audit-logs.ts';
import { elAuditRecord } from './el/audit-record.ts';
import { elBlog } from './el/blog.ts';
import { elCalendar } from './el/calendar.ts';
import { elCalendarReminders } from './el/calendar-reminders.ts';
import { elClientMessages } from './el/client-messages.ts';
import { elClientPage } from './el/client-page.ts';
import { elClientRibbons } from './el/client-ribbons.ts';
import { elClientSearch } from './el/client-search.ts';
import { elClients } from './el/clients.ts';
import { elDailyAnalysis } from './el/daily-analysis.ts';
import { elDashboard } from './el/dashboard.ts';
import { elDocuments } from './el/documents.ts';
import { elIbFix } from './el/ib-fix.ts';
import { elIbLeads } from './el/ib-leads.ts';
import { elKitSamples } from './el/kit-samples.ts';
import { elOpenPayd } from './el/open-payd.ts';
import { elPending } from './el/pending.ts';
import { elPermissionLabels } from './el/permission-labels.ts';
import { elPermissions } from './el/permissions.ts';
import { elReassign } from './el/reassign.ts';
import { elReportActive } from './el/report-active.ts';
import { elReportBalance } from './el/report-balance.ts';
import { elReportCampaigns } from './el/report-campaigns.ts';
import { elReportFinances } from './el/report-finances.ts';
import { elReportFtd } from './el/report-ftd.ts';
import { elReportUtms } from './el/report-utms.ts';
import { elReports } from './el/reports.ts';
import { elRequests } from './el/requests.ts';
import { elRibbons } from './el/ribbons.ts';
import { elSalesAssignment } from './el/sales-assignment.ts';
import { elScheduledFunctions } from './el/scheduled-functions.ts';
import { elSegments } from './el/segments.ts';
import { elServerStatus } from './el/server-status.ts';
import { elShell } from './el/shell.ts';
import { elStaff } from './el/staff.ts';
import { elStaffUser } from './el/staff-user.ts';
import { elSweep } from './el/sweep.ts';
import { elTools } from './el/tools.ts';
import { elTransactions } from './el/transactions.ts';
import { elTranslationTool } from './el/translation-tool.ts';
import { elTwoFactor } from './el/two-factor.ts';
import { elVisited } from './el/visited.ts';
import type { en } from './en.ts';

/**
 * The console's words in Greek (the default country is Cyprus, spec point 9), shipped complete: the
 * type holds it to English's keys, and a unit test to English's placeholders. Published texts from
 * `/internals/translation-tool` override these without a rebuild. One area per file under `el/`,
 * the same areas as `en/`; one area per line below.
 */
export const el: Record<keyof typeof en, string> = {
  ...elAccounts,
  ...elAddCountry,
  ...elApprovalPolicies,
  ...elAuditActions,
  ...elAuditLogs,
  ...elAuditRecord,
  ...elBlog,
  ...elCalendar,
  ...elCalendarReminders,
  ...elClientMessages,
  ...elClientPage,
  ...elClients,
  ...elClientSearch,
  ...elDailyAnalysis,
  ...elDashboard,
  ...elDocuments,
  ...elIbFix,
  ...elIbLeads,
  ...elOpenPayd,
  ...elClientRibbons,
  ...elClients,
  ...elClientSearch,
  ...elDashboard,
  ...elDocuments,
  ...elIbFix,
  ...elKitSamples,
  ...elPending,
  ...elPermissionLabels,
  ...elPermissions,
  ...elReassign,
  ...elReportActive,
  ...elReportBalance,
  ...elReportCampaigns,
  ...elReportFinances,
  ...elReportFtd,
  ...elReports,
  ...elReportUtms,
  ...elRequests,
  ...elRibbons,
  ...elSalesAssignment,
  ...elScheduledFunctions,
  ...elServerStatus,
  ...elSegments,
  ...elShell,
  ...elStaff,
  ...elStaffUser,
  ...elSweep,
  ...elTools,
  ...elTransactions,
  ...elTranslationTool,
  ...elTwoFactor,
  ...elVisited,
};
