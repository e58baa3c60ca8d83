import { type TTwoFactorEnrolRequest, type TTwoFactorSecret, ZTwoFactorEnrolRequest } from '@crm/contracts';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { passwordCodeRefusal } from './code-message.ts';
import { PasswordField } from './password-field.tsx';

/** Starts the set-up for the current password (the server refuses a wrong one on its field). */
export function StartEnrolmentForm({ onStarted }: { onStarted: (secret: TTwoFactorSecret) => void }) {
  const t = useT(enTwoFactor);
  const form = useContractForm(ZTwoFactorEnrolRequest, { defaultValues: { password: '' } });
  const start = useMutation({
    mutationFn: (body: TTwoFactorEnrolRequest) => call('startTwoFactorEnrolment', { body }),
    onSuccess: onStarted,
    onError: (e) => {
      const { field, message } = passwordCodeRefusal(e);
      form.setError(field === 'form' ? 'root.server' : 'password', { type: 'server', message }, { shouldFocus: true });
      form.setValue('password', '');
    },
  });
  const { errors } = form.formState;
  return (
    <form className="code-form" noValidate onSubmit={form.handleSubmit((body) => start.mutate(body))}>
      <PasswordField error={errors.password?.message} register={form.register('password')} />
      <button type="submit" className="button primary" disabled={start.isPending}>
        {t('twoFactor.setUp')}
      </button>
      <FormError message={errors.root?.server?.message} />
    </form>
  );
}
