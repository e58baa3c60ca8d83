import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDay, reportingDay } from '../../components/report/period.ts';
import { useReportingTimeZone } from '../../lib/auth/use-reporting-time-zone.ts';
import { useCan } from '../auth/use-can.ts';
import { AgendaCard } from '../calendar/agenda-card.tsx';
import './dashboard.css';
import { DailyTransactions, UsersPerCountry, UsersPerDevice, UsersPerTimeframe } from './demographics-charts.tsx';
import { KpiPanel, useKpis } from './kpi-panel.tsx';
import { LatestClients, LatestTransactions } from './latest-lists.tsx';
import { QueuesPanel } from './queues-panel.tsx';

const ERRORS: Record<string, string> = {
  '401': 'You do not have access to that page. Ask an administrator for the permission if you need it.',
  '500': 'Something went wrong while checking your access to that page. Try again; if it persists, tell support.',
};

/**
 * The landing page. It has no permission of its own: each widget shows only under the permission
 * of its data, and is simply absent otherwise (never an error). It also tells the user why they
 * were sent here (spec point 8: error=401 / error=500).
 */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const error = ERRORS[params.get('error') ?? ''];
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
        <h1>Dashboard</h1>
        {today && <span className="muted">Today, {formatDay(today)}</span>}
      </header>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <p className="dash-note muted">
        Days are the brokerage's reporting days. Amounts in USD at the rate of each transaction's reporting day; refunds
        and chargebacks count on the day of the deposit they give back. Deposits are settled client deposits; net
        deposits are the deposits that arrived less refunds, chargebacks and approved withdrawals (balance and credit
        operations and transfers are not in them).
      </p>
      <div className="dash-grid">
        <AgendaCard />
        <KpiPanel />
        <QueuesPanel />
        {can('demographics.users_per_timeframe') && today && <UsersPerTimeframe today={today} />}
        {can('transactions.view_transactions') && <LatestTransactions />}
        {can('users.get_users') && <LatestClients />}
        {can('demographics.users_per_country') && <UsersPerCountry />}
        {can('demographics.users_per_device') && <UsersPerDevice />}
        {can('demographics.transactions_per_month') && today && <DailyTransactions today={today} />}
      </div>
    </div>
  );
}
