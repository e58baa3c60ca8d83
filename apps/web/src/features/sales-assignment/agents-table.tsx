import '../../components/ui/filter-chip.css';
import { NO_SALES_AGENT, type TRotationAgent } from '@crm/contracts';
import { countryEntryOf } from '@crm/contracts/country-entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

const AddCountryDialog = lazy(() => import('./add-country-dialog.tsx'));

const countryName = (iso2: string) => countryEntryOf(iso2)?.name ?? iso2.toUpperCase();
export const agentName = (a: Pick<TRotationAgent, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`;
const clientsLink = (agent: string) => `/clients?sales_agent=${encodeURIComponent(agent)}`;

/** The brand's agents: state, rotation countries (added and removed here) and current clients. */
export function AgentsTable({
  agents,
  defaultAgentId,
  unassigned,
  loading,
  error,
  onRetry,
}: {
  agents: readonly TRotationAgent[] | undefined;
  defaultAgentId: string | null;
  unassigned: number | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { pathname } = useLocation();
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<TRotationAgent | null>(null);
  const remove = useMutation({
    mutationFn: ({ agent, country }: { agent: TRotationAgent; country: string }) =>
      call('removeSalesCountries', { params: { id: agent._id }, body: { sales_rotation_countries: [country] } }),
    onSuccess: (_, { agent, country }) => {
      toast.success(`${countryName(country)} left ${agentName(agent)}’s rotation`);
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.overview() });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'The server could not be reached; nothing changed'),
  });
  const canAdd = can('crm_users.add_sales_countries');
  const canRemove = can('crm_users.remove_sales_countries');

  const columns: ListColumn<TRotationAgent>[] = [
    {
      id: 'name',
      label: 'Agent',
      identity: true,
      cell: (a) => (
        <>
          {agentName(a)}
          {a._id === defaultAgentId && <span className="badge sa-default-badge">Default</span>}
          <div className="muted sa-email">{a.email}</div>
        </>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      nowrap: true,
      cell: (a) => <span className={a.active ? 'sa-on' : 'sa-off'}>{a.active ? 'Enabled' : 'Disabled'}</span>,
    },
    {
      id: 'countries',
      label: 'Rotation countries',
      cell: (a) => (
        <ul className="chips" aria-label={`${agentName(a)}’s rotation countries`}>
          {a.sales_rotation_countries.map((c) => (
            <li key={c} className="chip">
              {countryName(c)}
              {canRemove && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${countryName(c)} from ${agentName(a)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ agent: a, country: c })}
                >
                  <X size={12} />
                </button>
              )}
            </li>
          ))}
          {a.sales_rotation_countries.length === 0 && <li className="muted">None: takes no new clients</li>}
          {canAdd && (
            <li>
              <button
                type="button"
                className="icon-button"
                aria-label={`Add a country to ${agentName(a)}`}
                onClick={() => setAdding(a)}
              >
                <Plus size={14} />
              </button>
            </li>
          )}
        </ul>
      ),
    },
    {
      id: 'clients',
      label: 'Clients',
      numeric: true,
      cell: (a) => (
        <Link to={clientsLink(a._id)} aria-label={`${agentName(a)}: ${a.clients} clients`}>
          {a.clients.toLocaleString('en-GB')}
        </Link>
      ),
    },
  ];

  return (
    <section className="sa-section" aria-labelledby="sa-agents">
      <div className="sa-heading">
        <h2 id="sa-agents">Sales agents</h2>
        {unassigned !== undefined && (
          <Link to={clientsLink(NO_SALES_AGENT)} className="sa-unassigned" data-testid="unassigned">
            <strong>{unassigned.toLocaleString('en-GB')}</strong> unassigned clients
          </Link>
        )}
      </div>
      <ListTable
        caption="Sales agents of this brand"
        listId={`${pathname}#agents`}
        columns={columns}
        rows={agents}
        rowKey={(a) => a._id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty="This brand has no sales agents: create one under Users with the sales department."
      />
      {adding && <AddCountryDialog agent={adding} onClose={() => setAdding(null)} />}
    </section>
  );
}
