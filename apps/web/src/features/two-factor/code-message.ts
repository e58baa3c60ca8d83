import { ErrorCode } from '@crm/contracts/error-codes';
import { ApiError } from '../../lib/api/api-error.ts';

/** "in 8 seconds", "in 4 minutes": the server's Retry-After in words. */
export function waitOf(seconds: number | null): string {
  if (seconds === null) return 'in a few minutes';
  if (seconds < 120) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

/** What to tell the user when a two-factor code was refused. */
export function codeRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The server could not be reached; try again.';
  if (error.code === ErrorCode.twoFactorCodeInvalid) {
    return 'That code is not right, or was already used. Wait for the next code in the app and try again.';
  }
  if (error.code === ErrorCode.tooManyRequests)
    return `Too many wrong codes. Try again ${waitOf(error.retryAfterSeconds)}.`;
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
    return { field: 'form', message: `Too many wrong tries. Try again ${waitOf(error.retryAfterSeconds)}.` };
  }
  return { field: 'form', message: codeRefusal(error) };
}
