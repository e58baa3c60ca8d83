import type { TClient, TTradingAccount } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountColumns } from '../accounts/account-columns.tsx';
import { accountKeys } from '../accounts/account-keys.ts';
import { AccountPanel } from '../accounts/account-panel.tsx';
import { OPEN_TRADES_REFRESH_MS } from '../accounts/account-trades.tsx';
import { BalanceOperationDialog, type OperationKind } from '../accounts/balance-operation-dialog.tsx';
import { OpenAccountButton } from '../accounts/open-account-dialog.tsx';
import { TransferDialog } from '../accounts/transfer-dialog.tsx';
import { useCan } from '../auth/use-can.ts';

type Environment = TTradingAccount['environment_type'];
type Open = { kind: OperationKind; account: TTradingAccount } | { kind: 'transfer'; from?: string } | null;

/** The client's live or demo accounts with their money, and the staff operations on them. */
export function AccountsTab({ client }: { client: TClient }) {
  const t = useT(enClientPage, enAccounts);
  const [environment, setEnvironment] = useState<Environment>('live');
  const [open, setOpen] = useState<Open>(null);
  // The account whose panel (settings, switches, trades) is open under the table.
  const [selected, setSelected] = useState<string | null>(null);
  const panelId = useId();
  const can = useCan();
  const query = { environment_type: environment, user: client._id, limit: 100 };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: accountKeys.list(client._id, environment),
    queryFn: () => call('listAccounts', { query }),
    // Equity and margin move with prices while positions are open: read them as often as open P/L.
    refetchInterval: (q) => (q.state.data?.docs.some((a) => a.open_positions > 0) ? OPEN_TRADES_REFRESH_MS : false),
  });
  const mayOperate = can('accounts.balance_operation');
  const mayTransfer = can('accounts.transfer_opration') && (data?.docs.length ?? 0) > 1;
  const selectedAccount = data?.docs.find((a) => a._id === selected);
  const closePanel = () => {
    const accountId = selected;
    setSelected(null);
    // Back to the row's login button, so the keyboard stays where the user was.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-account-details="${accountId}"]`)?.focus(),
    );
  };

  // The login opens the account's panel: a disclosure button that reads as the login itself.
  const columns = accountColumns(
    (a) => (
      <button
        type="button"
        className="link-button account-open"
        aria-expanded={selected === a._id}
        aria-controls={selected === a._id ? panelId : undefined}
        data-account-details={a._id}
        onClick={() => setSelected(selected === a._id ? null : a._id)}
      >
        {a.login_id}
      </button>
    ),
    t,
  );
  if (mayOperate || mayTransfer) {
    columns.push({
      id: 'actions',
      nowrap: true,
      sticky: true,
      label: t('clientPage.accounts.actions'),
      cell: (a) => (
        <span className="row-actions">
          {mayOperate && (
            <>
              <button
                type="button"
                className="button small"
                aria-label={t('clientPage.accounts.balanceOn', { login: a.login_id })}
                onClick={() => setOpen({ kind: 'balance', account: a })}
              >
                {t('clientPage.accounts.balance')}
              </button>
              <button
                type="button"
                className="button small"
                aria-label={t('clientPage.accounts.creditOn', { login: a.login_id })}
                onClick={() => setOpen({ kind: 'credit', account: a })}
              >
                {t('clientPage.accounts.credit')}
              </button>
            </>
          )}
          {mayTransfer && (
            <button
              type="button"
              className="button small"
              aria-label={t('clientPage.accounts.transferFrom', { login: a.login_id })}
              onClick={() => setOpen({ kind: 'transfer', from: a._id })}
            >
              {t('clientPage.accounts.transfer')}
            </button>
          )}
        </span>
      ),
    });
  }

  return (
    <div className="accounts-tab">
      <OpenAccountButton client={client} />
      <div className="list-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('clientPage.accounts.environment')}</legend>
          {(['live', 'demo'] as const).map((env) => (
            <label key={env}>
              <input
                type="radio"
                name="account-environment"
                value={env}
                checked={environment === env}
                onChange={() => {
                  setEnvironment(env);
                  setSelected(null);
                }}
              />
              {t(env === 'live' ? 'clientPage.accounts.live' : 'clientPage.accounts.demo')}
            </label>
          ))}
        </fieldset>
        {mayTransfer && (
          <button type="button" className="button" onClick={() => setOpen({ kind: 'transfer' })}>
            {t('clientPage.accounts.transferBetween')}
          </button>
        )}
      </div>
      <ListTable
        caption={t(environment === 'live' ? 'clientPage.accounts.liveCaption' : 'clientPage.accounts.demoCaption')}
        listId="client-accounts"
        columns={columns}
        rows={data?.docs}
        rowKey={(a) => a._id}
        rowClass={(a) => (a._id === selected ? 'selected' : undefined)}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t(environment === 'live' ? 'clientPage.accounts.liveEmpty' : 'clientPage.accounts.demoEmpty')}
        onOpen={(a) => setSelected(selected === a._id ? null : a._id)}
      />
      {selectedAccount && (
        <AccountPanel
          key={selectedAccount._id}
          id={panelId}
          account={selectedAccount}
          onClose={closePanel}
          onDeleted={() => setSelected(null)}
        />
      )}
      {open && open.kind !== 'transfer' && (
        <BalanceOperationDialog account={open.account} kind={open.kind} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'transfer' && data && (
        <TransferDialog accounts={data.docs} from={open.from} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
