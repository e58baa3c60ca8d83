import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import type { TPermission } from '@crm/contracts/permissions';
import { useState } from 'react';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';

// Each tab's code (its forms, schemas, tables) comes apart from the page's; the Overview, which the
// page opens on, is fetched at once, alongside the client's data.
const OverviewTab = lazyPart(() => import('./overview-tab.tsx').then((m) => m.OverviewTab), { now: true });
const AccountsTab = lazyPart(() => import('./accounts-tab.tsx').then((m) => m.AccountsTab));
const DocumentsTab = lazyPart(() => import('./documents-tab.tsx').then((m) => m.DocumentsTab));
const LogsTab = lazyPart(() => import('./logs-tab.tsx').then((m) => m.LogsTab));
const NotesTab = lazyPart(() => import('./notes-tab.tsx').then((m) => m.NotesTab));
const RequestsTab = lazyPart(() => import('./requests-tab.tsx').then((m) => m.RequestsTab));
const TransactionsTab = lazyPart(() => import('./transactions-tab.tsx').then((m) => m.TransactionsTab));
const FollowUpsTab = lazyPart(() => import('../calendar/client-follow-ups.tsx').then((m) => m.ClientFollowUps));

const TABS = [
  'Overview',
  'Documents',
  'Notes',
  'Financial notes',
  'Logs',
  'Accounts',
  'Transactions',
  'Requests',
  'Follow-ups',
] as const;
type Tab = (typeof TABS)[number];

/** Each tab's name in the console's language. */
const TAB_KEYS = {
  Overview: 'clientPage.tab.overview',
  Documents: 'clientPage.tab.documents',
  Notes: 'clientPage.tab.notes',
  'Financial notes': 'clientPage.tab.financialNotes',
  Logs: 'clientPage.tab.logs',
  Accounts: 'clientPage.tab.accounts',
  Transactions: 'clientPage.tab.transactions',
  Requests: 'clientPage.tab.requests',
  'Follow-ups': 'clientPage.tab.followUps',
} as const satisfies Record<Tab, keyof typeof enClientPage>;

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
  const t = useT(enClientPage);
  const [tab, setTab] = useState<Tab>('Overview');
  const can = useCan();
  const tabs = TABS.filter((id) => {
    const needed = TAB_PERMISSION[id];
    return !needed || can(needed);
  }).map((id) => ({ id, label: t(TAB_KEYS[id]) }));
  return (
    <Tabs label={t('clientPage.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'Overview' && <OverviewTab client={client} />}
      {tab === 'Documents' && <DocumentsTab client={client} />}
      {tab === 'Notes' && <NotesTab client={client} kind="notes" />}
      {tab === 'Financial notes' && <NotesTab client={client} kind="financialnotes" />}
      {tab === 'Logs' && <LogsTab client={client} />}
      {tab === 'Accounts' && <AccountsTab client={client} />}
      {tab === 'Transactions' && <TransactionsTab client={client} />}
      {tab === 'Requests' && <RequestsTab client={client} />}
      {tab === 'Follow-ups' && <FollowUpsTab client={client} />}
    </Tabs>
  );
}
