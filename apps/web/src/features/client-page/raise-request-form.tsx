import {
  CLIENT_REQUEST_TYPES,
  type TClient,
  type TCreateRequest,
  type TPaymentMethod,
  type TRequestType,
  type TTradingAccount,
  ZCreateRequest,
} from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountKeys } from '../accounts/account-keys.ts';
import { accountLabel } from '../accounts/account-label.ts';
import { useCan } from '../auth/use-can.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { PAYMENT_METHOD_LABELS, REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';

const COINS = ['BTC', 'ETH', 'USDT'] as const;
/** The form's values: the body's input, one member of the union per request type. */
type Values = z.input<typeof ZCreateRequest>;

/** Staff raise a request on the client's behalf; it then waits in its queue for another staff member. */
export function RaiseRequestForm({ client, onDone }: { client: TClient; onDone: () => void }) {
  const t = useT(enClientPage);
  const can = useCan();
  const types = CLIENT_REQUEST_TYPES.filter((t) => can(REQUEST_TYPE_PERMISSION[t]));
  // A page of its own, not the accounts tab's list: the first 100 live accounts to choose from.
  const { data: accounts } = useQuery({
    queryKey: [...accountKeys.list(client._id, 'live'), 'choices'],
    queryFn: () => call('listAccounts', { query: { environment_type: 'live', user: client._id, limit: 100 } }),
  });
  if (types.length === 0) return null;
  if (accounts && accounts.docs.length === 0) return <p className="muted">{t('clientPage.raise.noAccount')}</p>;
  if (!accounts) return null;
  return <RaiseForm types={types} accounts={accounts.docs} onDone={onDone} />;
}

/**
 * The form over the request body's union (ZCreateRequest): each type shows its own fields, and a
 * field that leaves the form leaves the body (`shouldUnregister`), so the strict schema of the
 * chosen type checks exactly what is sent.
 */
function RaiseForm({
  types,
  accounts,
  onDone,
}: {
  types: TCreateRequest['request_type'][];
  accounts: TTradingAccount[];
  onDone: () => void;
}) {
  const t = useT(enClientPage, enRequests);
  const form = useContractForm(ZCreateRequest, {
    shouldUnregister: true,
    defaultValues: { request_type: types[0] ?? 'withdrawFromAccount', account: accounts[0]?._id ?? '' },
  });
  const { headers, renew } = useIdempotencyKey();
  const toast = useToast();
  const queryClient = useQueryClient();
  const type: TRequestType = form.watch('request_type');
  const account = form.watch('account');
  const raise = useMutation({
    mutationFn: (body: TCreateRequest) => call('raiseRequest', { body, headers }),
    onSuccess: (_reply, body) => {
      toast.success(t('clientPage.raise.raised', { type: t(`requests.type.${body.request_type}`) }));
      renew();
      invalidateMoney(queryClient);
      onDone();
    },
    onError: (e) => showServerError(form, e, t('clientPage.raise.unreachable')),
  });
  const needsAmount =
    type === 'withdrawFromAccount' || type === 'depositCryptoToAccount' || type === 'transferFundsBetweenAccounts';
  const { errors } = form.formState;
  // The union's fields, each present in some of its members: read by name.
  const errorOf = (name: string) => {
    const error: unknown = Object.entries(errors).find(([key]) => key === name)?.[1];
    return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : undefined;
  };
  return (
    <form
      className="edit-form raise-form"
      onSubmit={form.handleSubmit((body) => raise.mutate(body))}
      aria-labelledby="raise-request-title"
      noValidate
    >
      <h2 id="raise-request-title">{t('clientPage.raise.title')}</h2>
      <div className="raise-fields">
        <FormField label={t('clientPage.raise.type')}>
          {(control) => (
            <select {...control} {...form.register('request_type')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`requests.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('clientPage.raise.account')} error={errorOf('account')}>
          {(control) => (
            <select {...control} {...form.register('account')}>
              {accounts.map((a) => (
                <option key={a._id} value={a._id}>
                  {accountLabel(a)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {type === 'transferFundsBetweenAccounts' && (
          <FormField label={t('clientPage.raise.toAccount')} error={errorOf('account_to')}>
            {(control) => (
              <select {...control} {...form.register('account_to', { value: '' })}>
                <option value="">{t('clientPage.raise.chooseAccount')}</option>
                {accounts
                  .filter((a) => a._id !== account)
                  .map((a) => (
                    <option key={a._id} value={a._id}>
                      {accountLabel(a)}
                    </option>
                  ))}
              </select>
            )}
          </FormField>
        )}
        {needsAmount && <AmountField control={form.control} error={errorOf('amount')} />}
        {type === 'withdrawFromAccount' && (
          <FormField label={t('clientPage.raise.method')} error={errorOf('method')}>
            {(control) => (
              <select {...control} {...form.register('method', { value: 'bank_wire' })}>
                {(Object.keys(PAYMENT_METHOD_LABELS) as TPaymentMethod[]).map((value) => (
                  <option key={value} value={value}>
                    {t(`requests.method.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {type === 'depositCryptoToAccount' && (
          <>
            <FormField label={t('clientPage.raise.coin')} error={errorOf('crypto_currency')}>
              {(control) => (
                <select {...control} {...form.register('crypto_currency', { value: 'USDT' })}>
                  {COINS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('clientPage.raise.txHash')} error={errorOf('tx_hash')}>
              {(control) => <input {...control} {...form.register('tx_hash', { value: '' })} />}
            </FormField>
          </>
        )}
        {type === 'changeAccountLeverage' && <LeverageField control={form.control} error={errorOf('leverage')} />}
        {type === 'deleteAccount' && (
          <FormField label={t('clientPage.raise.reason')} error={errorOf('reason')}>
            {(control) => <input {...control} maxLength={500} {...form.register('reason', { value: '' })} />}
          </FormField>
        )}
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={raise.isPending || !account}>
        {raise.isPending ? t('clientPage.raise.raising') : t('clientPage.raise.submit')}
      </button>
    </form>
  );
}

/** The amount, typed as a decimal string (never a float), with its error beside it. */
function AmountField({ control, error }: { control: Control<Values, unknown, TCreateRequest>; error?: string }) {
  const t = useT(enClientPage);
  const { field } = useController({ control, name: 'amount', defaultValue: '' });
  return (
    <div className="field">
      <NumberInput
        label={t('clientPage.raise.amount')}
        value={String(field.value ?? '')}
        onChange={(text) => field.onChange(text)}
        error={error}
      />
    </div>
  );
}

/** The leverage, a number from the catalogue; a select gives text, so it is read back as a number. */
function LeverageField({ control, error }: { control: Control<Values, unknown, TCreateRequest>; error?: string }) {
  const t = useT(enClientPage);
  const { field } = useController({ control, name: 'leverage' });
  return (
    <FormField label={t('clientPage.raise.leverage')} error={error}>
      {(aria) => (
        <select
          {...aria}
          ref={field.ref}
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(e) => field.onChange(Number(e.target.value))}
        >
          <option value="" disabled>
            {t('clientPage.raise.chooseLeverage')}
          </option>
          {LEVERAGES.map((l) => (
            <option key={l} value={l}>
              1:{l}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
