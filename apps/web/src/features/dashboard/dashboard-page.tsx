import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDay, reportingDay } from '../../components/report/period.ts';
import { useReportingTimeZone } from '../../lib/auth/use-reporting-time-zone.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { AgendaCard } from '../calendar/agenda-card.tsx';
import './dashboard.css';
import { DailyTransactions, UsersPerCountry, UsersPerDevice, UsersPerTimeframe } from './demographics-charts.tsx';
import { KpiPanel, useKpis } from './kpi-panel.tsx';
import { LatestClients, LatestTransactions } from './latest-lists.tsx';
import { QueuesPanel } from './queues-panel.tsx';

const ERRORS: Readonly<Record<string, keyof typeof enDashboard>> = {
  '401': 'dashboard.error401',
  '500': 'dashboard.error500',
};

/**
 * The landing page. It has no permission of its own: each widget shows only under the permission
 * of its data, and is simply absent otherwise (never an error). It also tells the user why they
 * were sent here (spec point 8: error=401 / error=500).
 */
export default function DashboardPage() {
  const t = useT(enDashboard);
  const [params] = useSearchParams();
  const errorKey = ERRORS[params.get('error') ?? ''];
  const error = errorKey && t(errorKey);
  const can = useCan();
  const kpis = useKpis();
  // "Today" is the server's reporting day (the KPI reply says it); only if that call fails, the
  // console's own reckoning of it.
  const zone = useReportingTimeZone();
  const [fallbackDay] = useState(() => reportingDay(zone, new Date()));
  const today = kpis.data?.today ?? (kpis.error ? fallbackDay : null);
  return (
    <div className="dashboard">
      <header className="dash-head">
        <h1>{t('dashboard.title')}</h1>
        {today && <span className="muted">{t('dashboard.today', { day: formatDay(today) })}</span>}
      </header>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <p className="dash-note muted">{t('dashboard.note')}</p>
      {/* Half-width cards come in pairs between the wide ones, so no card stands beside a gap
          (for a member of staff who may see every widget). */}
      <div className="dash-grid">
        <AgendaCard />
        <QueuesPanel />
        <KpiPanel />
        {can('demographics.users_per_timeframe') && today && <UsersPerTimeframe today={today} />}
        {can('demographics.users_per_country') && <UsersPerCountry />}
        {can('transactions.view_transactions') && <LatestTransactions />}
        {can('users.get_users') && <LatestClients />}
        {can('demographics.users_per_device') && <UsersPerDevice />}
        {can('demographics.transactions_per_month') && today && <DailyTransactions today={today} />}
      </div>
    </div>
  );
}
