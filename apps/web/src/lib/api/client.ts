import type { TErrorReply } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { refreshAccessToken, SessionEndedError } from '../auth/refresh.ts';
import { announceSessionEnded } from '../auth/session-ended.ts';
import { selectedBrand } from '../auth/stored-user.ts';
import { readAccessToken } from '../auth/token-store.ts';
import { ApiError } from './api-error.ts';

export type Query = Record<string, string | number | boolean | null | undefined>;
export type CallOptions = {
  method?: string;
  /** JSON, or a FormData for a multipart upload (the browser sets its boundary). */
  body?: unknown;
  query?: Query;
  /** Most calls carry the selected brand (spec point 7); sign-in and brands do not. */
  withBrand?: boolean;
  /** Extra headers, e.g. the `Idempotency-Key` of a money POST (sent unchanged on every retry). */
  headers?: Record<string, string>;
};

/** Spec point 8: after code 17 refresh and retry; after 14 only if not retried yet. */
const MAX_EXPIRED_RETRIES = 2;

export function urlOf(path: string, query: Query | undefined, withBrand: boolean): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const brand = withBrand ? selectedBrand() : null;
  if (brand) params.set('brand', brand);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const token = readAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  return fetch(urlOf(path, options.query, options.withBrand ?? true), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
  });
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as TErrorReply;
    const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
    return new ApiError(
      res.status,
      body.code,
      body.message,
      body.details,
      Number.isNaN(retryAfter) ? null : retryAfter,
    );
  } catch {
    return new ApiError(res.status, ErrorCode.internal, res.statusText || 'Request failed');
  }
}

/** Calls the API with the stored tokens, refreshing silently as spec point 8 says. */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  let expiredRetries = 0;
  let retried = false;
  for (;;) {
    const res = await send(path, options);
    if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
    const error = await errorOf(res);
    const expired = error.code === ErrorCode.accessTokenExpired && expiredRetries < MAX_EXPIRED_RETRIES;
    const invalid = error.code === ErrorCode.accessTokenInvalid && !retried;
    if (!expired && !invalid) throw error;
    try {
      await refreshAccessToken({ brand: selectedBrand });
    } catch (refreshError) {
      if (refreshError instanceof SessionEndedError) {
        announceSessionEnded();
        throw new ApiError(401, ErrorCode.refreshTokenInvalid, 'Session ended');
      }
      throw refreshError;
    }
    if (expired) expiredRetries++;
    retried = true;
  }
}
