import { AppError } from '../http/app-error.ts';

type DriverError = {
  code?: string;
  constraint?: string;
  message?: string;
  detail?: string;
  severity?: string;
  cause?: unknown;
};

/** The error and every error it wraps (drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<DriverError> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as DriverError).cause) yield e as DriverError;
}

/** True when a query failed on the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const { code, constraint: name, message } of causes(error)) {
    if (code === '23505' && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}

/**
 * True when PostgreSQL refused a repeatable-read (or serializable) transaction because another
 * committed a conflicting change after its snapshot (40001), or chose it as a deadlock's victim
 * (40P01): running the whole transaction again is the answer.
 */
export function isSerializationFailure(error: unknown): boolean {
  for (const { code } of causes(error)) if (code === '40001' || code === '40P01') return true;
  return false;
}

/** The SQLSTATEs the ledger's database functions refuse with (migration 0011) and the errors they stand for. */
const REFUSALS = { CR042: 'insufficientFunds', CR409: 'conflict', CR500: 'internal' } as const;

/**
 * Runs a call to one of the ledger's database functions and turns its refusal into the API error it
 * stands for, with the function's DETAIL as the amount's explanation. Any other failure is
 * rethrown as it came.
 */
export async function callingDatabaseFunction<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    for (const { code, message, detail } of causes(error)) {
      if (code && code in REFUSALS) {
        throw new AppError(REFUSALS[code as keyof typeof REFUSALS], message ?? 'Refused by the ledger', {
          details: detail ? [{ path: 'amount', message: detail }] : undefined,
        });
      }
    }
    throw error;
  }
}

/**
 * SQLSTATE classes and codes that mean the database is away, not that the query was wrong: a
 * connection exception (class 08), an administrator or crash shutdown, a server still starting,
 * or no connection slot left. A failover shows as these.
 */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** What node-postgres and Node's sockets say when there is no database at the other end. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client has encountered a connection error/i;

/** True when a query failed because the database could not be reached, so retrying later may work. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, severity } of causes(error)) {
    // FATAL ends the session: refused at connect (a database not accepting connections) or cut off.
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (code && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (!code && message && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22): a value the database cannot take, such as text
 * that is not a number, a date out of range, NUL or an untranslatable character, a string too
 * long. Input should be refused before it gets this far; one that is not is still the caller's
 * mistake, not the server's.
 */
export function isDataException(error: unknown): boolean {
  for (const { code } of causes(error)) if (code && /^22...$/.test(code)) return true;
  return false;
}
