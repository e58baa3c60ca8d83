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
