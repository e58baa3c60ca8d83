import type { TClient } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Switch } from '../../components/ui/switch.tsx';
import { api } from '../../lib/api/client.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { addVisited } from '../visited-clients/visited-store.ts';
import { AccountsTab } from './accounts-tab.tsx';
import { DocumentsTab } from './client-tabs.tsx';
import { LogsTab } from './logs-tab.tsx';
import { NotesTab } from './notes-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { RequestsTab } from './requests-tab.tsx';
import { SalesAgentField } from './sales-agent-field.tsx';
import { TransactionsTab } from './transactions-tab.tsx';

const TABS = [
  'Overview',
  'Documents',
  'Notes',
  'Financial notes',
  'Logs',
  'Accounts',
  'Transactions',
  'Requests',
] as const;
type Tab = (typeof TABS)[number];

/** The permission each tab reads with (the server checks it too); the others need none. */
const TAB_PERMISSION: Partial<Record<Tab, TPermission>> = {
  Documents: 'documents.view_user_documents',
  Notes: 'notes.view_notes',
  'Financial notes': 'financial_notes.view_financial_notes',
  Logs: 'users.logs',
  Accounts: 'accounts.get_accounts',
  Transactions: 'transactions.view_transactions',
  Requests: 'requests.view_requests',
};

/** One client, for the operator: the header holds what is checked most, tabs hold the rest. */
export default function ClientPage() {
  const { clientId = '' } = useParams();
  const { data: client, error } = useQuery({
    queryKey: clientKeys.detail(clientId),
    queryFn: () => api<TClient>(`/dashboard/users/${clientId}`),
  });
  const [tab, setTab] = useState<Tab>('Overview');
  const can = useCan();
  const tabs = TABS.filter((t) => {
    const needed = TAB_PERMISSION[t];
    return !needed || can(needed);
  });
  const queryClient = useQueryClient();
  const suspend = useMutation({
    mutationFn: (on: boolean) =>
      api<TClient>(`/dashboard/users/${clientId}/suspend`, { method: 'PUT', body: { suspend: on } }),
    onSuccess: (saved) => queryClient.setQueryData(clientKeys.detail(clientId), saved),
  });

  // Spec point 2: opening a client puts it in the visited-clients bar.
  useEffect(() => {
    const brand = selectedBrand();
    if (client && brand)
      addVisited(brand, {
        _id: client._id,
        readableId: client.readableId,
        name: `${client.first_name} ${client.last_name}`,
      });
  }, [client]);

  if (error) return <p role="alert">This client could not be opened.</p>;
  if (!client) return <p aria-busy="true">Loading…</p>;
  return (
    <>
      <header className="client-header">
        <h1>
          {client.readableId} · {client.first_name} {client.last_name}
        </h1>
        <span className={`status status-${client.kyc_status}`}>KYC {client.kyc_status.replaceAll('_', ' ')}</span>
        <span>{client.country.toUpperCase()}</span>
        <span className="muted">since {new Date(client.createdAt).toLocaleDateString('en-GB')}</span>
        <SalesAgentField client={client} />
        {can('users.suspend_user') ? (
          <Switch checked={client.suspended} label="Suspended" onChange={(on) => suspend.mutate(on)} />
        ) : (
          client.suspended && <span className="status status-rejected">Suspended</span>
        )}
      </header>
      <div role="tablist" aria-label="Client" className="tabs">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls="client-tab"
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="client-tab" aria-labelledby={`tab-${tab}`} className="tab-panel">
        {tab === 'Overview' && <OverviewTab client={client} />}
        {tab === 'Documents' && <DocumentsTab client={client} />}
        {tab === 'Notes' && <NotesTab client={client} kind="notes" />}
        {tab === 'Financial notes' && <NotesTab client={client} kind="financialnotes" />}
        {tab === 'Logs' && <LogsTab client={client} />}
        {tab === 'Accounts' && <AccountsTab client={client} />}
        {tab === 'Transactions' && <TransactionsTab client={client} />}
        {tab === 'Requests' && <RequestsTab client={client} />}
      </div>
    </>
  );
}
