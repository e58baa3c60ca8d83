import type { TTransactionRow } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { checkRefund, refundLeft } from './refund.ts';

/** Gives back part or all of what is left of a settled deposit (the server refuses more). */
export function RefundDialog({ transaction: t, onClose }: { transaction: TTransactionRow; onClose: () => void }) {
  const left = refundLeft(t);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { headers } = useIdempotencyKey();
  const toast = useToast();
  const queryClient = useQueryClient();
  const checked = text ? checkRefund(text, t) : null;
  const refund = useMutation({
    mutationFn: (amount: string) =>
      api<TTransactionRow>(`/dashboard/users/transactions/${t._id}`, {
        method: 'PUT',
        body: { refundAmount: amount },
        headers,
      }),
    onSuccess: (_reply, amount) => {
      toast.success(`Refunded ${formatMoney(amount, t.currency)}`);
      invalidateMoney(queryClient);
      onClose();
    },
    onError: (e) => {
      setError(e instanceof ApiError ? e.message : 'The server could not be reached; nothing was refunded');
      if (e instanceof ApiError && e.status === 409) invalidateMoney(queryClient);
    },
  });
  return (
    <Dialog
      title="Refund deposit"
      onClose={onClose}
      onSubmit={() => checked && 'amount' in checked && refund.mutate(checked.amount)}
      submitLabel="Refund"
      busy={refund.isPending}
      disabled={!checked || 'error' in checked}
      error={error ?? (checked && 'error' in checked ? checked.error : null)}
      danger
    >
      <p className="dialog-summary">
        {t.client.readableId} {t.client.first_name} {t.client.last_name} · deposit of{' '}
        {formatMoney(t.amount, t.currency)}
        {t.refundAmount && Number(t.refundAmount) > 0
          ? `, ${formatMoney(t.refundAmount, t.currency)} already refunded`
          : ''}
      </p>
      <NumberInput label="Amount to refund" value={text} suffix={t.currency} onChange={(value) => setText(value)} />
      <div className="presets">
        <button type="button" className="button small" onClick={() => setText(left)}>
          All that is left ({formatMoney(left, t.currency)})
        </button>
      </div>
    </Dialog>
  );
}
