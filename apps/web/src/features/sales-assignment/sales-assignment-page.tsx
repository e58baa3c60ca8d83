import './sales-assignment.css';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useQuery } from '@tanstack/react-query';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { AgentsTable } from './agents-table.tsx';
import { DefaultAgentControl } from './default-agent-control.tsx';
import { HowAssignmentWorks } from './how-assignment-works.tsx';
import { IntakeKeysPanel } from './intake-keys-panel.tsx';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

// Moving clients needs the contracts' schemas: its code comes apart from the page's, fetched as the
// page's code runs, alongside the agents it waits for anyway.
const ReassignPanel = lazyPart(() => import('./reassign-panel.tsx').then((m) => m.ReassignPanel), { now: true });

/** Refreshed while open, so registrations arriving through the intake show as they rotate. */
const REFRESH_MS = 10_000;

/**
 * `/administration/sales-assignment`: who takes new clients (default agent, rotation countries),
 * the client app's keys, and moving clients between agents.
 */
export default function SalesAssignmentPage() {
  const t = useT(enSalesAssignment);
  const can = useCan();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: salesAssignmentKeys.overview(),
    queryFn: () => call('salesAssignmentOverview'),
    refetchInterval: REFRESH_MS,
  });
  return (
    <>
      <h1>{t('salesAssignment.title')}</h1>
      <HowAssignmentWorks />
      {data && <DefaultAgentControl agents={data.agents} defaultAgentId={data.default_agent_id} />}
      <AgentsTable
        agents={data?.agents}
        defaultAgentId={data?.default_agent_id ?? null}
        unassigned={data?.unassigned}
        loading={isFetching && !data}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && can('crm_users.update_crm_users', 'users.change_sales_assignment') && (
        <ReassignPanel agents={data.agents} />
      )}
      <IntakeKeysPanel />
    </>
  );
}
