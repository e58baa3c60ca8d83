import { type TTradingAccount, ZUpdateAccountRequest } from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { useController } from 'react-hook-form';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAccountChange } from './use-account-change.ts';

/** Leverage and account type of one account, checked by the call's body schema; only what changed is sent. */
export function AccountSettingsForm({ account }: { account: TTradingAccount }) {
  const t = useT(enAccounts);
  const form = useContractForm(ZUpdateAccountRequest, {
    defaultValues: { leverage: account.leverage, account_type: account.account_type },
  });
  const leverage = useController({ control: form.control, name: 'leverage' });
  const accountType = form.watch('account_type');
  const mutation = useAccountChange(
    (body: { leverage?: number; account_type?: TTradingAccount['account_type'] }) =>
      call('updateAccount', { params: { id: account._id }, body }),
    (saved) =>
      t('accounts.settingsSaved', {
        login: saved.login_id,
        leverage: saved.leverage,
        type: t(`accounts.typeInline.${saved.account_type}`),
      }),
    (e) => showServerError(form, e, t('accounts.unreachable')),
  );
  // An account opened with a leverage no longer offered still shows it, so the form never lies.
  const choices: readonly number[] = LEVERAGES.includes(account.leverage as (typeof LEVERAGES)[number])
    ? LEVERAGES
    : [...LEVERAGES, account.leverage].sort((a, b) => a - b);
  const changed = leverage.field.value !== account.leverage || accountType !== account.account_type;
  const submit = form.handleSubmit((body) => {
    if (!changed || mutation.isPending) return;
    mutation.mutate({
      ...(body.leverage !== account.leverage && { leverage: body.leverage }),
      ...(body.account_type !== account.account_type && { account_type: body.account_type }),
    });
  });
  const { errors } = form.formState;
  return (
    <form className="account-settings" onSubmit={submit} aria-labelledby={`${account._id}-settings`} noValidate>
      <h3 id={`${account._id}-settings`} className="panel-heading">
        {t('accounts.settings')}
      </h3>
      <FormField label={t('accounts.leverage')} error={errors.leverage?.message}>
        {(control) => (
          <select
            {...control}
            ref={leverage.field.ref}
            value={leverage.field.value}
            onChange={(e) => leverage.field.onChange(Number(e.target.value))}
          >
            {choices.map((l) => (
              <option key={l} value={l}>
                1:{l}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('accounts.accountType')} error={errors.account_type?.message}>
        {(control) => (
          <select {...control} {...form.register('account_type')}>
            {(['hedged', 'netted'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`accounts.type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="button primary" disabled={!changed || mutation.isPending}>
        {mutation.isPending ? t('accounts.saving') : t('accounts.save')}
      </button>
      <FormError message={errors.root?.server?.message} />
    </form>
  );
}
