import { type TTwoFactorCodeRequest, ZTwoFactorCodeRequest } from '@crm/contracts';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useMutation } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { codeRefusal } from './code-message.ts';

type Props<T> = {
  label?: string;
  submitLabel: string;
  danger?: boolean;
  /** Sends the code; its answer goes to `onDone`. */
  send: (code: string) => Promise<T>;
  onDone: (reply: T) => void;
};

/** One current code from the app, checked by the endpoint's schema, and what it unlocks. */
export function CodeForm<T>({ label, submitLabel, danger, send, onDone }: Props<T>) {
  const form = useContractForm(ZTwoFactorCodeRequest, { defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: (body: TTwoFactorCodeRequest) => send(body.code),
    onSuccess: (reply) => {
      form.reset({ code: '' });
      onDone(reply);
    },
    onError: (e) => {
      form.setError('code', { type: 'server', message: codeRefusal(e) }, { shouldFocus: true });
      form.setValue('code', '');
    },
  });
  const { errors } = form.formState;
  return (
    <form className="code-form" noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <CodeInput label={label} error={errors.code?.message} register={form.register('code')} />
      <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={mutation.isPending}>
        {submitLabel}
      </button>
      <FormError message={errors.root?.server?.message} />
    </form>
  );
}

/** The 6-digit code field, as every two-factor form has it (the phone's keypad, the one-time-code fill). */
export function CodeInput({
  label,
  error,
  register,
}: {
  label?: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const t = useT(enTwoFactor);
  return (
    <FormField label={label ?? t('twoFactor.code')} error={error}>
      {(control) => (
        <input
          {...control}
          {...register}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
        />
      )}
    </FormField>
  );
}
