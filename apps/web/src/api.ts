import type { TBrand, TErrorReply, TLoginReply } from '@crm/contracts';

/** A failed call, with the catalogue code the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data: unknown = await res.json();
  if (!res.ok) {
    const error = data as TErrorReply;
    throw new ApiError(res.status, error.code, error.message);
  }
  return data as T;
}

export const fetchBrands = () => request<TBrand[]>('GET', '/dashboard/brands');
export const signIn = (email: string, password: string) =>
  request<TLoginReply>('POST', '/dashboard/auth/login', { email, password });
export const signOut = (token: string) => request<{ ok: true }>('POST', '/dashboard/auth/logout', undefined, token);
