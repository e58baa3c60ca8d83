import { type TTwoFactorChangeRequest, ZTwoFactorChangeRequest } from '@crm/contracts';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../lib/form/form-error.tsx';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { CodeInput } from './code-form.tsx';
import { passwordCodeRefusal } from './code-message.ts';
import { PasswordField } from './password-field.tsx';

type Props<T> = {
  submitLabel: string;
  danger?: boolean;
  /** Sends the password and code; the answer goes to `onDone`. */
  send: (body: TTwoFactorChangeRequest) => Promise<T>;
  onDone: (reply: T) => void;
};

/** The current password and a current code, checked by the endpoint's schema, and what they unlock. */
export function PasswordCodeForm<T>({ submitLabel, danger, send, onDone }: Props<T>) {
  const form = useContractForm(ZTwoFactorChangeRequest, { defaultValues: { password: '', code: '' } });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      form.reset({ password: '', code: '' });
      onDone(reply);
    },
    onError: (e) => {
      const { field, message } = passwordCodeRefusal(e);
      form.setError(field === 'form' ? 'root.server' : field, { type: 'server', message }, { shouldFocus: true });
      if (field !== 'form') form.setValue(field, '');
    },
  });
  const { errors } = form.formState;
  return (
    <form className="code-form" noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <PasswordField error={errors.password?.message} register={form.register('password')} />
      <CodeInput error={errors.code?.message} register={form.register('code')} />
      <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={mutation.isPending}>
        {submitLabel}
      </button>
      <FormError message={errors.root?.server?.message} />
    </form>
  );
}
