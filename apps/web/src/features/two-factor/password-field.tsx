import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../lib/form/form-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** The signed-in user's password again, asked before a change to their own second factor. */
export function PasswordField({ error, register }: { error: string | undefined; register: UseFormRegisterReturn }) {
  const t = useT(enTwoFactor);
  return (
    <FormField label={t('twoFactor.password')} error={error}>
      {(control) => <input {...control} {...register} type="password" autoComplete="current-password" />}
    </FormField>
  );
}
