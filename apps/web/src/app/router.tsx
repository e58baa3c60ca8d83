import { MENU, type TMenuEntry } from '@crm/contracts/menu';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { MainLayout } from '../features/layout/main-layout.tsx';
import { SetPasswordPage } from '../features/set-password/set-password-page.tsx';

// Pages load on demand so the first load carries only the shell.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const ComingPage = lazy(() => import('../features/pending/coming-page.tsx'));
const GroupPage = lazy(() => import('../features/pending/group-page.tsx'));
const StaffListPage = lazy(() => import('../features/staff/staff-page.tsx'));
const PermissionsPage = lazy(() => import('../features/permissions/permissions-page.tsx'));
const StaffUserPage = lazy(() => import('../features/staff-user/staff-user-page.tsx'));
const AuditLogsPage = lazy(() => import('../features/audit-logs/audit-logs-page.tsx'));
const SalesAssignmentPage = lazy(() => import('../features/sales-assignment/sales-assignment-page.tsx'));
const ScheduledFunctionsPage = lazy(() => import('../features/scheduled-functions/scheduled-functions-page.tsx'));
const ServerStatusPage = lazy(() => import('../features/server-status/server-status-page.tsx'));
const ClientsListPage = lazy(() => import('../features/clients/clients-list-page.tsx'));
const ClientPage = lazy(() => import('../features/client-page/client-page.tsx'));
const DocumentQueuePage = lazy(() => import('../features/documents/document-queue-page.tsx'));
const RequestsListPage = lazy(() => import('../features/requests/requests-list-page.tsx'));
const PendingRequestsPage = lazy(() => import('../features/requests/pending-requests-page.tsx'));
const TransactionsPage = lazy(() => import('../features/transactions/transactions-page.tsx'));
const FinanceReportPage = lazy(() => import('../features/reports-finances/finance-report-page.tsx'));
const FtdReportPage = lazy(() => import('../features/reports-ftd/ftd-report-page.tsx'));
const ReportsUtmsPage = lazy(() => import('../features/reports-utms/reports-utms-page.tsx'));
const ReportsCampaignsPage = lazy(() => import('../features/reports-campaigns/reports-campaigns-page.tsx'));
const ActiveTradersPage = lazy(() => import('../features/reports-active-traders/active-traders-page.tsx'));
const BalanceReportPage = lazy(() => import('../features/reports-balance/balance-report-page.tsx'));
const UtmBuilderPage = lazy(() => import('../features/tools/utm-builder-page.tsx'));
const AnalyticsPage = lazy(() => import('../features/tools/analytics-page.tsx'));
const SalesLeaderboardPage = lazy(() => import('../features/tools/sales-leaderboard-page.tsx'));
const ApprovalPoliciesPage = lazy(() => import('../features/approval-policies/approval-policies-page.tsx'));
const OpenPaydPage = lazy(() => import('../features/open-payd/open-payd-page.tsx'));
const RibbonsPage = lazy(() => import('../features/ribbons/ribbons-page.tsx'));
const DailyAnalysisPage = lazy(() => import('../features/daily-analysis/daily-analysis-page.tsx'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/unsubscribe-page.tsx'));
const ClientMessagesPage = lazy(() => import('../features/client-messages/client-messages-page.tsx'));
const KitPage = lazy(() => import('../features/kit/kit-page.tsx'));
const SecurityPage = lazy(() => import('../features/two-factor/security-page.tsx'));
const BlogPage = lazy(() => import('../features/blog/blog-page.tsx'));
const CalendarPage = lazy(() => import('../features/calendar/calendar-page.tsx'));
const NotFoundPage = lazy(() => import('../features/pending/not-found-page.tsx'));
const SegmentsPage = lazy(() => import('../features/segments/segments-page.tsx'));
const SegmentPage = lazy(() => import('../features/segments/segment-page.tsx'));
const IbLeadsPage = lazy(() => import('../features/ib-leads/ib-leads-page.tsx'));
const TranslationToolPage = lazy(() => import('../features/translation-tool/translation-tool-page.tsx'));

/**
 * Pages built so far. A group's own path opens its first page the user may see (GroupPage); every
 * other path of the route table gets a page that says it is coming.
 */
const BUILT: Record<string, () => React.ReactNode> = {
  '/': () => <DashboardPage />,
  '/administration/users': () => <StaffListPage />,
  '/administration/permissions': () => <PermissionsPage />,
  '/administration/users/:id': () => <StaffUserPage />,
  '/administration/permissions/approval-policies': () => <ApprovalPoliciesPage />,
  '/administration/logs': () => <AuditLogsPage />,
  '/administration/sales-assignment': () => <SalesAssignmentPage />,
  '/clients': () => <ClientsListPage />,
  '/clients/pending': () => <ClientsListPage />,
  '/clients/verified': () => <ClientsListPage />,
  '/clients/kyc': () => <ClientsListPage />,
  '/clients/:clientId': () => <ClientPage />,
  '/documents': () => <DocumentQueuePage />,
  '/documents/pending-review': () => <DocumentQueuePage />,
  '/documents/pending-confirmation': () => <DocumentQueuePage />,
  '/requests': () => <RequestsListPage />,
  '/requests/change-leverage': () => <RequestsListPage />,
  '/requests/delete-account': () => <RequestsListPage />,
  '/finances/deposits': () => <TransactionsPage />,
  '/finances/withdrawals': () => <TransactionsPage />,
  '/finances/pending-deposits': () => <PendingRequestsPage />,
  '/finances/pending-withdrawals': () => <PendingRequestsPage />,
  '/reports/finances': () => <FinanceReportPage />,
  '/reports/firstTimeDeposits': () => <FtdReportPage />,
  '/reports/utms': () => <ReportsUtmsPage />,
  '/reports/campaigns': () => <ReportsCampaignsPage />,
  '/reports/activeTraders': () => <ActiveTradersPage />,
  '/reports/balanceEquity': () => <BalanceReportPage />,
  '/tools/utm-builder': () => <UtmBuilderPage />,
  '/client-communication/client-segments': () => <SegmentsPage />,
  '/client-communication/client-segments/:segmentId': () => <SegmentPage />,
  '/tools/analytics': () => <AnalyticsPage />,
  '/tools/sales-leaderboard': () => <SalesLeaderboardPage />,
  '/internals/open-payd-form': () => <OpenPaydPage />,
  '/internals/blog': () => <BlogPage />,
  '/internals/scheduled-functions': () => <ScheduledFunctionsPage />,
  '/internals/server-status': () => <ServerStatusPage />,
  '/client-communication/app-ribbon': () => <RibbonsPage />,
  '/internals/daily-analysis': () => <DailyAnalysisPage />,
  '/internals/ib-leads': () => <IbLeadsPage />,
  '/internals/translation-tool': () => <TranslationToolPage />,
  '/client-communication/push-notifications': () => <ClientMessagesPage channel="push" />,
  '/client-communication/sms': () => <ClientMessagesPage channel="sms" />,
  '/client-communication/email': () => <ClientMessagesPage channel="email" />,
};

const BUILT_PATHS: ReadonlySet<string> = new Set(Object.keys(BUILT));

const entries = (all: readonly TMenuEntry[]): TMenuEntry[] => all.flatMap((e) => [e, ...entries(e.children ?? [])]);

/** One route per path: a group whose "all" page repeats its path (`/clients`) is that page. */
const elementOf = (entry: TMenuEntry) => {
  const page = BUILT[entry.path];
  if (page) return page();
  if (entry.children) return <GroupPage group={entry} built={BUILT_PATHS} />;
  return <ComingPage />;
};

const pageRoutes: RouteObject[] = [...new Map(entries(MENU).map((e) => [e.path, e])).values()].map((entry) => ({
  path: entry.path,
  element: elementOf(entry),
}));

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  // A one-time set-password link lands here, signed out: outside the main layout, like /login.
  { path: '/set-password', element: <SetPasswordPage /> },
  // The unsubscribe link of every marketing e-mail: a client's page, signed out, outside the layout.
  {
    path: '/unsubscribe',
    element: (
      <Suspense fallback={null}>
        <UnsubscribePage />
      </Suspense>
    ),
  },
  {
    element: <MainLayout />,
    children: [
      ...pageRoutes,
      // Spec point 2: a withdrawals notification links to /withdrawals; the queue lives under Finances.
      { path: '/withdrawals', element: <Navigate to="/finances/pending-withdrawals" replace /> },
      // The kit's living catalogue: outside the menu, for the people who build pages and for the browser tests.
      { path: '/kit', element: <KitPage /> },
      // The user's own account security (two-factor sign-in): outside the menu, reached from Settings.
      { path: '/account/security', element: <SecurityPage /> },
      // The full calendar, opened from the dashboard's agenda: every staff member has one, so no menu entry.
      { path: '/calendar', element: <CalendarPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
