import type { TClient, TTradingAccount } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GroupedTable, type TableColumn } from '../../components/ui/grouped-table.tsx';
import { api } from '../../lib/api/client.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { PLATFORM_LABELS, TIER_LABELS } from '../accounts/account-label.ts';
import { BalanceOperationDialog, type OperationKind } from '../accounts/balance-operation-dialog.tsx';
import { TransferDialog } from '../accounts/transfer-dialog.tsx';
import { useCan } from '../auth/use-can.ts';

type Environment = TTradingAccount['environment_type'];
type AccountPage = { docs: TTradingAccount[]; totalDocs: number };
type Open = { kind: OperationKind; account: TTradingAccount } | { kind: 'transfer'; from?: string } | null;

const money = (field: 'balance' | 'credit' | 'available') => (a: TTradingAccount) => formatMoney(a[field], a.currency);

/** The client's live or demo accounts with their money, and the staff operations on them. */
export function AccountsTab({ client }: { client: TClient }) {
  const [environment, setEnvironment] = useState<Environment>('live');
  const [open, setOpen] = useState<Open>(null);
  const can = useCan();
  const query = { environment_type: environment, user: client._id, limit: 100 };
  const { data, isFetching, error } = useQuery({
    queryKey: ['accounts', client._id, environment],
    queryFn: () => api<AccountPage>('/dashboard/users/accounts', { query }),
  });
  const mayOperate = can('accounts.balance_operation');
  const mayTransfer = can('accounts.transfer_opration') && (data?.docs.length ?? 0) > 1;

  const columns: TableColumn<TTradingAccount>[] = [
    { key: 'platform', label: 'Platform', cell: (a) => PLATFORM_LABELS[a.platform] },
    { key: 'login', label: 'Login', cell: (a) => a.login_id },
    { key: 'tier', label: 'Tier', cell: (a) => TIER_LABELS[a.tier] },
    { key: 'type', label: 'Type', cell: (a) => a.account_type },
    { key: 'leverage', label: 'Leverage', numeric: true, cell: (a) => `1:${a.leverage}` },
    { key: 'currency', label: 'Currency', cell: (a) => a.currency },
    { key: 'balance', label: 'Balance', numeric: true, cell: money('balance') },
    { key: 'credit', label: 'Credit', numeric: true, cell: money('credit') },
    { key: 'available', label: 'Available', numeric: true, cell: money('available') },
  ];
  if (mayOperate || mayTransfer) {
    columns.push({
      key: 'actions',
      nowrap: true,
      label: 'Actions',
      cell: (a) => (
        <span className="row-actions">
          {mayOperate && (
            <>
              <button
                type="button"
                className="button small"
                aria-label={`Balance operation on ${a.login_id}`}
                onClick={() => setOpen({ kind: 'balance', account: a })}
              >
                Balance
              </button>
              <button
                type="button"
                className="button small"
                aria-label={`Credit operation on ${a.login_id}`}
                onClick={() => setOpen({ kind: 'credit', account: a })}
              >
                Credit
              </button>
            </>
          )}
          {mayTransfer && (
            <button
              type="button"
              className="button small"
              aria-label={`Transfer from ${a.login_id}`}
              onClick={() => setOpen({ kind: 'transfer', from: a._id })}
            >
              Transfer
            </button>
          )}
        </span>
      ),
    });
  }

  return (
    <>
      <div className="list-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">Environment</legend>
          {(['live', 'demo'] as const).map((env) => (
            <label key={env}>
              <input
                type="radio"
                name="account-environment"
                value={env}
                checked={environment === env}
                onChange={() => setEnvironment(env)}
              />
              {env === 'live' ? 'Live' : 'Demo'}
            </label>
          ))}
        </fieldset>
        {mayTransfer && (
          <button type="button" className="button" onClick={() => setOpen({ kind: 'transfer' })}>
            Transfer between accounts
          </button>
        )}
      </div>
      <GroupedTable
        caption={`${environment === 'live' ? 'Live' : 'Demo'} accounts`}
        columns={columns}
        rows={data?.docs}
        rowKey={(a) => a._id}
        loading={isFetching}
        error={error}
        empty={`No ${environment} accounts.`}
      />
      {open && open.kind !== 'transfer' && (
        <BalanceOperationDialog account={open.account} kind={open.kind} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'transfer' && data && (
        <TransferDialog accounts={data.docs} from={open.from} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
