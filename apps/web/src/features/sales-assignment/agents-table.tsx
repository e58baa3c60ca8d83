import '../../components/ui/filter-chip.css';
import type { TRotationAgent } from '@crm/contracts';
import { countryEntryOf } from '@crm/contracts/country-entries';
import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { NO_SALES_AGENT } from '@crm/contracts/sales-agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enSalesAssignment);
  const { pathname } = useLocation();
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<TRotationAgent | null>(null);
  const remove = useMutation({
    mutationFn: ({ agent, country }: { agent: TRotationAgent; country: string }) =>
      call('removeSalesCountries', { params: { id: agent._id }, body: { sales_rotation_countries: [country] } }),
    onSuccess: (_, { agent, country }) => {
      toast.success(t('salesAssignment.countryLeft', { country: countryName(country), name: agentName(agent) }));
      void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.overview() });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('salesAssignment.unreachable')),
  });
  const canAdd = can('crm_users.add_sales_countries');
  const canRemove = can('crm_users.remove_sales_countries');

  const columns: ListColumn<TRotationAgent>[] = [
    {
      id: 'name',
      label: t('salesAssignment.agent'),
      identity: true,
      cell: (a) => (
        <>
          {agentName(a)}
          {a._id === defaultAgentId && <span className="badge sa-default-badge">{t('salesAssignment.default')}</span>}
          <div className="muted sa-email">{a.email}</div>
        </>
      ),
    },
    {
      id: 'status',
      label: t('salesAssignment.status'),
      nowrap: true,
      cell: (a) => (
        <span className={a.active ? 'sa-on' : 'sa-off'}>
          {a.active ? t('salesAssignment.enabled') : t('salesAssignment.disabled')}
        </span>
      ),
    },
    {
      id: 'countries',
      label: t('salesAssignment.countries'),
      cell: (a) => (
        <ul className="chips" aria-label={t('salesAssignment.countriesOf', { name: agentName(a) })}>
          {a.sales_rotation_countries.map((c) => (
            <li key={c} className="chip">
              {countryName(c)}
              {canRemove && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('salesAssignment.removeCountry', { country: countryName(c), name: agentName(a) })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ agent: a, country: c })}
                >
                  <X size={12} />
                </button>
              )}
            </li>
          ))}
          {a.sales_rotation_countries.length === 0 && <li className="muted">{t('salesAssignment.noCountries')}</li>}
          {canAdd && (
            <li>
              <button
                type="button"
                className="icon-button"
                aria-label={t('salesAssignment.addCountry', { name: agentName(a) })}
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
      label: t('salesAssignment.clients'),
      numeric: true,
      cell: (a) => (
        <Link
          to={clientsLink(a._id)}
          aria-label={t('salesAssignment.clientsOf', { name: agentName(a), clients: a.clients })}
        >
          {a.clients.toLocaleString('en-GB')}
        </Link>
      ),
    },
  ];

  return (
    <section className="sa-section" aria-labelledby="sa-agents">
      <div className="sa-heading">
        <h2 id="sa-agents">{t('salesAssignment.agents')}</h2>
        {unassigned !== undefined && (
          <Link to={clientsLink(NO_SALES_AGENT)} className="sa-unassigned" data-testid="unassigned">
            <strong>{unassigned.toLocaleString('en-GB')}</strong> {t('salesAssignment.unassigned')}
          </Link>
        )}
      </div>
      <ListTable
        caption={t('salesAssignment.agentsCaption')}
        listId={`${pathname}#agents`}
        columns={columns}
        rows={agents}
        rowKey={(a) => a._id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('salesAssignment.noAgents')}
      />
      {adding && <AddCountryDialog agent={adding} onClose={() => setAdding(null)} />}
    </section>
  );
}
