import { type TSweepOverview, ZSweepRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { openPaydKeys } from './open-payd-keys.ts';

type Values = z.input<typeof ZSweepRequest>;
type Body = z.output<typeof ZSweepRequest>;

/**
 * The sweep: currency, amount (the sweepable amount to start with) and a comment, checked by the
 * endpoint's schema, then confirmed in a dialog that says what moves where. One Idempotency-Key per
 * operation: a retry of the same confirmation sweeps once; a new one after it has gone through.
 */
export function SweepForm({ overview }: { overview: TSweepOverview }) {
  const first = overview.currencies.find((c) => Number(c.sweepable) > 0) ?? overview.currencies[0];
  const form = useContractForm(ZSweepRequest, {
    defaultValues: { currency: first?.currency ?? 'USD', amount: first?.sweepable ?? '', comment: '' } satisfies Values,
  });
  const [pending, setPending] = useState<Body | null>(null);
  const { headers, renew } = useIdempotencyKey();
  const toast = useToast();
  const queryClient = useQueryClient();
  const sweep = useMutation({
    mutationFn: (body: Body) => call('sweepHouseIncome', { body, headers }),
    onSuccess: (s) => {
      toast.success(`${formatMoney(s.amount, s.currency)} swept to the operating account`);
      renew();
      setPending(null);
      form.reset({ ...form.getValues(), amount: '', comment: '' });
      void queryClient.invalidateQueries({ queryKey: openPaydKeys.all });
    },
    onError: (e) => {
      setPending(null);
      showServerError(form, e, 'Nothing swept: the server could not be reached');
      if (e instanceof ApiError) void queryClient.invalidateQueries({ queryKey: openPaydKeys.overview() });
    },
  });
  const currency = form.watch('currency');
  const row = overview.currencies.find((c) => c.currency === currency);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((body) => setPending(body))} noValidate aria-label="Sweep house income">
      <div className="payd-form">
        <FormField label="Currency" error={errors.currency?.message}>
          {(control) => (
            <select {...control} {...form.register('currency')}>
              {overview.currencies.map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={`Amount${row ? ` (at most ${formatMoney(row.sweepable, row.currency)})` : ''}`}
          error={errors.amount?.message}
        >
          {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField label="Comment (optional)" error={errors.comment?.message} className="field field-wide">
          {(control) => <input {...control} {...form.register('comment')} autoComplete="off" />}
        </FormField>
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={!row || Number(row.sweepable) <= 0}>
        Sweep…
      </button>
      {pending && (
        <Dialog
          title="Sweep house income"
          onClose={() => setPending(null)}
          onSubmit={() => sweep.mutate(pending)}
          submitLabel="Confirm the sweep"
          busy={sweep.isPending}
        >
          <p>
            Move <strong>{formatMoney(String(pending.amount), pending.currency)}</strong> of the brokerage’s own income
            from the client-money account to the operating account ({row?.operating.iban})?
          </p>
          <p className="muted">
            The client-money reconciliation runs first; the sweep is refused if it does not balance.
          </p>
        </Dialog>
      )}
    </form>
  );
}
