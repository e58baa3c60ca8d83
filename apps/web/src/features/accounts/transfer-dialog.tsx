import { type TTradingAccount, ZTransferFundsRequest } from '@crm/contracts';
import { enAccounts } from '@crm/contracts/locales/en/accounts';
import { toMinorUnits } from '@crm/contracts/money';
import { useController } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountLabel } from './account-label.ts';
import { useMoneyMovement } from './use-money-movement.ts';

/**
 * Moves funds between two accounts of one client (same currency and environment; the server
 * checks), checked by the call's body schema; the server's refusal lands on the field it names.
 */
export function TransferDialog({
  accounts,
  from: initialFrom,
  onClose,
}: {
  accounts: readonly TTradingAccount[];
  from?: string;
  onClose: () => void;
}) {
  const t = useT(enAccounts);
  const initialSource = accounts.find((a) => a._id === initialFrom) ?? accounts[0];
  const others = accounts.filter((a) => a._id !== initialSource?._id);
  const form = useContractForm(ZTransferFundsRequest, {
    defaultValues: {
      amount: '',
      accountFrom: initialSource?._id ?? '',
      accountTo: others.find((a) => a.currency === initialSource?.currency)?._id ?? others[0]?._id ?? '',
      reason: '',
    },
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const [from, to, reason] = form.watch(['accountFrom', 'accountTo', 'reason']);
  const text = String(amount.field.value ?? '');
  const source = accounts.find((a) => a._id === from);
  const target = accounts.find((a) => a._id === to);
  const targets = accounts.filter((a) => a._id !== from);
  const mutation = useMoneyMovement(
    (body: { amount: string | number; accountFrom: string; accountTo: string; reason: string }, headers) =>
      call('transferFunds', { body, headers }),
    (reply) =>
      t('accounts.transfer.moved', {
        amount: formatMoney(reply.transaction.amount, reply.transaction.currency),
        from: source?.login_id,
        to: target?.login_id,
      }),
    onClose,
    (e) => showServerError(form, e, t('accounts.op.unreachable')),
  );
  const currency = source?.currency ?? 'USD';
  const units = text ? toMinorUnits(text, currency) : null;
  const problem =
    text !== '' && (units === null || units <= 0)
      ? t('accounts.op.aboveZero', { currency })
      : source && target && source.currency !== target.currency
        ? t('accounts.transfer.sameCurrency')
        : null;
  const { errors } = form.formState;
  return (
    <Dialog
      title={t('accounts.transfer.title')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => mutation.mutate(body))()}
      submitLabel={t('accounts.transfer.submit')}
      busy={mutation.isPending}
      disabled={!text || !reason.trim() || !from || !to || problem !== null}
      error={errors.root?.server?.message ?? problem}
    >
      <FormField label={t('accounts.transfer.from')} error={errors.accountFrom?.message}>
        {(control) => (
          <select
            {...control}
            {...form.register('accountFrom', {
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === to)
                  form.setValue('accountTo', accounts.find((a) => a._id !== e.target.value)?._id ?? '');
                form.clearErrors();
              },
            })}
          >
            {accounts.map((a) => (
              <option key={a._id} value={a._id}>
                {t('accounts.transfer.fromOption', {
                  account: accountLabel(a),
                  amount: formatMoney(a.available, a.currency),
                })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('accounts.transfer.to')} error={errors.accountTo?.message}>
        {(control) => (
          <select {...control} {...form.register('accountTo')}>
            {targets.map((a) => (
              <option key={a._id} value={a._id}>
                {t('accounts.transfer.toOption', {
                  account: accountLabel(a),
                  amount: formatMoney(a.balance, a.currency),
                })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <NumberInput
        label={t('accounts.op.amount')}
        value={text}
        suffix={currency}
        onChange={(value) => {
          amount.field.onChange(value);
          form.clearErrors('root');
        }}
        error={errors.amount?.message}
      />
      <FormField label={t('accounts.transfer.reason')} error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={2} maxLength={500} required {...form.register('reason')} />}
      </FormField>
    </Dialog>
  );
}
