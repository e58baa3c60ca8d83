import { type TTradingAccount, ZBalanceOperationRequest } from '@crm/contracts';
import { DEPOSIT_PRESETS_USD } from '@crm/contracts/account-tier-values';
import { toMinorUnits } from '@crm/contracts/money';
import { useController } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { accountLabel, TIER_LABELS } from './account-label.ts';
import { useMoneyMovement } from './use-money-movement.ts';

export type OperationKind = 'balance' | 'credit';

const CALL = { balance: 'balanceOperation', credit: 'creditOperation' } as const;

/**
 * A staff balance or credit operation on one account: deposit or withdrawal, the amount (quick-fill
 * presets per tier, spec point 9, for USD accounts) and a comment for the audit trail; checked by
 * the call's body schema.
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
  const form = useContractForm(ZBalanceOperationRequest, {
    defaultValues: { amount: '', type: 'deposit', comment: '' },
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const type = form.watch('type');
  const text = String(amount.field.value ?? '');
  const noun = kind === 'balance' ? 'Balance' : 'Credit';
  const mutation = useMoneyMovement(
    (body: { amount: string | number; type: 'deposit' | 'withdrawal'; comment?: string }, headers) =>
      call(CALL[kind], { params: { id: account._id }, body, headers }),
    (reply) =>
      reply.pendingRequest
        ? // Over the brand's approval policy: it waits in the requests queue for a colleague.
          `${noun} ${type} of ${formatMoney(reply.transaction.amount, reply.transaction.currency)} is over the approval threshold: it waits in Requests for another staff member to approve`
        : `${noun} ${type} of ${formatMoney(reply.transaction.amount, reply.transaction.currency)} posted to ${account.login_id}`,
    onClose,
    (e) => showServerError(form, e, 'The server could not be reached; nothing was posted'),
  );
  const units = text ? toMinorUnits(text, account.currency) : null;
  const invalid = text !== '' && (units === null || units <= 0);
  const presets = account.currency === 'USD' && type === 'deposit' ? DEPOSIT_PRESETS_USD[account.tier] : [];
  const change = (value: string) => {
    amount.field.onChange(value);
    form.clearErrors('root');
  };
  const { errors } = form.formState;
  return (
    <Dialog
      title={`${noun} operation`}
      onClose={onClose}
      onSubmit={() =>
        void form.handleSubmit(({ comment, ...body }) =>
          mutation.mutate({ ...body, ...(comment?.trim() ? { comment: comment.trim() } : {}) }),
        )()
      }
      submitLabel={`Post ${type}`}
      busy={mutation.isPending}
      disabled={!text || invalid}
      error={errors.root?.server?.message ?? (invalid ? `Enter an amount above zero in ${account.currency}` : null)}
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
            <input type="radio" value={d} {...form.register('type')} />
            {d === 'deposit' ? 'Deposit' : 'Withdrawal'}
          </label>
        ))}
      </fieldset>
      <NumberInput
        label="Amount"
        value={text}
        suffix={account.currency}
        onChange={change}
        error={errors.amount?.message}
      />
      {presets.length > 0 && (
        <fieldset className="presets">
          <legend className="visually-hidden">{TIER_LABELS[account.tier]} deposit presets</legend>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className="button small"
              aria-pressed={text === String(p)}
              onClick={() => change(String(p))}
            >
              {formatMoney(String(p), 'USD')}
            </button>
          ))}
        </fieldset>
      )}
      <FormField label="Comment (kept with the operation)" error={errors.comment?.message}>
        {(control) => <textarea {...control} rows={2} maxLength={500} {...form.register('comment')} />}
      </FormField>
    </Dialog>
  );
}
