import type { TErrorDetail } from '@crm/contracts';

/** A failed call, carrying the catalogue code and details the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details: TErrorDetail[] = [],
    /** From `Retry-After`: how long to wait before trying again (throttled sign-ins, database outages). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
