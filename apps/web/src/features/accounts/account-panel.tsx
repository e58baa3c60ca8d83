import type { TTradingAccount } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { accountLabel } from './account-label.ts';
import { AccountPermissionSwitches } from './account-permission-switches.tsx';
import { AccountSettingsForm } from './account-settings-form.tsx';
import { AccountTrades } from './account-trades.tsx';
import { DeleteAccountControl } from './delete-account-control.tsx';

/**
 * One account opened under the accounts table: its settings, the client's switches, deletion and
 * its trades, each shown only to staff who hold the right (the server checks again).
 */
export function AccountPanel({
  id,
  account,
  onClose,
  onDeleted,
}: {
  id: string;
  account: TTradingAccount;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT(enAccounts);
  const can = useCan();
  const ref = useRef<HTMLElement>(null);
  // Opening an account brings its panel into view (it sits below the table).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const mayUpdate = can('accounts.update_account');
  return (
    <section id={id} ref={ref} className="account-panel" aria-labelledby={`${id}-title`}>
      <header className="account-panel-header">
        <h2 id={`${id}-title`}>{accountLabel(account)}</h2>
        <span className="muted">
          {t('accounts.panelFacts', {
            tier: t(`accounts.tier.${account.tier}`),
            environment: t(`accounts.environment.${account.environment_type}`),
            group: account.group_name,
            date: new Date(account.createdAt).toLocaleDateString('en-GB'),
          })}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('accounts.close', { login: account.login_id })}
          onClick={onClose}
        >
          <X size={14} />
        </button>
      </header>
      <div className="account-controls">
        {mayUpdate && <AccountSettingsForm account={account} />}
        <AccountPermissionSwitches account={account} editable={mayUpdate} />
        {can('accounts.delete_account') && <DeleteAccountControl account={account} onDeleted={onDeleted} />}
      </div>
      {can('accounts.view_trades') && <AccountTrades account={account} />}
    </section>
  );
}
