import { ErrorCode } from '@crm/contracts/error-codes';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { ApiError } from '../../lib/api/api-error.ts';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enTwoFactor);

/** "in 8 seconds", "in 4 minutes": the server's Retry-After in words, in the language of the moment. */
export function waitOf(seconds: number | null): string {
  if (seconds === null) return t('twoFactor.waitFewMinutes');
  if (seconds < 120) return t('twoFactor.waitSeconds', { count: seconds });
  return t('twoFactor.waitMinutes', { count: Math.ceil(seconds / 60) });
}

/** What to tell the user when a two-factor code was refused. */
export function codeRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return t('twoFactor.unreachable');
  if (error.code === ErrorCode.twoFactorCodeInvalid) return t('twoFactor.codeWrong');
  if (error.code === ErrorCode.tooManyRequests)
    return t('twoFactor.tooManyCodes', { wait: waitOf(error.retryAfterSeconds) });
  return error.message;
}

/**
 * Where a refusal of a password-and-code form lands: a wrong password on the password field (the
 * server names it), a wrong code on the code field, waiting and anything else for the whole form.
 */
export function passwordCodeRefusal(error: unknown): { field: 'password' | 'code' | 'form'; message: string } {
  if (error instanceof ApiError && error.code === ErrorCode.currentPasswordWrong) {
    return { field: 'password', message: error.details.find((d) => d.path === 'password')?.message ?? error.message };
  }
  if (error instanceof ApiError && error.code === ErrorCode.twoFactorCodeInvalid) {
    return { field: 'code', message: codeRefusal(error) };
  }
  if (error instanceof ApiError && error.code === ErrorCode.tooManyRequests) {
    return { field: 'form', message: t('twoFactor.tooManyTries', { wait: waitOf(error.retryAfterSeconds) }) };
  }
  return { field: 'form', message: codeRefusal(error) };
}
