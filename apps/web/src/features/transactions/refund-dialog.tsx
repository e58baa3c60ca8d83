import { type TTransactionRow, ZTransactionChange } from '@crm/contracts';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { checkRefund, refundLeft } from './refund.ts';

/** The refund branch of the transaction change body. */
const [ZRefundRequest] = ZTransactionChange.options;

/**
 * Gives back part or all of what is left of a settled deposit (the server refuses more). The amount
 * is read by `checkRefund` (minor units, never more than is left) and the body checked by the
 * call's schema before it goes.
 */
export function RefundDialog({ transaction: t, onClose }: { transaction: TTransactionRow; onClose: () => void }) {
  const say = useT(enTransactions);
  const left = refundLeft(t);
  const form = useContractForm(ZRefundRequest, { defaultValues: { refundAmount: '' } });
  const text = String(form.watch('refundAmount') ?? '');
  const { headers } = useIdempotencyKey();
  const toast = useToast();
  const queryClient = useQueryClient();
  const checked = text ? checkRefund(text, t, say) : null;
  const refund = useMutation({
    mutationFn: (amount: string) =>
      call('changeTransaction', {
        params: { id: t._id },
        body: { refundAmount: amount },
        headers,
      }),
    onSuccess: (reply, amount) => {
      toast.success(
        reply.pendingRequest
          ? // Over the brand's approval policy: a colleague approves it in Requests.
            say('transactions.refundWaits', { amount: formatMoney(amount, t.currency) })
          : say('transactions.refunded', { amount: formatMoney(amount, t.currency) }),
      );
      invalidateMoney(queryClient);
      onClose();
    },
    onError: (e) => {
      showServerError(form, e, say('transactions.refundUnreachable'));
      if (e instanceof ApiError && e.status === 409) invalidateMoney(queryClient);
    },
  });
  const { errors } = form.formState;
  const client = `${t.client.readableId} ${t.client.first_name} ${t.client.last_name}`;
  const setText = (value: string) => {
    form.setValue('refundAmount', value);
    form.clearErrors();
  };
  return (
    <Dialog
      title={say('transactions.refundTitle')}
      onClose={onClose}
      onSubmit={() =>
        void form.handleSubmit(() => {
          if (checked && 'amount' in checked) refund.mutate(checked.amount);
        })()
      }
      submitLabel={say('transactions.refund')}
      busy={refund.isPending}
      disabled={!checked || 'error' in checked}
      error={
        errors.refundAmount?.message ??
        errors.root?.server?.message ??
        (checked && 'error' in checked ? checked.error : null)
      }
      danger
    >
      <p className="dialog-summary">
        {t.refundAmount && Number(t.refundAmount) > 0
          ? say('transactions.refundSummaryRefunded', {
              client,
              amount: formatMoney(t.amount, t.currency),
              refunded: formatMoney(t.refundAmount, t.currency),
            })
          : say('transactions.refundSummary', { client, amount: formatMoney(t.amount, t.currency) })}
      </p>
      <NumberInput label={say('transactions.amountToRefund')} value={text} suffix={t.currency} onChange={setText} />
      <div className="presets">
        <button type="button" className="button small" onClick={() => setText(left)}>
          {say('transactions.allLeft', { amount: formatMoney(left, t.currency) })}
        </button>
      </div>
    </Dialog>
  );
}
