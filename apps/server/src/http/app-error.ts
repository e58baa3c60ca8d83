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
/** A 400 that names the one field at fault, so the console can show the message at that field. */
export const invalidField = (path: string, message: string) =>
  new AppError('validation', message, { details: [{ path, message }] });
