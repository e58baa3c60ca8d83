import { type TClientPayoutDetails, ZPayoutDetailsUpdate } from '@crm/contracts';
import { enOpenPayd } from '@crm/contracts/locales/en/open-payd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { openPaydKeys } from './open-payd-keys.ts';

type Values = z.input<typeof ZPayoutDetailsUpdate>;
type Body = z.output<typeof ZPayoutDetailsUpdate>;

/**
 * New payout bank details for the client at the provider, checked by the endpoint's own schema;
 * the server checks IBAN and BIC (ibantools) and that the holder is the client, unless confirmed
 * here with a reason.
 */
export function PayoutDetailsForm({ current }: { current: TClientPayoutDetails }) {
  const t = useT(enOpenPayd);
  const form = useContractForm(ZPayoutDetailsUpdate, {
    defaultValues: {
      iban: current.details?.iban_display ?? '',
      bic: current.details?.bic ?? '',
      holder: current.details?.holder ?? current.client.name,
      holder_confirmed: false,
      confirm_reason: '',
    } satisfies Values,
  });
  const toast = useToast();
  const queryClient = useQueryClient();
  const confirmed = form.watch('holder_confirmed');
  const save = useMutation({
    mutationFn: (body: Body) => call('updatePayoutDetails', { params: { clientId: current.client._id }, body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(openPaydKeys.details(current.client._id), reply);
      toast.success(t('openPayd.form.saved', { name: reply.client.name }));
      form.reset({ ...form.getValues(), holder_confirmed: false, confirm_reason: '' });
    },
    onError: (e) => showServerError(form, e, t('openPayd.form.notSaved')),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate aria-label={t('openPayd.form.label')}>
      <div className="payd-form">
        <FormField label={t('openPayd.details.iban')} error={errors.iban?.message} className="field field-wide">
          {(control) => <input {...control} {...form.register('iban')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField label={t('openPayd.details.bic')} error={errors.bic?.message}>
          {(control) => <input {...control} {...form.register('bic')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField label={t('openPayd.details.holder')} error={errors.holder?.message}>
          {(control) => <input {...control} {...form.register('holder')} autoComplete="off" />}
        </FormField>
        <label className="payd-check field-wide">
          <input type="checkbox" {...form.register('holder_confirmed')} />
          {t('openPayd.form.holderDiffers')}
        </label>
        {confirmed && (
          <FormField
            label={t('openPayd.form.reason')}
            error={errors.confirm_reason?.message}
            className="field field-wide"
          >
            {(control) => <input {...control} {...form.register('confirm_reason')} autoComplete="off" />}
          </FormField>
        )}
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={save.isPending}>
        {t('openPayd.form.save')}
      </button>
    </form>
  );
}
