import { enAccounts } from './en/accounts.ts';
import { enAddCountry } from './en/add-country.ts';
import { enApprovalPolicies } from './en/approval-policies.ts';
import { enAuditActions } from './en/audit-actions.ts';
import { enAuditLogs } from './en/audit-logs.ts';
import { enAuditRecord } from './en/audit-record.ts';
import { enBlog } from './en/blog.ts';
import { enCalendar } from './en/calendar.ts';
import { enCalendarReminders } from './en/calendar-reminders.ts';
import { enClientMessages } from './en/client-messages.ts';
import { enClientPage } from './en/client-page.ts';
import { enClientRibbons } from './en/client-ribbons.ts';
import { enClientSearch } from './en/client-search.ts';
import { enClients } from './en/clients.ts';
import { enDailyAnalysis } from './en/daily-analysis.ts';
import { enDashboard } from './en/dashboard.ts';
import { enDocuments } from './en/documents.ts';
import { enIbFix } from './en/ib-fix.ts';
import { enIbLeads } from './en/ib-leads.ts';
import { enKitSamples } from './en/kit-samples.ts';
import { enOpenPayd } from './en/open-payd.ts';
import { enPending } from './en/pending.ts';
import { enPermissionLabels } from './en/permission-labels.ts';
import { enPermissions } from './en/permissions.ts';
import { enReassign } from './en/reassign.ts';
import { enReportActive } from './en/report-active.ts';
import { enReportBalance } from './en/report-balance.ts';
import { enReportCampaigns } from './en/report-campaigns.ts';
import { enReportFinances } from './en/report-finances.ts';
import { enReportFtd } from './en/report-ftd.ts';
import { enReportUtms } from './en/report-utms.ts';
import { enReports } from './en/reports.ts';
import { enRequests } from './en/requests.ts';
import { enRibbons } from './en/ribbons.ts';
import { enSalesAssignment } from './en/sales-assignment.ts';
import { enScheduledFunctions } from './en/scheduled-functions.ts';
import { enSegments } from './en/segments.ts';
import { enServerStatus } from './en/server-status.ts';
import { enShell } from './en/shell.ts';
import { enStaff } from './en/staff.ts';
import { enStaffUser } from './en/staff-user.ts';
import { enSweep } from './en/sweep.ts';
import { enTools } from './en/tools.ts';
import { enTransactions } from './en/transactions.ts';
import { enTranslationTool } from './en/translation-tool.ts';
import { enTwoFactor } from './en/two-factor.ts';
import { enVisited } from './en/visited.ts';

/**
 * The console's words in English, the source language (issue 18). The spec's texts are these, to
 * the byte; every other language translates them key by key (`el.ts`, and texts published from
 * `/internals/translation-tool`). Keys are flat, `area.name`; plurals use i18next's `_one`/`_other`
 * suffixes, placeholders its `{{name}}`. A key's English may change: translations made from the old
 * text then show as outdated in the tool.
 *
 * One file per area under `en/` (the shell and kit, then a page or a family of pages each), so a
 * page's words travel in its own chunk: the console registers an area when a component asks for it
 * (`useT(enClients)`). This whole catalogue is what the server and the tool know, and what the
 * Greek chunk falls back to. One area per line below: keep them sorted.
 */
export const en = {
  ...enAccounts,
  ...enAddCountry,
  ...enApprovalPolicies,
  ...enAuditActions,
  ...enAuditLogs,
  ...enAuditRecord,
  ...enBlog,
  ...enCalendar,
  ...enCalendarReminders,
  ...enClientMessages,
  ...enClientPage,
  ...enClients,
  ...enClientSearch,
  ...enDailyAnalysis,
  ...enDashboard,
  ...enDocuments,
  ...enIbFix,
  ...enIbLeads,
  ...enOpenPayd,
  ...enClientRibbons,
  ...enClients,
  ...enClientSearch,
  ...enDashboard,
  ...enDocuments,
  ...enIbFix,
  ...enKitSamples,
  ...enPending,
  ...enPermissionLabels,
  ...enPermissions,
  ...enReassign,
  ...enReportActive,
  ...enReportBalance,
  ...enReportCampaigns,
  ...enReportFinances,
  ...enReportFtd,
  ...enReports,
  ...enReportUtms,
  ...enRequests,
  ...enRibbons,
  ...enSalesAssignment,
  ...enScheduledFunctions,
  ...enServerStatus,
  ...enSegments,
  ...enShell,
  ...enStaff,
  ...enStaffUser,
  ...enSweep,
  ...enTools,
  ...enTransactions,
  ...enTranslationTool,
  ...enTwoFactor,
  ...enVisited,
} as const;
