import type { TTradingAccount, TUpdateAccountRequest } from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_TYPE_LABELS } from './account-label.ts';
import { useAccountChange } from './use-account-change.ts';

type AccountType = TTradingAccount['account_type'];

/** Leverage and account type of one account; only what changed is sent. */
export function AccountSettingsForm({ account }: { account: TTradingAccount }) {
  const [leverage, setLeverage] = useState(account.leverage);
  const [accountType, setAccountType] = useState<AccountType>(account.account_type);
  const id = useId();
  const { mutation, error } = useAccountChange<TUpdateAccountRequest>(
    account,
    '',
    (saved) =>
      `${saved.login_id} saved: leverage 1:${saved.leverage}, ${ACCOUNT_TYPE_LABELS[saved.account_type].toLowerCase()}`,
  );
  // An account opened with a leverage no longer offered still shows it, so the form never lies.
  const choices: readonly number[] = LEVERAGES.includes(account.leverage as (typeof LEVERAGES)[number])
    ? LEVERAGES
    : [...LEVERAGES, account.leverage].sort((a, b) => a - b);
  const changed = leverage !== account.leverage || accountType !== account.account_type;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!changed || mutation.isPending) return;
    mutation.mutate({
      ...(leverage !== account.leverage && { leverage }),
      ...(accountType !== account.account_type && { account_type: accountType }),
    });
  };
  return (
    <form className="account-settings" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="panel-heading">
        Settings
      </h3>
      <div className="field">
        <label htmlFor={`${id}-leverage`}>Leverage</label>
        <select id={`${id}-leverage`} value={leverage} onChange={(e) => setLeverage(Number(e.target.value))}>
          {choices.map((l) => (
            <option key={l} value={l}>
              1:{l}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Account type</label>
        <select
          id={`${id}-type`}
          value={accountType}
          onChange={(e) => setAccountType(e.target.value === 'netted' ? 'netted' : 'hedged')}
        >
          {(['hedged', 'netted'] as const).map((t) => (
            <option key={t} value={t}>
              {ACCOUNT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button primary" disabled={!changed || mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save'}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
