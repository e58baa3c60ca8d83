import './layout.css';
import type { TCurrentUser } from '@crm/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay.tsx';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { AccessCheck } from '../auth/access-check.tsx';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useEventReminders } from '../calendar/use-event-reminders.ts';
import { useQueueStream } from '../queues/use-queue-stream.ts';
import { useCheckAlerts } from '../server-status/use-check-alerts.ts';
import { VisitedClientsBar } from '../visited-clients/visited-clients-bar.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { Sidebar } from './sidebar.tsx';
import { useCrossTabIdentity } from './use-cross-tab-identity.ts';
import { useSidebar } from './use-sidebar.ts';
import { useUserLanguage } from './use-user-language.ts';
import { ViewAsBanner } from './view-as-banner.tsx';

export function MainLayout() {
  return (
    <AccessCheck>
      <SignedInLayout />
    </AccessCheck>
  );
}

function SignedInLayout() {
  const { data } = useCurrentUser();
  const location = useLocation();
  const sidebar = useSidebar();
  useCrossTabIdentity();
  if (!isSignedIn(data)) return null;
  return <SignedInShell user={data} pathname={location.pathname} sidebar={sidebar} />;
}

function SignedInShell({
  user: data,
  pathname,
  sidebar,
}: {
  user: TCurrentUser;
  pathname: string;
  sidebar: ReturnType<typeof useSidebar>;
}) {
  useQueueStream(data.selectedBrand);
  useCheckAlerts();
  useEventReminders(data.selectedBrand);
  useUserLanguage(data.language);
  const t = useT();
  return (
    <div className={sidebar.open ? 'shell' : 'shell sidebar-collapsed'}>
      <Sidebar user={data} open={sidebar.open} onToggle={sidebar.toggle} />
      <div className="main">
        <ViewAsBanner />
        <VisitedClientsBar brand={data.selectedBrand} />
        <main className="page" id="main">
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <footer className="footer">{t('shell.footer', { year: new Date().getFullYear() })}</footer>
      </div>
    </div>
  );
}
