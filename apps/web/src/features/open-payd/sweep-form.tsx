import { type TSweepOverview, ZSweepRequest } from '@crm/contracts';
import { enOpenPayd } from '@crm/contracts/locales/en/open-payd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { openPaydKeys } from './open-payd-keys.ts';

/** The confirmation's modal (React Aria's) is fetched when it first opens, not with the page. */
const Dialog = lazyDialog(() => import('../../components/ui/dialog.tsx').then((m) => m.Dialog));

type Values = z.input<typeof ZSweepRequest>;
type Body = z.output<typeof ZSweepRequest>;

/** Where the amount stands in the confirmation, so that it can be shown in bold inside the translated text. */
const AMOUNT = '\u0000';

/**
 * The sweep: currency, amount (the sweepable amount to start with) and a comment, checked by the
 * endpoint's schema, then confirmed in a dialog that says what moves where. One Idempotency-Key per
 * operation: a retry of the same confirmation sweeps once; a new one after it has gone through.
 */
export function SweepForm({ overview }: { overview: TSweepOverview }) {
  const t = useT(enOpenPayd);
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
      toast.success(t('openPayd.sweepForm.swept', { amount: formatMoney(s.amount, s.currency) }));
      renew();
      setPending(null);
      form.reset({ ...form.getValues(), amount: '', comment: '' });
      void queryClient.invalidateQueries({ queryKey: openPaydKeys.all });
    },
    onError: (e) => {
      setPending(null);
      showServerError(form, e, t('openPayd.sweepForm.notSwept'));
      if (e instanceof ApiError) void queryClient.invalidateQueries({ queryKey: openPaydKeys.overview() });
    },
  });
  const currency = form.watch('currency');
  const row = overview.currencies.find((c) => c.currency === currency);
  const { errors } = form.formState;
  const [questionBefore, questionAfter] = t('openPayd.sweepForm.question', {
    amount: AMOUNT,
    iban: row?.operating.iban ?? '',
  }).split(AMOUNT);
  return (
    <form
      onSubmit={form.handleSubmit((body) => setPending(body))}
      noValidate
      aria-label={t('openPayd.sweepForm.label')}
    >
      <div className="payd-form">
        <FormField label={t('openPayd.sweepForm.currency')} error={errors.currency?.message}>
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
          label={
            row
              ? t('openPayd.sweepForm.amountAtMost', { amount: formatMoney(row.sweepable, row.currency) })
              : t('openPayd.sweepForm.amount')
          }
          error={errors.amount?.message}
        >
          {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField label={t('openPayd.sweepForm.comment')} error={errors.comment?.message} className="field field-wide">
          {(control) => <input {...control} {...form.register('comment')} autoComplete="off" />}
        </FormField>
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={!row || Number(row.sweepable) <= 0}>
        {t('openPayd.sweepForm.submit')}
      </button>
      {pending && (
        <Dialog
          title={t('openPayd.sweepForm.confirmTitle')}
          onClose={() => setPending(null)}
          onSubmit={() => sweep.mutate(pending)}
          submitLabel={t('openPayd.sweepForm.confirm')}
          busy={sweep.isPending}
        >
          <p>
            {questionBefore}
            <strong>{formatMoney(String(pending.amount), pending.currency)}</strong>
            {questionAfter}
          </p>
          <p className="muted">{t('openPayd.sweepForm.reconciliationFirst')}</p>
        </Dialog>
      )}
    </form>
  );
}
