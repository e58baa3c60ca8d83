import { ZNewPassword } from '@crm/contracts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../auth/passwords.ts';

/** Applies the contracts' password policy (the console's form uses the same schema) and hashes. */
export async function hashNewPassword(password: string): Promise<string> {
  const checked = ZNewPassword.safeParse(password);
  if (!checked.success) {
    const details = checked.error.issues.map((i) => ({ path: 'password', message: i.message }));
    throw new AppError('weakPassword', details.map((d) => d.message).join('; '), { details });
  }
  return hashPassword(password);
}
