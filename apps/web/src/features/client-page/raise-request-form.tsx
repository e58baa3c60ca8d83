import type {
  TClient,
  TClientRequest,
  TCreateRequest,
  TPaymentMethod,
  TRequestType,
  TTradingAccount,
} from '@crm/contracts';
import { LEVERAGES } from '@crm/contracts/leverages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { accountLabel } from '../accounts/account-label.ts';
import { useCan } from '../auth/use-can.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { PAYMENT_METHOD_LABELS, REQUEST_TYPE_LABELS, REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';

const COINS = ['BTC', 'ETH', 'USDT'] as const;

/** The body of the chosen type from the form's values; the server validates it against ZCreateRequest. */
function bodyOf(type: TRequestType, v: Record<string, string>): TCreateRequest {
  const account = v.account ?? '';
  switch (type) {
    case 'deleteAccount':
      return { request_type: type, account, ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}) };
    case 'withdrawFromAccount':
      return {
        request_type: type,
        account,
        amount: v.amount ?? '',
        method: (v.method ?? 'bank_wire') as TPaymentMethod,
      };
    case 'depositCryptoToAccount':
      return {
        request_type: type,
        account,
        amount: v.amount ?? '',
        crypto_currency: (v.coin ?? 'USDT') as (typeof COINS)[number],
        tx_hash: v.tx_hash ?? '',
      };
    case 'transferFundsBetweenAccounts':
      return { request_type: type, account, account_to: v.account_to ?? '', amount: v.amount ?? '' };
    case 'changeAccountLeverage':
      return { request_type: type, account, leverage: Number(v.leverage) };
  }
}

/** Staff raise a request on the client's behalf; it then waits in its queue for another staff member. */
export function RaiseRequestForm({ client, onDone }: { client: TClient; onDone: () => void }) {
  const can = useCan();
  const types = (Object.keys(REQUEST_TYPE_LABELS) as TRequestType[]).filter((t) => can(REQUEST_TYPE_PERMISSION[t]));
  const [type, setType] = useState<TRequestType>(types[0] ?? 'withdrawFromAccount');
  const [values, setValues] = useState<Record<string, string>>({ method: 'bank_wire', coin: 'USDT' });
  const [error, setError] = useState<string | null>(null);
  const { headers, renew } = useIdempotencyKey();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: accounts } = useQuery({
    queryKey: ['accounts', client._id, 'live'],
    queryFn: () =>
      api<{ docs: TTradingAccount[] }>('/dashboard/users/accounts', {
        query: { environment_type: 'live', user: client._id, limit: 100 },
      }),
  });
  const account = values.account ?? accounts?.docs[0]?._id ?? '';
  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setError(null);
  };
  const raise = useMutation({
    mutationFn: () =>
      api<TClientRequest>('/dashboard/users/requests', {
        method: 'POST',
        body: bodyOf(type, { ...values, account }),
        headers,
      }),
    onSuccess: () => {
      toast.success(`${REQUEST_TYPE_LABELS[type]} request raised`);
      renew();
      invalidateMoney(queryClient);
      onDone();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The server could not be reached; nothing was raised'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    raise.mutate();
  };
  if (types.length === 0) return null;
  if (accounts && accounts.docs.length === 0)
    return <p className="muted">The client has no live account to raise a request on.</p>;
  const needsAmount =
    type === 'withdrawFromAccount' || type === 'depositCryptoToAccount' || type === 'transferFundsBetweenAccounts';
  return (
    <form className="edit-form raise-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Raise a request</h2>
      <div className="raise-fields">
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as TRequestType)}>
            {types.map((t) => (
              <option key={t} value={t}>
                {REQUEST_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-account`}>Account</label>
          <select id={`${id}-account`} value={account} onChange={(e) => set('account')(e.target.value)}>
            {accounts?.docs.map((a) => (
              <option key={a._id} value={a._id}>
                {accountLabel(a)}
              </option>
            ))}
          </select>
        </div>
        {type === 'transferFundsBetweenAccounts' && (
          <div className="field">
            <label htmlFor={`${id}-to`}>To account</label>
            <select id={`${id}-to`} value={values.account_to ?? ''} onChange={(e) => set('account_to')(e.target.value)}>
              <option value="">Choose…</option>
              {accounts?.docs
                .filter((a) => a._id !== account)
                .map((a) => (
                  <option key={a._id} value={a._id}>
                    {accountLabel(a)}
                  </option>
                ))}
            </select>
          </div>
        )}
        {needsAmount && (
          <NumberInput label="Amount" value={values.amount ?? ''} onChange={(text) => set('amount')(text)} />
        )}
        {type === 'withdrawFromAccount' && (
          <div className="field">
            <label htmlFor={`${id}-method`}>Method</label>
            <select id={`${id}-method`} value={values.method} onChange={(e) => set('method')(e.target.value)}>
              {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        {type === 'depositCryptoToAccount' && (
          <>
            <div className="field">
              <label htmlFor={`${id}-coin`}>Coin</label>
              <select id={`${id}-coin`} value={values.coin} onChange={(e) => set('coin')(e.target.value)}>
                {COINS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-hash`}>Transaction hash</label>
              <input id={`${id}-hash`} value={values.tx_hash ?? ''} onChange={(e) => set('tx_hash')(e.target.value)} />
            </div>
          </>
        )}
        {type === 'changeAccountLeverage' && (
          <div className="field">
            <label htmlFor={`${id}-leverage`}>Leverage</label>
            <select
              id={`${id}-leverage`}
              value={values.leverage ?? ''}
              onChange={(e) => set('leverage')(e.target.value)}
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
          </div>
        )}
        {type === 'deleteAccount' && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason (optional)</label>
            <input
              id={`${id}-reason`}
              maxLength={500}
              value={values.reason ?? ''}
              onChange={(e) => set('reason')(e.target.value)}
            />
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={raise.isPending || !account}>
        {raise.isPending ? 'Raising…' : 'Raise request'}
      </button>
    </form>
  );
}
