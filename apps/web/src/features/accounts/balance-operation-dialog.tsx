import { type TTradingAccount, ZBalanceOperationRequest } from '@crm/contracts';
import { DEPOSIT_PRESETS_USD } from '@crm/contracts/account-tier-values';
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
  const t = useT(enAccounts);
  const form = useContractForm(ZBalanceOperationRequest, {
    defaultValues: { amount: '', type: 'deposit', comment: '' },
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const type = form.watch('type');
  const text = String(amount.field.value ?? '');
  const tier = t(`accounts.tier.${account.tier}`);
  const mutation = useMoneyMovement(
    (body: { amount: string | number; type: 'deposit' | 'withdrawal'; comment?: string }, headers) =>
      call(CALL[kind], { params: { id: account._id }, body, headers }),
    (reply) => {
      const operation = t(`accounts.op.name.${kind}.${type}`);
      const amount = formatMoney(reply.transaction.amount, reply.transaction.currency);
      return reply.pendingRequest
        ? // Over the brand's approval policy: it waits in the requests queue for a colleague.
          t('accounts.op.waits', { operation, amount })
        : t('accounts.op.posted', { operation, amount, login: account.login_id });
    },
    onClose,
    (e) => showServerError(form, e, t('accounts.op.unreachable')),
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
      title={t(`accounts.op.title.${kind}`)}
      onClose={onClose}
      onSubmit={() =>
        void form.handleSubmit(({ comment, ...body }) =>
          mutation.mutate({ ...body, ...(comment?.trim() ? { comment: comment.trim() } : {}) }),
        )()
      }
      submitLabel={t(`accounts.op.post.${type}`)}
      busy={mutation.isPending}
      disabled={!text || invalid}
      error={
        errors.root?.server?.message ?? (invalid ? t('accounts.op.aboveZero', { currency: account.currency }) : null)
      }
    >
      <p className="dialog-summary">
        {kind === 'balance'
          ? t('accounts.op.summaryBalance', {
              account: accountLabel(account),
              tier,
              amount: formatMoney(account.balance, account.currency),
              available: formatMoney(account.available, account.currency),
            })
          : t('accounts.op.summaryCredit', {
              account: accountLabel(account),
              tier,
              amount: formatMoney(account.credit, account.currency),
            })}
      </p>
      <fieldset className="segmented">
        <legend className="field-label">{t('accounts.op.direction')}</legend>
        {(['deposit', 'withdrawal'] as const).map((d) => (
          <label key={d}>
            <input type="radio" value={d} {...form.register('type')} />
            {t(d === 'deposit' ? 'accounts.op.deposit' : 'accounts.op.withdrawal')}
          </label>
        ))}
      </fieldset>
      <NumberInput
        label={t('accounts.op.amount')}
        value={text}
        suffix={account.currency}
        onChange={change}
        error={errors.amount?.message}
      />
      {presets.length > 0 && (
        <fieldset className="presets">
          <legend className="visually-hidden">{t('accounts.op.presets', { tier })}</legend>
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
      <FormField label={t('accounts.op.comment')} error={errors.comment?.message}>
        {(control) => <textarea {...control} rows={2} maxLength={500} {...form.register('comment')} />}
      </FormField>
    </Dialog>
  );
}
