import type { TAccountPermissionsRequest, TTradingAccount } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { useId, useState } from 'react';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ACCOUNT_PERMISSIONS } from './account-label.ts';
import { useAccountChange } from './use-account-change.ts';

/**
 * What the client may do on the account. Each switch sends only its own change at once, so two
 * staff members flipping different switches do not undo each other; there is no form to fill, so
 * no form state: the switch shows the account as stored. Read-only without the right.
 */
export function AccountPermissionSwitches({ account, editable }: { account: TTradingAccount; editable: boolean }) {
  const t = useT(enAccounts);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const mutation = useAccountChange(
    (body: TAccountPermissionsRequest) => call('setAccountPermissions', { params: { id: account._id }, body }),
    (saved, change) => {
      setError(null);
      const key = ACCOUNT_PERMISSIONS.find((k) => change[k] !== undefined) ?? 'trading';
      return t(saved.permissions[key] ? 'accounts.allowed' : 'accounts.blocked', {
        permission: t(`accounts.permission.${key}`),
        login: saved.login_id,
      });
    },
    (e) => setError(e instanceof ApiError ? e.message : t('accounts.unreachable')),
  );
  return (
    <section className="account-permissions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="panel-heading">
        {t('accounts.clientMay')}
      </h3>
      {editable ? (
        <div className="switch-list">
          {ACCOUNT_PERMISSIONS.map((key) => (
            <Switch
              key={key}
              checked={account.permissions[key]}
              label={t(`accounts.permission.${key}`)}
              disabled={mutation.isPending}
              onChange={(on) => mutation.mutate({ [key]: on })}
            />
          ))}
        </div>
      ) : (
        <ul className="permission-list">
          {ACCOUNT_PERMISSIONS.map((key) => (
            <li key={key}>
              {t(`accounts.permission.${key}`)}:{' '}
              <strong>{t(account.permissions[key] ? 'accounts.on' : 'accounts.off')}</strong>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
