import type { TErrorDetail } from '@crm/contracts';

/** A failed call, carrying the catalogue code and details the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details: TErrorDetail[] = [],
  ) {
    super(message);
  }
}
