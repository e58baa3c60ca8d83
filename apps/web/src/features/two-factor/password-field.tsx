import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../lib/form/form-field.tsx';

/** The signed-in user's password again, asked before a change to their own second factor. */
export function PasswordField({ error, register }: { error: string | undefined; register: UseFormRegisterReturn }) {
  return (
    <FormField label="Your current password" error={error}>
      {(control) => <input {...control} {...register} type="password" autoComplete="current-password" />}
    </FormField>
  );
}
