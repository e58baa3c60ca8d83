import { AppError } from '../http/app-error.ts';

/** The SQLSTATEs the ledger's database functions refuse with (migration 0011) and the errors they stand for. */
const REFUSALS = { CR042: 'insufficientFunds', CR409: 'conflict', CR500: 'internal' } as const;

type DriverError = { code?: string; message?: string; detail?: string; cause?: unknown };

/**
 * Runs a call to one of the ledger's database functions and turns its refusal into the API error it
 * stands for (drizzle wraps the driver's error in `cause`), with the function's DETAIL as the
 * amount's explanation. Any other failure is rethrown as it came.
 */
export async function callingDatabaseFunction<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as DriverError).cause) {
      const { code, message, detail } = e as DriverError;
      if (code && code in REFUSALS) {
        throw new AppError(REFUSALS[code as keyof typeof REFUSALS], message ?? 'Refused by the ledger', {
          details: detail ? [{ path: 'amount', message: detail }] : undefined,
        });
      }
    }
    throw error;
  }
}
