import { type TClient, type TCreateAccountRequest, ZCreateAccountRequest } from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { accountKeys } from './account-keys.ts';
import { PLATFORM_LABELS } from './account-label.ts';

/** "Open account" beside the client's accounts, for staff who may change accounts (accounts.update_account). */
export function OpenAccountButton({ client }: { client: TClient }) {
  const t = useT(enAccounts);
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('accounts.update_account')) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('accounts.openAccount')}
      </button>
      {open && <OpenAccountDialog client={client} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Opens a trading account for the client: live or demo, the platform, the tier (its minimum
 * deposit beside it, from the client's account types) and the leverage; checked by the call's body
 * schema, refusals shown at their fields.
 */
function OpenAccountDialog({ client, onClose }: { client: TClient; onClose: () => void }) {
  const t = useT(enAccounts);
  const form = useContractForm(ZCreateAccountRequest, {
    defaultValues: { user: client._id, environment_type: 'live', platform: 'mt5', tier: 'standard', leverage: 100 },
  });
  const environment = form.watch('environment_type');
  const leverage = useController({ control: form.control, name: 'leverage' });
  const toast = useToast();
  const queryClient = useQueryClient();
  // The spec's account types: each tier's group and minimum deposit for this client and environment.
  const { data: tiers } = useQuery({
    queryKey: [...clientKeys.detail(client._id), 'accountTypes', environment],
    queryFn: () => call('listAccountTypes', { params: { id: client._id }, query: { environment_type: environment } }),
  });
  const create = useMutation({
    mutationFn: (body: TCreateAccountRequest) => call('createAccount', { body }),
    onSuccess: (account) => {
      toast.success(
        t('accounts.opened', {
          platform: PLATFORM_LABELS[account.platform],
          environment: t(`accounts.environment.${account.environment_type}`),
          login: account.login_id,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(client._id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('accounts.openUnreachable')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('accounts.openAccount')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => create.mutate(body))()}
      submitLabel={t('accounts.openAccount')}
      busy={create.isPending}
      error={errors.root?.server?.message ?? errors.user?.message}
    >
      <p className="dialog-summary">
        {t('accounts.openFor', { client: `${client.readableId} ${client.first_name} ${client.last_name}` })}
      </p>
      <fieldset className="segmented">
        <legend className="field-label">{t('accounts.environment')}</legend>
        {(['live', 'demo'] as const).map((env) => (
          <label key={env}>
            <input type="radio" value={env} {...form.register('environment_type')} />
            {t(env === 'live' ? 'accounts.live' : 'accounts.demo')}
          </label>
        ))}
      </fieldset>
      <FormField label={t('accounts.platform')} error={errors.platform?.message}>
        {(control) => (
          <select {...control} {...form.register('platform')}>
            {(['ctrader', 'mt4', 'mt5'] as const).map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('accounts.tier')} error={errors.tier?.message}>
        {(control) => (
          <select {...control} {...form.register('tier')}>
            {(tiers ?? []).map((tier) => (
              <option key={tier.name} value={tier.name}>
                {tier.minDeposit > 0
                  ? t('accounts.tierMinimum', {
                      tier: t(`accounts.tier.${tier.name}`),
                      amount: formatMoney(String(tier.minDeposit), 'USD'),
                    })
                  : t(`accounts.tier.${tier.name}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('accounts.leverage')} error={errors.leverage?.message}>
        {(control) => (
          <select
            {...control}
            ref={leverage.field.ref}
            value={leverage.field.value ?? ''}
            onChange={(e) => leverage.field.onChange(Number(e.target.value))}
          >
            {LEVERAGES.map((l) => (
              <option key={l} value={l}>
                1:{l}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </Dialog>
  );
}
