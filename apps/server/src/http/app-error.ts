import { ErrorCode, errorHttpStatus, type TErrorCodeName, type TErrorDetail } from '@crm/contracts';

/** The one error class: a catalogue code, a message for people, optional details and headers. */
export class AppError extends Error {
  readonly codeName: TErrorCodeName;
  readonly details: TErrorDetail[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    codeName: TErrorCodeName,
    message: string,
    options: { details?: TErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.codeName = codeName;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get code(): number {
    return ErrorCode[this.codeName];
  }

  get status(): number {
    return errorHttpStatus[this.codeName];
  }
}

export const notFound = (what: string) => new AppError('notFound', `${what} not found`);
export const conflict = (message: string) => new AppError('conflict', message);
/** Seconds a caller is asked to wait while the database is away (a failover takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** 503 with `Retry-After`: the database cannot be reached; nothing was written. */
export const databaseUnavailable = () =>
  new AppError('databaseUnavailable', 'The database is unavailable; try again shortly', {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
/** A 400 that names the one field at fault, so the console can show the message at that field. */
export const invalidField = (path: string, message: string) =>
  new AppError('validation', message, { details: [{ path, message }] });

/**
 * Runs `work`; a refusal that names the `amount` field (the ledger's, which knows no route) names
 * `field` instead, the one the caller sent, so the console marks the right input.
 */
export async function naming<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.details?.some((d) => d.path === 'amount')) {
      throw new AppError(error.codeName, error.message, {
        headers: error.headers,
        details: error.details.map((d) => (d.path === 'amount' ? { ...d, path: field } : d)),
      });
    }
    throw error;
  }
}
