import type { TClient } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';
import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useCan } from '../auth/use-can.ts';
import { AccountsTab } from './accounts-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { LogsTab } from './logs-tab.tsx';
import { NotesTab } from './notes-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { RequestsTab } from './requests-tab.tsx';
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

/** The client page's tabs, those the user may read, and the chosen one's content. */
export function ClientTabs({ client }: { client: TClient }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const can = useCan();
  const tabs = TABS.filter((t) => {
    const needed = TAB_PERMISSION[t];
    return !needed || can(needed);
  }).map((t) => ({ id: t, label: t }));
  return (
    <Tabs label="Client" tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'Overview' && <OverviewTab client={client} />}
      {tab === 'Documents' && <DocumentsTab client={client} />}
      {tab === 'Notes' && <NotesTab client={client} kind="notes" />}
      {tab === 'Financial notes' && <NotesTab client={client} kind="financialnotes" />}
      {tab === 'Logs' && <LogsTab client={client} />}
      {tab === 'Accounts' && <AccountsTab client={client} />}
      {tab === 'Transactions' && <TransactionsTab client={client} />}
      {tab === 'Requests' && <RequestsTab client={client} />}
    </Tabs>
  );
}
