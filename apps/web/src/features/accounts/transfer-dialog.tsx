import type { TTradingAccount, TTransferFundsRequest } from '@crm/contracts';
import { toMinorUnits } from '@crm/contracts/money';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { accountLabel } from './account-label.ts';
import { useMoneyMovement } from './use-money-movement.ts';

/** Moves funds between two accounts of one client (same currency and environment; the server checks). */
export function TransferDialog({
  accounts,
  from: initialFrom,
  onClose,
}: {
  accounts: readonly TTradingAccount[];
  from?: string;
  onClose: () => void;
}) {
  const [from, setFrom] = useState(initialFrom ?? accounts[0]?._id ?? '');
  const source = accounts.find((a) => a._id === from);
  const targets = accounts.filter((a) => a._id !== from);
  const [to, setTo] = useState(targets.find((a) => a.currency === source?.currency)?._id ?? targets[0]?._id ?? '');
  const target = accounts.find((a) => a._id === to);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  const { mutation, error, setError } = useMoneyMovement<TTransferFundsRequest>(
    '/dashboard/users/accounts/transferFunds',
    (reply) =>
      `Moved ${formatMoney(reply.transaction.amount, reply.transaction.currency)} from ${source?.login_id} to ${target?.login_id}`,
    onClose,
  );
  const currency = source?.currency ?? 'USD';
  const units = amount ? toMinorUnits(amount, currency) : null;
  const problem =
    amount !== '' && (units === null || units <= 0)
      ? `Enter an amount above zero in ${currency}`
      : source && target && source.currency !== target.currency
        ? 'Both accounts must hold the same currency'
        : null;
  return (
    <Dialog
      title="Transfer between accounts"
      onClose={onClose}
      onSubmit={() => mutation.mutate({ amount, accountFrom: from, accountTo: to, reason: reason.trim() })}
      submitLabel="Transfer"
      busy={mutation.isPending}
      disabled={!amount || !reason.trim() || !from || !to || problem !== null}
      error={error ?? problem}
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <select
          id={`${id}-from`}
          value={from}
          onChange={(e) => {
            setFrom(e.target.value);
            if (e.target.value === to) setTo(accounts.find((a) => a._id !== e.target.value)?._id ?? '');
            setError(null);
          }}
        >
          {accounts.map((a) => (
            <option key={a._id} value={a._id}>
              {accountLabel(a)} · available {formatMoney(a.available, a.currency)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          {targets.map((a) => (
            <option key={a._id} value={a._id}>
              {accountLabel(a)} · balance {formatMoney(a.balance, a.currency)}
            </option>
          ))}
        </select>
      </div>
      <NumberInput
        label="Amount"
        value={amount}
        suffix={currency}
        onChange={(text) => {
          setAmount(text);
          setError(null);
        }}
      />
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
