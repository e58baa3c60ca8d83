import {
  CLIENT_REQUEST_TYPES,
  type TClient,
  type TCreateRequest,
  type TRequestType,
  type TTradingAccount,
  ZCreateRequest,
} from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
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
import { accountKeys } from '../accounts/account-keys.ts';
import { accountLabel } from '../accounts/account-label.ts';
import { useCan } from '../auth/use-can.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { PAYMENT_METHOD_LABELS, REQUEST_TYPE_LABELS, REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';

const COINS = ['BTC', 'ETH', 'USDT'] as const;
/** The form's values: the body's input, one member of the union per request type. */
type Values = z.input<typeof ZCreateRequest>;

/** Staff raise a request on the client's behalf; it then waits in its queue for another staff member. */
export function RaiseRequestForm({ client, onDone }: { client: TClient; onDone: () => void }) {
  const can = useCan();
  const types = CLIENT_REQUEST_TYPES.filter((t) => can(REQUEST_TYPE_PERMISSION[t]));
  // A page of its own, not the accounts tab's list: the first 100 live accounts to choose from.
  const { data: accounts } = useQuery({
    queryKey: [...accountKeys.list(client._id, 'live'), 'choices'],
    queryFn: () => call('listAccounts', { query: { environment_type: 'live', user: client._id, limit: 100 } }),
  });
  if (types.length === 0) return null;
  if (accounts && accounts.docs.length === 0)
    return <p className="muted">The client has no live account to raise a request on.</p>;
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
      toast.success(`${REQUEST_TYPE_LABELS[body.request_type]} request raised`);
      renew();
      invalidateMoney(queryClient);
      onDone();
    },
    onError: (e) => showServerError(form, e, 'The server could not be reached; nothing was raised'),
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
      <h2 id="raise-request-title">Raise a request</h2>
      <div className="raise-fields">
        <FormField label="Type">
          {(control) => (
            <select {...control} {...form.register('request_type')}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {REQUEST_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Account" error={errorOf('account')}>
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
          <FormField label="To account" error={errorOf('account_to')}>
            {(control) => (
              <select {...control} {...form.register('account_to', { value: '' })}>
                <option value="">Choose…</option>
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
          <FormField label="Method" error={errorOf('method')}>
            {(control) => (
              <select {...control} {...form.register('method', { value: 'bank_wire' })}>
                {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {type === 'depositCryptoToAccount' && (
          <>
            <FormField label="Coin" error={errorOf('crypto_currency')}>
              {(control) => (
                <select {...control} {...form.register('crypto_currency', { value: 'USDT' })}>
                  {COINS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Transaction hash" error={errorOf('tx_hash')}>
              {(control) => <input {...control} {...form.register('tx_hash', { value: '' })} />}
            </FormField>
          </>
        )}
        {type === 'changeAccountLeverage' && <LeverageField control={form.control} error={errorOf('leverage')} />}
        {type === 'deleteAccount' && (
          <FormField label="Reason (optional)" error={errorOf('reason')}>
            {(control) => <input {...control} maxLength={500} {...form.register('reason', { value: '' })} />}
          </FormField>
        )}
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={raise.isPending || !account}>
        {raise.isPending ? 'Raising…' : 'Raise request'}
      </button>
    </form>
  );
}

/** The amount, typed as a decimal string (never a float), with its error beside it. */
function AmountField({ control, error }: { control: Control<Values, unknown, TCreateRequest>; error?: string }) {
  const { field } = useController({ control, name: 'amount', defaultValue: '' });
  return (
    <div className="field">
      <NumberInput
        label="Amount"
        value={String(field.value ?? '')}
        onChange={(text) => field.onChange(text)}
        error={error}
      />
    </div>
  );
}

/** The leverage, a number from the catalogue; a select gives text, so it is read back as a number. */
function LeverageField({ control, error }: { control: Control<Values, unknown, TCreateRequest>; error?: string }) {
  const { field } = useController({ control, name: 'leverage' });
  return (
    <FormField label="Leverage" error={error}>
      {(aria) => (
        <select
          {...aria}
          ref={field.ref}
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(e) => field.onChange(Number(e.target.value))}
        >
          <option value="" disabled>
            Choose
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
