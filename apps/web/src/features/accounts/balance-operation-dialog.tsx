import type { TBalanceOperationRequest, TTradingAccount } from '@crm/contracts';
import { DEPOSIT_PRESETS_USD } from '@crm/contracts/account-tier-values';
import { toMinorUnits } from '@crm/contracts/money';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { accountLabel, TIER_LABELS } from './account-label.ts';
import { useMoneyMovement } from './use-money-movement.ts';

export type OperationKind = 'balance' | 'credit';
type Direction = TBalanceOperationRequest['type'];

const PATH: Record<OperationKind, string> = { balance: 'balanceOperation', credit: 'creditOperation' };

/**
 * A staff balance or credit operation on one account: deposit or withdrawal, the amount (quick-fill
 * presets per tier, spec point 9, for USD accounts) and a comment for the audit trail.
 */
export function BalanceOperationDialog({
  account,
  kind,
  onClose,
}: {
  account: TTradingAccount;
  kind: OperationKind;
  onClose: () => void;
}) {
  const [type, setType] = useState<Direction>('deposit');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const id = useId();
  const noun = kind === 'balance' ? 'Balance' : 'Credit';
  const { mutation, error, setError } = useMoneyMovement<TBalanceOperationRequest>(
    `/dashboard/users/accounts/${account._id}/${PATH[kind]}`,
    (reply) =>
      `${noun} ${type} of ${formatMoney(reply.transaction.amount, reply.transaction.currency)} posted to ${account.login_id}`,
    onClose,
  );
  const units = amount ? toMinorUnits(amount, account.currency) : null;
  const invalid = amount !== '' && (units === null || units <= 0);
  const presets = account.currency === 'USD' && type === 'deposit' ? DEPOSIT_PRESETS_USD[account.tier] : [];
  const change = (text: string) => {
    setAmount(text);
    setError(null);
  };
  return (
    <Dialog
      title={`${noun} operation`}
      onClose={onClose}
      onSubmit={() => mutation.mutate({ amount, type, ...(comment.trim() ? { comment: comment.trim() } : {}) })}
      submitLabel={`Post ${type}`}
      busy={mutation.isPending}
      disabled={!amount || invalid}
      error={error ?? (invalid ? `Enter an amount above zero in ${account.currency}` : null)}
    >
      <p className="dialog-summary">
        {accountLabel(account)} · {TIER_LABELS[account.tier]} · {kind === 'balance' ? 'balance' : 'credit'}{' '}
        {formatMoney(kind === 'balance' ? account.balance : account.credit, account.currency)}
        {kind === 'balance' ? ` · available ${formatMoney(account.available, account.currency)}` : ''}
      </p>
      <fieldset className="segmented">
        <legend className="field-label">Direction</legend>
        {(['deposit', 'withdrawal'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name={`${id}-type`} value={d} checked={type === d} onChange={() => setType(d)} />
            {d === 'deposit' ? 'Deposit' : 'Withdrawal'}
          </label>
        ))}
      </fieldset>
      <NumberInput label="Amount" value={amount} suffix={account.currency} onChange={change} />
      {presets.length > 0 && (
        <fieldset className="presets">
          <legend className="visually-hidden">{TIER_LABELS[account.tier]} deposit presets</legend>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className="button small"
              aria-pressed={amount === String(p)}
              onClick={() => change(String(p))}
            >
              {formatMoney(String(p), 'USD')}
            </button>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-comment`}>Comment (kept with the operation)</label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
